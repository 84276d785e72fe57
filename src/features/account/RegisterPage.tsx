import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { emailRegister } from './account-api';
import { Field, Form, PasswordField, Submit, useSubmit, EmailField } from './forms';
import { forgetInviteCode, keepInviteCode } from './invite-code';
import { useAfterLogin, useLoginScreen } from './use-login-screen';
import { emailError, passwordError } from './validation';
import './account.css';

/** /email-register: e-mail and password; the new account is logged in at once. */
export default function RegisterPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  useLoginScreen();
  const done = useAfterLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { search } = useLocation();
  const [inviteCode, setInviteCode] = useState(() => keepInviteCode(search));
  const submit = useSubmit();
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
            submit.run(!errors.email && !errors.password, async () => {
              await emailRegister(email.trim(), password, inviteCode.trim());
              forgetInviteCode();
              done();
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
