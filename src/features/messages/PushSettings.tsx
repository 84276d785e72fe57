import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PushPrefs } from '../../../core/contract/schemas/push';
import { fetchPrefs, savePrefs } from './messages-api';
import { pushSupported } from './push/enable-push';
import { openPushPrompt } from './push/push-state';
import '../settings/settings.css';

const KEYS = ['bets', 'wallet', 'promotions', 'news'] as const;

/**
 * Push notifications in the message center: whether this browser sends them (with the way to turn them on
 * or why it cannot), and which events push (per-player preferences kept on the server).
 */
export function PushSettings() {
  const { t } = useLingui();
  const [prefs, setPrefs] = useState<PushPrefs | null>(null);
  const [failed, setFailed] = useState(false);
  const permission = pushSupported() ? Notification.permission : 'unsupported';
  useEffect(() => {
    let live = true;
    fetchPrefs()
      .then((p) => live && setPrefs(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const labels: Record<(typeof KEYS)[number], string> = {
    bets: t`Bet results and cash-outs`,
    wallet: t`Deposits and withdrawals`,
    promotions: t`Bonuses and VIP`,
    news: t`News from us`,
  };
  const toggle = async (key: (typeof KEYS)[number]) => {
    if (!prefs) return;
    const before = prefs;
    setPrefs({ ...prefs, [key]: !prefs[key] });
    try {
      setPrefs(await savePrefs({ [key]: !before[key] }));
    } catch {
      setPrefs(before);
    }
  };
  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="push-settings-title">
        {t`Push notifications`}
      </h2>
      <div className="push-settings-status">
        {permission === 'granted' ? (
          <p>{t`Notifications are on for this device.`}</p>
        ) : permission === 'denied' ? (
          <p>{t`Notifications are blocked for this site. Allow them in your browser's site settings.`}</p>
        ) : permission === 'unsupported' ? (
          <p>{t`This browser cannot show notifications.`}</p>
        ) : (
          <>
            <p>{t`Notifications are off for this device.`}</p>
            <button type="button" className="button button-primary button-small" onClick={openPushPrompt}>
              {t`Turn on notifications`}
            </button>
          </>
        )}
      </div>
      {failed ? (
        <p className="notice">{t`Your notification choices could not be loaded.`}</p>
      ) : (
        <div className="option-list">
          {KEYS.map((key) => (
            <label key={key} className="option-row push-pref">
              <span className="option-name">{labels[key]}</span>
              <input
                type="checkbox"
                role="switch"
                checked={prefs?.[key] ?? true}
                disabled={!prefs}
                onChange={() => void toggle(key)}
              />
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
