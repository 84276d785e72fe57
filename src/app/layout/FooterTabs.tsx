import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BallIcon, DiceIcon, GiftIcon, HomeIcon, UserIcon } from '../../ui/icons';

export type FooterTab = 'home' | 'sport' | 'casino' | 'promotion' | 'me';

/** Which footer tab a path belongs to (the one shown as current). */
export function footerTabOf(pathname: string): FooterTab | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/home/game' || path === '/home/slots' || path === '/game' || path === '/live') return 'home';
  if (path === '/sport' || path === '/home/sport') return 'sport';
  if (path === '/home/casino') return 'casino';
  if (path === '/promotion' || path === '/bonus') return 'promotion';
  if (path === '/me' || path === '/menu') return 'me';
  return null;
}

/** The footer tab bar of level-1 pages (SPEC §2 Layout behaviour). */
export function FooterTabs() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const current = footerTabOf(pathname);
  const tabs: { key: FooterTab; to: string; label: string; icon: ReactNode }[] = [
    { key: 'home', to: '/home/game', label: t`Home`, icon: <HomeIcon /> },
    { key: 'sport', to: '/sport', label: t`Sport`, icon: <BallIcon /> },
    { key: 'casino', to: '/home/casino', label: t`Casino`, icon: <DiceIcon /> },
    { key: 'promotion', to: '/promotion', label: t`Promotions`, icon: <GiftIcon /> },
    { key: 'me', to: '/me', label: t`Me`, icon: <UserIcon /> },
  ];
  return (
    <nav className="footer-tabs" aria-label={t`Main`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className="footer-tab"
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.icon}
          <span>{tab.label}</span>
        </Link>
      ))}
    </nav>
  );
}
