import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { errorText, sendPasswordCode, setPassword } from './account-api';
import { CodeField, Form, PasswordField, Submit, useSubmit, EmailField } from './forms';
import { useAfterLogin, useLoginScreen } from './use-login-screen';
import { codeError, emailError, passwordError } from './validation';
import './account.css';

/** /email-forgot-password: a code to the e-mail, then a new password; the player is logged in after. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  useLoginScreen();
  const done = useAfterLogin();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setNewPassword] = useState('');
  const [sentNote, setSentNote] = useState(false);
  const submit = useSubmit();
  const errors = { email: emailError(email), code: codeError(code), password: passwordError(password) };
  const show = (e: string | null) => (submit.tried ? e : null);
  const send = async () => {
    const problem = emailError(email);
    if (problem) {
      submit.setFailure(problem);
      return false;
    }
    try {
      await sendPasswordCode(email.trim());
      submit.setFailure(null);
      setSentNote(true);
      return true;
    } catch (error) {
      submit.setFailure(errorText(error));
      return false;
    }
  };
  return (
    <Page title={t`Reset password`}>
      <div className="account-panel">
        <Form
          label={t`Reset password`}
          failure={submit.failure}
          onSubmit={() =>
            submit.run(!errors.email && !errors.code && !errors.password, async () => {
              await setPassword(email.trim(), code.trim(), password);
              done();
            })
          }
        >
          {sentNote && (
            <p className="field-hint" role="status">
              {t`If an account uses this e-mail, a code is on its way.`}
            </p>
          )}
          <EmailField value={email} onChange={setEmail} error={show(errors.email)} />
          <CodeField value={code} onChange={setCode} error={show(errors.code)} send={send} />
          <PasswordField
            label={t`New password`}
            autoComplete="new-password"
            value={password}
            onChange={setNewPassword}
            error={show(errors.password)}
          />
          <Submit pending={submit.pending}>{t`Reset password`}</Submit>
        </Form>
      </div>
    </Page>
  );
}
