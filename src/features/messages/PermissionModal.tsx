import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useBackClose } from '../../app/back-close';
import { useSession } from '../../app/stores/session';
import { showToast } from '../../ui/toast';
import { enablePush } from './push/enable-push';
import { PushError, type PushFailure } from './push/push-errors';
import { closePushPrompt, markRegistered, muteBar, usePushPrompt } from './push/push-state';

type Step = { kind: 'ask' } | { kind: 'working' } | { kind: 'failed'; reason: PushFailure };

/**
 * SPEC §2 "Notification permission" overlay: says what notifications bring, then runs the permission
 * prompt and the subscription (push/enable-push.ts) and says how it went: on (granted and registered),
 * blocked (denied), not now (the prompt was dismissed), or failed (with Try again).
 */
export function PermissionModal() {
  const { t } = useLingui();
  const open = usePushPrompt((s) => s.open);
  const uid = useSession((s) => s.user?.uid ?? null);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useCallback(() => {
    closePushPrompt();
    setStep({ kind: 'ask' });
  }, []);
  useBackClose(open, close);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const allow = async () => {
    setStep({ kind: 'working' });
    try {
      await enablePush();
      markRegistered(uid);
      showToast(t`Notifications are on`);
      close();
    } catch (err) {
      const reason: PushFailure = err instanceof PushError ? err.reason : 'subscribe';
      // A dismissed prompt counts like the bar's close: not asked again for three days.
      if (reason === 'default') muteBar();
      setStep({ kind: 'failed', reason });
    }
  };

  const failure: Record<PushFailure, string> = {
    unsupported: t`This browser cannot show notifications, or they are blocked for this site.`,
    denied: t`Notifications are blocked. You can allow them in your browser's site settings.`,
    default: t`No problem. You can turn notifications on any time in Messages.`,
    permission: t`The browser did not show the permission prompt. Try again.`,
    subscribe: t`Could not turn on notifications right now. Check your connection and try again.`,
  };

  return (
    <dialog
      ref={ref}
      className="push-modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {open && (
        <div className="push-modal-body">
          <div className="push-modal-art" aria-hidden="true">
            <BellArt />
          </div>
          <h2 id={titleId}>{t`Turn on notifications`}</h2>
          {step.kind === 'failed' ? (
            <p role="alert" className="push-modal-text">
              {failure[step.reason]}
            </p>
          ) : (
            <ul className="push-modal-list">
              <li>{t`Bet results the moment they are settled`}</li>
              <li>{t`Deposits and withdrawals as soon as they are done`}</li>
              <li>{t`Bonuses and news from us, only if you want them`}</li>
            </ul>
          )}
          <div className="push-modal-actions">
            {step.kind === 'failed' && (step.reason === 'subscribe' || step.reason === 'permission') ? (
              <button type="button" className="button button-primary" onClick={allow}>
                {t`Try again`}
              </button>
            ) : step.kind !== 'failed' ? (
              <button
                type="button"
                className="button button-primary"
                onClick={allow}
                disabled={step.kind === 'working'}
                aria-busy={step.kind === 'working'}
              >
                {step.kind === 'working' ? t`Turning on…` : t`Allow notifications`}
              </button>
            ) : null}
            <button type="button" className="button button-secondary" onClick={close}>
              {step.kind === 'failed' ? t`Close` : t`Not now`}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

function BellArt() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56">
      <path
        d="M32 10a14 14 0 0 0-14 14v9l-5 9h38l-5-9v-9a14 14 0 0 0-14-14z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M26 46a6 6 0 0 0 12 0" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="46" cy="16" r="6" fill="var(--live)" />
    </svg>
  );
}
