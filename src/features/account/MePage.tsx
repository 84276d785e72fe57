import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '../../../core/i18n/locales';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ChevronRightIcon, UserIcon } from '../../ui/icons';
import { useUnread } from '../messages/unread-store';
import { logout } from './account-api';
import { MeWallet } from './MeWallet';
import '../settings/settings.css';
import './account.css';

/** /me: the player's corner. Visitors get a sign-in prompt; everyone gets settings and help. */
export default function MePage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.user);
  const locale = useSettings((s) => s.locale);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const unread = useUnread((s) => s.unread);
  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    void navigate('/', { replace: true });
  };
  return (
    <Page title={t`Me`}>
      {loggedIn ? (
        <section className="profile-card" aria-label={t`Profile`}>
          <UserIcon width="40" height="40" />
          <div>
            <p className="profile-name">{user?.nick || user?.email || t`Player ${user?.uid ?? ''}`}</p>
            <p className="profile-id">{t`ID ${user?.uid ?? ''}`}</p>
          </div>
        </section>
      ) : null}
      {loggedIn && <MeWallet />}
      {loggedIn && user?.visitor && (
        <p className="notice notice-warning" role="status">
          {t`You are playing as a guest. Save an e-mail to keep this account.`}{' '}
          <Link to="/save-email">{t`Save e-mail`}</Link>
        </p>
      )}
      {loggedIn ? null : (
        <EmptyState
          title={t`You are browsing as a guest`}
          action={
            <>
              <Link to="/loginb" className="button button-primary">
                {t`Login`}
              </Link>
              <Link to="/email-register" className="button button-secondary">
                {t`Register`}
              </Link>
            </>
          }
        >
          {t`Sign in to see your wallet, bets and bonuses.`}
        </EmptyState>
      )}
      <nav className="option-list" aria-label={t`Settings`}>
        {loggedIn && (
          <Link
            to="/message-center"
            className="option-row"
            aria-label={unread ? t`Messages, ${unread} unread` : t`Messages`}
          >
            <span className="option-name">{t`Messages`}</span>
            {unread > 0 && (
              <span className="me-badge" aria-hidden="true">
                {unread}
              </span>
            )}
            <ChevronRightIcon width="18" height="18" />
          </Link>
        )}
        {loggedIn && (
          <Link to="/setting/account-info" className="option-row">
            <span className="option-name">{t`Account info`}</span>
            <ChevronRightIcon width="18" height="18" />
          </Link>
        )}
        <Link to="/setting/language" className="option-row">
          <span className="option-name">{t`Language`}</span>
          <span className="option-value">{LOCALE_NAMES[locale]}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/faq/home" className="option-row">
          <span className="option-name">{t`Help center`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/support" className="option-row">
          <span className="option-name">{t`Support`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/about" className="option-row">
          <span className="option-name">{t`About us`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/menu" className="option-row">
          <span className="option-name">{t`All sections`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
      </nav>
      {loggedIn && (
        <div className="option-list">
          <button type="button" className="option-row option-button" onClick={onLogout} disabled={loggingOut}>
            <span className="option-name">{t`Log out`}</span>
          </button>
        </div>
      )}
    </Page>
  );
}
