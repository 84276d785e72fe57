import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { requireLogin } from './login-gate';
import { storeRedirect } from './redirect-path';

/**
 * What a visitor sees on a page that needs an account: why (`children`, "Log in to …"), Log in through
 * the login rule of SPEC §2 (modal, /loginb or the app's login), and Register. Either way the player comes
 * back to this page, query included, once logged in.
 */
export function LoginRequired({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <EmptyState
      title={t`You are not logged in`}
      action={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={() => requireLogin({ redirect: here })}
          >
            {t`Log in`}
          </button>
          <Link to="/email-register" className="button button-secondary" onClick={() => storeRedirect(here)}>
            {t`Register`}
          </Link>
        </>
      }
    >
      {children}
    </EmptyState>
  );
}
