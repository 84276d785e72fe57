import { ChevronRightIcon } from '../../ui/icons';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { Page } from '../../ui/Page';
import { useUnread } from '../messages/unread-store';
import '../settings/settings.css';
import './help.css';

interface Entry {
  to: string;
  label: string;
  badge?: number;
  players?: boolean;
}

/** /menu and /more: every part of the site in one place, by section. */
export default function MenuPage({ more = false }: { more?: boolean }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const unread = useUnread((s) => s.unread);
  const sections: { title: string; entries: Entry[] }[] = [
    {
      title: t`Play`,
      entries: [
        { to: '/sport', label: t`Sports` },
        { to: '/live', label: t`Live games` },
        { to: '/home/casino', label: t`Casino` },
        { to: '/home/slots', label: t`Slots` },
        { to: '/bet-record', label: t`My bets`, players: true },
        { to: '/game-history', label: t`Game history`, players: true },
      ],
    },
    {
      title: t`Wallet`,
      entries: [
        { to: '/deposit', label: t`Deposit` },
        { to: '/withdraw', label: t`Withdraw` },
        { to: '/transaction', label: t`Transactions`, players: true },
      ],
    },
    {
      title: t`Promotions`,
      entries: [
        { to: '/promotion', label: t`Promotions` },
        { to: '/bonus', label: t`Bonuses` },
        { to: '/vip-club', label: t`VIP club` },
        { to: '/task', label: t`Tasks` },
        { to: '/activity/invite', label: t`Invite friends` },
      ],
    },
    {
      title: t`Account and help`,
      entries: [
        { to: '/message-center', label: t`Messages`, badge: unread, players: true },
        { to: '/setting', label: t`Settings` },
        { to: '/faq/home', label: t`Help center` },
        { to: '/support', label: t`Support` },
        { to: '/news', label: t`News` },
        { to: '/announcement', label: t`Announcements` },
        { to: '/feedback', label: t`Feedback` },
        { to: '/about', label: t`About us` },
        { to: '/privacy', label: t`Privacy policy` },
        { to: '/download', label: t`Download the app` },
      ],
    },
  ];
  return (
    <Page title={more ? t`More` : t`Menu`}>
      {sections.map((s) => (
        <nav key={s.title} className="menu-section" aria-label={s.title}>
          <h2 className="menu-title">{s.title}</h2>
          <div className="option-list">
            {s.entries
              .filter((e) => loggedIn || !e.players)
              .map((e) => (
                <Link key={e.to} to={e.to} className="option-row">
                  <span className="option-name">{e.label}</span>
                  {e.badge ? (
                    <span className="menu-badge" aria-label={t`${e.badge} unread`}>
                      {e.badge}
                    </span>
                  ) : null}
                  <ChevronRightIcon width="18" height="18" />
                </Link>
              ))}
          </div>
        </nav>
      ))}
    </Page>
  );
}
