import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { showToast } from '../../ui/toast';
import { Page } from '../../ui/Page';
import { applyForDeletion, errorText } from './account-api';
import { LoginRequired } from './LoginRequired';
import './account.css';

/**
 * /setting/account-cancellation: the player applies for deletion (del_apply) after confirming in a dialog;
 * the server closes the account's sessions, so the page logs out.
 */
export default function AccountCancellationPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  if (!loggedIn) {
    return (
      <Page title={t`Delete account`}>
        <LoginRequired>{t`Log in to manage your account.`}</LoginRequired>
      </Page>
    );
  }
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await applyForDeletion(reason.trim());
      dialog.current?.close();
      showToast(t`Your deletion request was received. You have been logged out.`);
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      dialog.current?.close();
    } finally {
      setPending(false);
    }
  };
  return (
    <Page title={t`Delete account`}>
      <div className="account-panel">
        <p className="account-lead">
          {t`Deleting your account closes it for good: you will be logged out and will not be able to log in again. Withdraw any balance first.`}
        </p>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="field">
          <label htmlFor="cancel-reason" className="field-label">
            {t`Reason (optional)`}
          </label>
          <textarea
            id="cancel-reason"
            className="field-input field-textarea"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-danger button-block"
          onClick={() => dialog.current?.showModal()}
        >
          {t`Delete my account`}
        </button>
      </div>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="cancel-title">
        <h2 id="cancel-title">{t`Delete your account?`}</h2>
        <p>{t`This cannot be undone.`}</p>
        <div className="confirm-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t`Cancel`}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={confirm}
            disabled={pending}
            aria-busy={pending}
          >
            {t`Confirm deletion`}
          </button>
        </div>
      </dialog>
    </Page>
  );
}
