import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pushSupported } from './push/enable-push';
import { barMuted, muteBar, openPushPrompt } from './push/push-state';

/**
 * SPEC §2 "An enable-notifications bar with open and close actions": shown while this browser can ask
 * (permission not yet given or refused) and the player has not closed it in the last 3 days (SPEC §9).
 */
export function NotificationBar() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(
    () => !pushSupported() || Notification.permission !== 'default' || barMuted(),
  );
  if (hidden) return null;
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
