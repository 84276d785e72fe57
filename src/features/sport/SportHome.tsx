import { SearchIcon } from '../../ui/icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { HomeTab } from '../../../core/contract';
import type { MatchesParams } from '../../../workers/topics';
import { useMatchList, useTopic } from '../../platform/engine-bridge';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Img } from '../../ui/Img';
import { MatchSections } from './MatchSections';
import { useLoadMore } from './use-load-more';
import { homeListView } from './match-sections';
import { DEFAULT_SPORT_TAB } from '../../../core/sport/first-screen';
import { withCatalogs } from '../../app/i18n';
import './sport.css';
import { useOnline } from '../../platform/online';

/** The home group's tabs, on /home/sport only (the home chunk; /sport never loads them). */
const HomeTopTabs = lazy(
  withCatalogs(['home'], () => import('../home/HomeTopTabs').then((m) => ({ default: m.HomeTopTabs }))),
);

const NO_PARAMS = {} as Record<string, never>;
const LIVE_TAB = 'Live';
/** SPEC §3 Home tab type: 1 has sport tabs (child tab_key), 2 league tabs (child league_id). */
const LEAGUE_TABS = 2;

type Child = HomeTab['child'][number];
const childKey = (c: Child) => c.tab_key ?? `league-${c.league_id ?? ''}`;

function MatchSkeletons() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="match-card match-skeleton" />
      ))}
    </div>
  );
}

/** The sport home (/sport, /home/sport): category tabs, sport or league tabs, and the match list. */
export default function SportHome() {
  const { t } = useLingui();
  const comingSoon = useBrand((s) => s.brand.flags.sportComingSoon);
  const tabs = useTopic('homeTabs', NO_PARAMS);
  const list = tabs.data?.list ?? [];
  const [tabKey, setTabKey] = useState<string | null>(null);
  const [childSel, setChildSel] = useState<string | null>(null);
  const tab =
    list.find((x) => x.tab_key === tabKey) ?? list.find((x) => x.tab_key === DEFAULT_SPORT_TAB) ?? list[0];
  const child = tab?.child.find((c) => childKey(c) === childSel);

  const tabsLoaded = tabs.data !== undefined;
  const params = useMemo<MatchesParams | null>(() => {
    // The default tab's matches are asked for together with the tab list, not after it: one round trip
    // less before the first match shows.
    if (!tab) return tabsLoaded ? null : { tab_key: DEFAULT_SPORT_TAB };
    if (tab.type === LEAGUE_TABS) {
      return child?.league_id !== undefined
        ? { tab_key: tab.tab_key, league_id: child.league_id }
        : { tab_key: tab.tab_key };
    }
    return { tab_key: child?.tab_key ?? tab.tab_key };
  }, [tab, child, tabsLoaded]);
  const topKey = tab?.tab_key ?? DEFAULT_SPORT_TAB;

  const inHomeGroup = useLocation().pathname.startsWith('/home/');
  if (comingSoon) return <ComingSoon />;

  return (
    <Page
      title={t`Sports`}
      hideHeading
      className="sport-page"
      before={
        inHomeGroup ? (
          <Suspense fallback={<div className="top-tabs" aria-hidden="true" />}>
            <HomeTopTabs />
          </Suspense>
        ) : undefined
      }
    >
      <div className="sport-tabs-bar">
        <div className="sport-tabs" role="tablist" aria-label={t`Sport categories`}>
          {list.length === 0 && <span className="sport-tabs-placeholder" aria-hidden="true" />}
          {list.map((x) => {
            const selected = x === tab;
            return (
              <button
                key={x.tab_key}
                type="button"
                role="tab"
                aria-selected={selected}
                className="sport-tab"
                onClick={() => {
                  setTabKey(x.tab_key);
                  setChildSel(null);
                }}
              >
                {(selected ? x.icon_active : x.icon) && (
                  <Img src={selected ? x.icon_active : x.icon} width="22" height="22" />
                )}
                <span>{x.title}</span>
              </button>
            );
          })}
        </div>
        <Link to="/az-filter" className="icon-button" aria-label={t`Search sports`}>
          <SearchIcon />
        </Link>
      </div>
      {!tabsLoaded && <div className="sport-subtabs" aria-hidden="true" />}
      {tab && tab.child.length > 0 && (
        <div
          className="sport-subtabs"
          role="tablist"
          aria-label={tab.type === LEAGUE_TABS ? t`Leagues` : t`Sports`}
        >
          <button
            type="button"
            role="tab"
            aria-selected={!child}
            className="chip"
            onClick={() => setChildSel(null)}
          >
            {t`All`}
          </button>
          {tab.child.map((c) => (
            <button
              key={childKey(c)}
              type="button"
              role="tab"
              aria-selected={c === child}
              className="chip"
              onClick={() => setChildSel(childKey(c))}
            >
              {c.title}
            </button>
          ))}
        </div>
      )}
      {tabs.status === 'error' && !tabs.data ? (
        <EmptyState
          title={t`No connection`}
          action={
            <button type="button" className="button button-secondary" onClick={tabs.refresh}>
              {t`Refresh`}
            </button>
          }
        >
          {t`Sports could not be loaded. Check your connection and try again.`}
        </EmptyState>
      ) : params ? (
        <MatchList
          key={`${topKey}:${params.tab_key}:${params.league_id ?? ''}`}
          params={params}
          liveTab={topKey === LIVE_TAB}
          mainTab={params.tab_key === DEFAULT_SPORT_TAB}
        />
      ) : (
        <MatchSkeletons />
      )}
    </Page>
  );
}

