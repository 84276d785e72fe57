import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { codeLogin, emailLogin, errorText, sendLoginCode, visitorLogin } from './account-api';
import { CodeField, Form, PasswordField, Submit, useSubmit, EmailField } from './forms';
import { GoogleButton } from './GoogleButton';
import { codeError, emailError, loginPasswordError } from './validation';

type Mode = 'password' | 'code';

/**
 * The login form of /loginb and of the login modal: e-mail + password or e-mail + code, "Play as guest"
 * (tourist login) and Google when configured. `onDone` runs after any successful login.
 */
export function LoginForm({ onDone, initialEmail = '' }: { onDone(): void; initialEmail?: string }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = useSubmit();
  const guest = useSubmit();
  const errors = {
    email: emailError(email),
    password: mode === 'password' ? loginPasswordError(password) : null,
    code: mode === 'code' ? codeError(code) : null,
  };
  const valid = !errors.email && !errors.password && !errors.code;
  const show = (e: string | null) => (submit.tried ? e : null);
  const onSubmit = () =>
    submit.run(valid, async () => {
      if (mode === 'password') await emailLogin(email.trim(), password);
      else await codeLogin(email.trim(), code.trim());
      onDone();
    });
  const sendCode = async () => {
    const problem = emailError(email);
    if (problem) {
      submit.setFailure(problem);
      return false;
    }
    try {
      await sendLoginCode(email.trim());
      submit.setFailure(null);
      return true;
    } catch (error) {
      submit.setFailure(errorText(error));
      return false;
    }
  };
  return (
    <div className="account-panel">
      <div className="segmented" role="tablist" aria-label={t`Login method`}>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'password'}
          className="segmented-item"
          onClick={() => setMode('password')}
        >
          {t`Password`}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'code'}
          className="segmented-item"
          onClick={() => setMode('code')}
        >
          {t`Email code`}
        </button>
      </div>
      <Form label={t`Log in`} onSubmit={onSubmit} failure={submit.failure ?? guest.failure}>
        <EmailField value={email} onChange={setEmail} error={show(errors.email)} />
        {mode === 'password' ? (
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={show(errors.password)}
          />
        ) : (
          <CodeField value={code} onChange={setCode} error={show(errors.code)} send={sendCode} />
        )}
        <Submit pending={submit.pending}>{t`Log in`}</Submit>
      </Form>
      <div className="account-links">
        <Link to="/email-forgot-password">{t`Forgot password?`}</Link>
        <Link to="/email-register">{t`Create an account`}</Link>
      </div>
      <div className="account-alt">
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={guest.pending}
          aria-busy={guest.pending}
          onClick={() =>
            guest.run(true, async () => {
              await visitorLogin();
              onDone();
            })
          }
        >
          {t`Play as guest`}
        </button>
        <GoogleButton onDone={onDone} onError={(text) => submit.setFailure(text)} />
      </div>
    </div>
  );
}
