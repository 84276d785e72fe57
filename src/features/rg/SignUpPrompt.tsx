import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../account/account-api';
import '../account/account.css';
import { useSignUpRequest, type SignUpRequest } from '../account/sign-up-request';
import { useRegistrationFields } from './RegistrationFields';
import './rg.css';

/**
 * The finish-sign-up dialog (issue #21): a code, Google, Telegram or tourist sign-up the server refused for
 * the market's missing registration fields asks for them here (terms, age, date of birth and CPF where the
 * profile wants them, the optional limits), then sends the same call again (src/features/account/
 * sign-up-fields.ts). A refusal of the retry (a CPF the registry does not know, say) shows in the dialog.
 */
export default function SignUpPrompt() {
  const request = useSignUpRequest((s) => s.request);
  // A fresh form for every request.
  return request ? <SignUpDialog key={request.id} request={request} /> : null;
}

function SignUpDialog({ request }: { request: SignUpRequest }) {
  const { t } = useLingui();
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const market = useRegistrationFields(tried, now);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const submit = async () => {
    setTried(true);
    if (!market.valid || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await request.submit(market.extras);
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  };
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog rg-reality rg-sign-up"
      role="dialog"
      aria-label={t`Finish signing up`}
      onCancel={(e) => {
        e.preventDefault();
        request.cancel();
      }}
    >
      <h2 id="rg-sign-up-title">{t`Finish signing up`}</h2>
      <p className="field-hint">{t`This is a new account. Before you play, confirm what the rules of this market ask.`}</p>
      <form
        className="account-form"
        aria-label={t`Sign-up details`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {market.element}
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="rg-reality-actions">
          <button type="button" className="button button-secondary" onClick={() => request.cancel()}>
            {t`Cancel`}
          </button>
          <button type="submit" className="button button-primary" disabled={pending} aria-busy={pending}>
            {t`Create account`}
          </button>
        </div>
      </form>
    </dialog>
  );
}
