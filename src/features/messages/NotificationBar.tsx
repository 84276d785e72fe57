import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAskBar } from '../../app/ask-bars';
import { pushSupported } from './push/enable-push';
import { barMuted, muteBar, openPushPrompt } from './push/push-state';

/**
 * SPEC §2 "An enable-notifications bar with open and close actions": shown while this browser can ask
 * (permission not yet given or refused) and the player has not closed it in the last 3 days (SPEC §9).
 * The lowest of the ask bars: it shows once the top-bar messages and the install bar are gone.
 */
export function NotificationBar() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(
    () => !pushSupported() || Notification.permission !== 'default' || barMuted(),
  );
  // One ask bar at a time (src/app/ask-bars.ts): this one waits for the top bar and the install bar.
  const shown = useAskBar('notifications', !hidden);
  if (!shown) return null;
  return (
    <section className="notify-bar" aria-label={t`Notifications`}>
      <span className="notify-bar-text">{t`Get bet results and payments the moment they happen.`}</span>
      <button
        type="button"
        className="button button-primary button-small"
        onClick={() => {
          setHidden(true);
          openPushPrompt();
        }}
      >
        {t`Turn on`}
      </button>
      <button
        type="button"
        className="icon-button icon-button-small"
        aria-label={t`Close notifications bar`}
        onClick={() => {
          muteBar();
          setHidden(true);
        }}
      >
        ×
      </button>
    </section>
  );
}
