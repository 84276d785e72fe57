import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { MatchesParams } from '../../../workers/topics';
import type { MatchesData } from '../../../workers/topics';
import { useMatchList } from '../../platform/engine-bridge';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { RecordCard } from './MatchCard';
import { readLeagueParams } from './route-params';
import { useLoadMore } from './use-load-more';
import './sport.css';
import './sport-pages.css';
import { useOnline } from '../../platform/online';

/**
 * The matches of one league (/league and /az-filter-match): the engine's match list with tab_key 'All' and
 * the league id, so the 2 s odds and 5 s incremental refreshes apply as on the sport home.
 */
export function LeagueMatchesPage() {
  const { t } = useLingui();
  const { state } = useLocation();
  const [query] = useSearchParams();
  const { leagueId, leagueName } = useMemo(() => readLeagueParams(state, query), [state, query]);
  if (leagueId === null) {
    return (
      <Page title={t`League`}>
        <EmptyState
          title={t`League not found`}
          action={
            <Link className="button button-secondary" to="/az-filter">
              {t`All sports and leagues`}
            </Link>
          }
        >
          {t`This link does not name a league. Pick one from the A-Z list.`}
        </EmptyState>
      </Page>
    );
  }
  return <LeagueMatches key={leagueId} leagueId={leagueId} leagueName={leagueName} />;
}

/** What the league list shows outside its cards: an odds tick changes none of it (topic-view.ts). */
interface LeagueListView {
  ids: number[];
  hasMore: boolean;
  /** The first match's league name: the title when the link did not name the league. */
  league: string | undefined;
}

/** The league list's view (topic-view.ts ListView): `prev` itself while no id, hasMore or title changed. */
function leagueListView(data: MatchesData, prev: LeagueListView | undefined): LeagueListView {
  const records = data.records;
  const league = records[0]?.lg.na;
  if (
    prev &&
    prev.hasMore === data.has_more &&
    prev.league === league &&
    prev.ids.length === records.length &&
    records.every((m, i) => m.id === prev.ids[i])
  ) {
    return prev;
  }
  return { ids: records.map((m) => m.id), hasMore: data.has_more, league };
}

function LeagueMatches({ leagueId, leagueName }: { leagueId: number; leagueName: string | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const params = useMemo<MatchesParams>(() => ({ tab_key: 'All', league_id: leagueId }), [leagueId]);
  const { data, status, refresh, loadMore, matches } = useMatchList(params, leagueListView);
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const locale = useSettings((s) => s.locale);
  const hasMore = Boolean(data?.hasMore);
  const sentinel = useLoadMore(hasMore, loadMore, data?.ids.length ?? 0);
  const title = leagueName ?? data?.league ?? t`League`;

  const refreshButton = (
    <button type="button" className="button button-secondary" onClick={refresh}>
      {t`Refresh`}
    </button>
  );
  let body;
  if (!data) {
    body =
      status === 'error' ? (
        <EmptyState title={t`No connection`} action={refreshButton}>
          {t`Matches could not be loaded. Check your connection and try again.`}
        </EmptyState>
      ) : (
        <div aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="match-card match-skeleton" />
          ))}
        </div>
      );
  } else if (data.ids.length === 0) {
    body = (
      <EmptyState title={t`No matches in this league`} action={refreshButton}>
        {t`There are no live or upcoming matches in this league right now. Check back later.`}
      </EmptyState>
    );
  } else {
    body = (
      <section className="match-list" aria-label={t`Matches`} aria-busy={status === 'loading'}>
        {status === 'stale' && (
          <p className="stale-note">
            {online ? t`Showing saved matches. Updating…` : t`Showing saved matches.`}
          </p>
        )}
        {data.ids.map((id) => (
          <RecordCard key={id} id={id} matches={matches} oddsFormat={oddsFormat} locale={locale} />
        ))}
        <div ref={sentinel} />
        {hasMore ? (
          <button type="button" className="button button-secondary load-more" onClick={loadMore}>
            {t`Load more`}
          </button>
        ) : (
          <p className="list-end">{t`You have reached the bottom`}</p>
        )}
      </section>
    );
  }
  return (
    <Page title={title} className="league-page">
      {body}
    </Page>
  );
}
