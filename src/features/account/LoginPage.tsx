import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { StorageKey, readStored, writeStored } from '../../platform/storage';
import { codeLogin, errorText } from './account-api';
import { LoginForm } from './LoginForm';
import { useAfterLogin, useLoginScreen } from './use-login-screen';
import './account.css';

/**
 * /loginb. After a 604 it says the session ended (SPEC §4 Session) and, once logged in, returns to
 * back_url. A link with `email` and `email_code` logs in with that code at once (SPEC §7 codeLogin).
 */
export default function LoginPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  useLoginScreen();
  const done = useAfterLogin();
  const [expired] = useState(() => {
    const was = query.get('expired') === 'true' || readStored(StorageKey.expired) === '1';
    writeStored(StorageKey.expired, null);
    return was;
  });
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const linkTried = useRef(false);
  const linkEmail = query.get('email') ?? '';
  const linkCode = query.get('email_code') ?? '';
  useEffect(() => {
    if (!linkEmail || !linkCode || linkTried.current) return;
    linkTried.current = true;
    codeLogin(linkEmail.trim(), linkCode.trim()).then(done, (error: unknown) =>
      setLinkFailure(errorText(error)),
    );
  }, [linkEmail, linkCode, done]);
  return (
    <Page title={t`Login`}>
      {expired && (
        <p className="notice notice-warning" role="status">
          {t`Your session has expired. Please sign in again.`}
        </p>
      )}
      {linkFailure && (
        <p className="notice notice-warning" role="alert">
          {linkFailure}
        </p>
      )}
      <LoginForm onDone={done} initialEmail={linkEmail} />
    </Page>
  );
}