/**
 * SPEC §2: the PHP market has no sportsbook yet. The whole page says so (no tabs, no list, nothing polled)
 * and points to what is open.
 */
function ComingSoon() {
  const { t } = useLingui();
  return (
    <Page title={t`Sports`} hideHeading className="sport-page">
      <section className="sport-coming-soon" aria-labelledby="sport-coming-soon-title">
        <h2 id="sport-coming-soon-title">{t`Coming soon`}</h2>
        <p>{t`Sports betting is not open in your market yet. The casino is open.`}</p>
        <Link to="/home/casino" className="button button-primary">
          {t`Go to the casino`}
        </Link>
      </section>
    </Page>
  );
}

/**
 * SPEC §2 identity-check block, under the last page of the main tab: play is for adults, and withdrawals
 * need a verified identity; support helps with both.
 */
function IdentityCheck() {
  const { t } = useLingui();
  return (
    <aside className="identity-check" aria-label={t`Identity check`}>
      <span className="identity-check-age" aria-hidden="true">
        18+
      </span>
      <div>
        <p className="identity-check-title">{t`Play responsibly. Adults (18+) only.`}</p>
        <p>
          {t`We verify the identity and age of every player before withdrawals. Bet only what you can afford to lose.`}{' '}
          <Link to="/support">{t`Contact support`}</Link>
        </p>
      </div>
    </aside>
  );
}

function MatchList({
  params,
  liveTab,
  mainTab,
}: {
  params: MatchesParams;
  liveTab: boolean;
  mainTab: boolean;
}) {
  const { t } = useLingui();
  const online = useOnline();
  // The list renders from its view of the matches (ids, status, begin time, column): an odds tick keeps it
  // and renders only the changed cards, each reading its match from `matches`.
  const { data, status, refresh, loadMore, matches } = useMatchList(params, homeListView);
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const locale = useSettings((s) => s.locale);
  const hasMore = Boolean(data?.hasMore);
  const sentinel = useLoadMore(hasMore, loadMore, data?.slots.length ?? 0);

  if (!data) {
    if (status === 'error') {
      return (
        <EmptyState
          title={t`No connection`}
          action={
            <button type="button" className="button button-secondary" onClick={refresh}>
              {t`Refresh`}
            </button>
          }
        >
          {t`Matches could not be loaded. Check your connection and try again.`}
        </EmptyState>
      );
    }
    return <MatchSkeletons />;
  }
  if (data.slots.length === 0) {
    return (
      <EmptyState
        title={t`No matches right now`}
        action={
          <button type="button" className="button button-secondary" onClick={refresh}>
            {t`Refresh`}
          </button>
        }
      >
        {t`There are no matches in this category at the moment. Try another sport or refresh.`}
      </EmptyState>
    );
  }
  return (
    <section className="match-list" aria-label={t`Matches`} aria-busy={status === 'loading'}>
      {status === 'stale' && (
        <p className="stale-note">
          {online ? t`Showing saved matches. Updating…` : t`Showing saved matches.`}
        </p>
      )}
      <MatchSections
        params={params}
        slots={data.slots}
        matches={matches}
        oddsFormat={oddsFormat}
        locale={locale}
        liveTab={liveTab}
      />
      <div ref={sentinel} />
      {hasMore ? (
        <button type="button" className="button button-secondary load-more" onClick={loadMore}>
          {t`Load more`}
        </button>
      ) : (
        <p className="list-end">{t`You have reached the bottom`}</p>
      )}
      {!hasMore && mainTab && <IdentityCheck />}
    </section>
  );
}
