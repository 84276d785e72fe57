import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { afterLoginTarget } from './account-api';
import { LoginForm } from './LoginForm';
import { useLoginOverlay } from './login-gate';
import { useLoginScreen } from './use-login-screen';
import './account.css';

/**
 * The login modal of SPEC §2 Overlays, opened by `requireLogin()` over the page the player is on. After a
 * login the gated action's stored redirect is followed; without one the player stays where they were.
 */
export default function LoginModal() {
  const { t } = useLingui();
  const close = useLoginOverlay((s) => s.close);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useRef(pathname);
  useLoginScreen();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
  }, []);
  // Leaving the page (a link inside the modal, the back key) closes the modal.
  useEffect(() => {
    if (pathname !== opened.current) close();
  }, [pathname, close]);
  const done = () => {
    close();
    const target = afterLoginTarget(null);
    if (target) void navigate(target);
  };
  return (
    <dialog
      ref={dialog}
      className="login-modal"
      aria-labelledby="login-modal-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <header className="login-modal-header">
        <h2 id="login-modal-title">{t`Log in to continue`}</h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
          ×
        </button>
      </header>
      <LoginForm onDone={done} />
    </dialog>
  );
}
