import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../app/stores/session';
import { showToast } from '../../ui/toast';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { visitorBind } from './account-api';
import { Form, PasswordField, Submit, useSubmit, EmailField } from './forms';
import { emailError, passwordError } from './validation';
import './account.css';

/**
 * /save-email: a tourist keeps their account by giving it an e-mail and password (visitor/bind). The uid
 * stays, so balance and bets stay with it.
 */
export default function SaveEmailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit();
  if (!user || !user.visitor) {
    return (
      <Page title={t`Save e-mail`}>
        <EmptyState
          title={user ? t`Your account already has an e-mail` : t`Play as a guest first`}
          action={
            user ? (
              <Link to="/setting/account-info" className="button button-primary">
                {t`Account info`}
              </Link>
            ) : (
              <Link to="/loginb" className="button button-primary">
                {t`Login`}
              </Link>
            )
          }
        >
          {user
            ? t`You sign in with ${user.email ?? ''}.`
            : t`Saving an e-mail keeps a guest account. Log in or play as a guest to start.`}
        </EmptyState>
      </Page>
    );
  }
  const errors = { email: emailError(email), password: passwordError(password) };
  const show = (e: string | null) => (submit.tried ? e : null);
  return (
    <Page title={t`Save e-mail`}>
      <div className="account-panel">
        <p className="account-lead">
          {t`You are playing as a guest (ID ${user.uid}). Save an e-mail and password to keep this account, its balance and its bets on any device.`}
        </p>
        <Form
          label={t`Save e-mail`}
          failure={submit.failure}
          onSubmit={() =>
            submit.run(!errors.email && !errors.password, async () => {
              await visitorBind(email.trim(), password);
              showToast(t`Your e-mail is saved.`);
              void navigate('/setting/account-info', { replace: true });
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
          <Submit pending={submit.pending}>{t`Save`}</Submit>
        </Form>
      </div>
    </Page>
  );
}
