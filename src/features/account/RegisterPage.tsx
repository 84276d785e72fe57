import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { useRegistrationFields } from '../rg/RegistrationFields';
import { afterLoginTarget, emailRegister } from './account-api';
import { Field, Form, PasswordField, Submit, useSubmit, EmailField } from './forms';
import { forgetInviteCode, keepInviteCode } from './invite-code';
import { useLoginScreen } from './use-login-screen';
import { emailError, passwordError } from './validation';
import './account.css';

/** /email-register: e-mail and password; the new account is logged in at once. */
export default function RegisterPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  useLoginScreen();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { search } = useLocation();
  const [inviteCode, setInviteCode] = useState(() => keepInviteCode(search));
  const submit = useSubmit();
  const [now] = useState(() => Date.now());
  const market = useRegistrationFields(submit.tried, now);
  const errors = { email: emailError(email), password: passwordError(password) };
  const show = (e: string | null) => (submit.tried ? e : null);
  const back = query.get('back_url');
  return (
    <Page title={t`Register`}>
      <div className="account-panel">
        <Form
          label={t`Register`}
          failure={submit.failure}
          onSubmit={() =>
            submit.run(!errors.email && !errors.password && market.valid, async () => {
              await emailRegister(email.trim(), password, inviteCode.trim(), market.extras);
              forgetInviteCode();
              // Issue #21: a new player is welcomed with a short tour (unless they came to go back somewhere).
              const target = afterLoginTarget(back);
              void navigate(target ?? '/welcome', { replace: true });
            })
          }
        >
          <EmailField value={email} onChange={setEmail} error={show(errors.email)} />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={show(errors.password)}
          />
          <p className="field-hint">{t`At least 8 characters.`}</p>
          <Field
            label={t`Invite code (optional)`}
            value={inviteCode}
            onChange={setInviteCode}
            autoComplete="off"
            maxLength={16}
          />
          {market.element}
          <Submit pending={submit.pending}>{t`Register`}</Submit>
        </Form>
        <div className="account-links">
          <Link to={back ? `/loginb?back_url=${encodeURIComponent(back)}` : '/loginb'}>
            {t`Already have an account? Log in`}
          </Link>
        </div>
      </div>
    </Page>
  );
}
