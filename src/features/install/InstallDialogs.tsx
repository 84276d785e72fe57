import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AndroidSteps, IosSteps } from './IosSteps';

/** A modal <dialog> (focus trapped, Escape closes) in the style of the other popups. */
function Modal({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog ref={ref} className="install-modal" aria-label={label} onClose={onClose} onCancel={onClose}>
      <div className="install-modal-body">{children}</div>
    </dialog>
  );
}

function AppBadge({ icon, name }: { icon: string | null; name: string }) {
  return (
    <div className="install-badge">
      {icon ? <img src={icon} width="56" height="56" alt="" /> : <span className="install-badge-blank" />}
      <strong>{name}</strong>
    </div>
  );
}

/** SPEC §2 "PWA install" popup: the app's benefits and the browser's install prompt. */
export function PwaInstallPopup({
  name,
  icon,
  canPrompt,
  onInstall,
  onClose,
}: {
  name: string;
  icon: string | null;
  canPrompt: boolean;
  onInstall: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal label={t`Install the app`} onClose={onClose}>
      <AppBadge icon={icon} name={name} />
      <h2>{t`Install the app`}</h2>
      <ul className="install-benefits">
        <li>{t`Opens in one tap from your home screen, full screen.`}</li>
        <li>{t`Loads faster and keeps working on a weak network.`}</li>
        <li>{t`Bet results and payments as notifications.`}</li>
      </ul>
      {!canPrompt && <AndroidSteps name={name} />}
      <div className="install-modal-actions">
        {canPrompt && (
          <button type="button" className="button button-primary" onClick={onInstall}>
            {t`Install now`}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t`Not now`}
        </button>
      </div>
    </Modal>
  );
}

/** SPEC §2 "iOS bookmark popup": Safari has no install prompt; the share sheet adds the web clip. */
export function IosBookmarkPopup({
  name,
  icon,
  onClose,
}: {
  name: string;
  icon: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal label={t`Add to Home Screen`} onClose={onClose}>
      <AppBadge icon={icon} name={name} />
      <h2>{t`Add ${name} to your Home Screen`}</h2>
      <IosSteps name={name} />
      <div className="install-modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t`Got it`}
        </button>
      </div>
    </Modal>
  );
}

/**
 * SPEC §6 banned-guide modal: the brand's store app was removed; the web app installs from the browser and
 * keeps the account and balance.
 */
export function BannedGuideModal({
  name,
  ios,
  onClose,
}: {
  name: string;
  ios: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal label={t`The store app was removed`} onClose={onClose}>
      <h2>{t`The store app was removed`}</h2>
      <p className="install-modal-text">
        {t`${name} is no longer in the app store. Install the web app instead: same account, same balance, no store needed.`}
      </p>
      {ios ? <IosSteps name={name} /> : <AndroidSteps name={name} />}
      <div className="install-modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t`Got it`}
        </button>
      </div>
    </Modal>
  );
}
