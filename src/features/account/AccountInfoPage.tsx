import { ChevronRightIcon } from '../../ui/icons';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { Page } from '../../ui/Page';
import { fetchAccountInfo, logout } from './account-api';
import { LoginRequired } from './LoginRequired';
import { NickEditor } from './NickEditor';
import './account.css';
import '../settings/settings.css';

/**
 * /setting/account-info: nick, e-mail, ID and the accounts bound to it (Google, Telegram), fresh from
 * info/query. The nick is edited in place (account/info/update).
 */
export default function AccountInfoPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.user);
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    if (loggedIn) void fetchAccountInfo().catch(() => undefined);
  }, [loggedIn]);
  if (!loggedIn || !user) {
    return (
      <Page title={t`Account info`}>
        <LoginRequired>{t`Log in to see your account.`}</LoginRequired>
      </Page>
    );
  }
  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    void navigate('/', { replace: true });
  };
  const bound = user.bind_info ?? [];
  return (
    <Page title={t`Account info`}>
      <dl className="info-list" aria-label={t`Account`}>
        <NickEditor nick={user.nick} />
        <div className="info-row">
          <dt>{t`Email`}</dt>
          <dd>{user.email || (user.visitor ? t`Not saved (guest account)` : '—')}</dd>
        </div>
        <div className="info-row">
          <dt>{t`ID`}</dt>
          <dd>{user.uid}</dd>
        </div>
        <div className="info-row">
          <dt>{t`Bound accounts`}</dt>
          <dd>
            {bound.length === 0
              ? t`None`
              : bound
                  .map(
                    (b) =>
                      `${platName(b.plat)} · ${i18n.date(new Date(b.create_at), { dateStyle: 'medium' })}`,
                  )
                  .join(', ')}
          </dd>
        </div>
      </dl>
      <nav className="option-list" aria-label={t`Account actions`}>
        {user.visitor && (
          <Link to="/save-email" className="option-row">
            <span className="option-name">{t`Save e-mail`}</span>
            <ChevronRightIcon width="18" height="18" />
          </Link>
        )}
        {!user.visitor && (
          <Link to="/email-forgot-password" className="option-row">
            <span className="option-name">{t`Change password`}</span>
            <ChevronRightIcon width="18" height="18" />
          </Link>
        )}
        <Link to="/setting/account-cancellation" className="option-row">
          <span className="option-name">{t`Delete account`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
      </nav>
      <div className="account-panel">
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={onLogout}
          disabled={loggingOut}
        >
          {t`Log out`}
        </button>
      </div>
    </Page>
  );
}

function platName(plat: string): string {
  if (plat === 'google') return 'Google';
  if (plat === 'telegram') return 'Telegram';
  return plat;
}
