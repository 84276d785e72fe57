import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { Img } from '../../ui/Img';
import { EmptyState } from '../../ui/EmptyState';
import { gateLinkClick } from '../account/login-pages';
import { Lobby } from '../casino/Lobby';
import { BannerCarousel } from './BannerCarousel';
import { HomeTopTabs } from './HomeTopTabs';
import './home.css';

const NO_PARAMS = {} as Record<string, never>;

/** The home group's game tabs (/home/game, /home/slots, /home/casino): banners, shortcuts, then the game hall. */
export default function HomePage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { data, status, refresh } = useTopic('homeConfig', NO_PARAMS);
  const section = pathname.includes('/slots') ? 'slots' : pathname.includes('/casino') ? 'casino' : 'home';
  const title = section === 'slots' ? t`Slots` : section === 'casino' ? t`Casino` : t`Home`;
  return (
    <Page title={title} hideHeading className="home-page" before={<HomeTopTabs />}>
      {data ? (
        <BannerCarousel banners={data.banners} />
      ) : (
        <div className="banner-frame skeleton-block" aria-hidden="true" />
      )}
      {status === 'error' && !data && (
        <EmptyState
          action={
            <button type="button" className="button button-secondary" onClick={refresh}>
              {t`Refresh`}
            </button>
          }
        >
          {t`The home page could not be loaded. Check your connection and try again.`}
        </EmptyState>
      )}
      {/* One row whatever the count (it scrolls sideways), so the row held while the config loads is the
          row that comes: the lobby below does not move when it arrives (CLS, DESIGN.md §8). */}
      {!data && <div className="shortcuts shortcuts-placeholder skeleton-block" aria-hidden="true" />}
      {data && data.icons.length > 0 && (
        <nav className="shortcuts" aria-label={t`Shortcuts`}>
          {data.icons.map((icon) => {
            const to = icon.url.startsWith('/') ? icon.url : '/';
            return (
              <Link key={icon.id} to={to} className="shortcut" onClick={(e) => gateLinkClick(e, to)}>
                <Img src={icon.icon} width="40" height="40" loading="lazy" />
                <span>{icon.title}</span>
              </Link>
            );
          })}
        </nav>
      )}
      <Lobby section={section === 'home' ? 'game' : section} />
    </Page>
  );
}
