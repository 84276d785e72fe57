import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { LoginRequired } from '../account/LoginRequired';

/** The player's bonus pages need an account: a visitor is asked to log in or register. */
export function LoggedIn({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return loggedIn ? <>{children}</> : <LoginRequired>{t`Log in to see your bonuses.`}</LoginRequired>;
}
