import { ChevronRightIcon, SearchIcon } from '../../ui/icons';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Img } from '../../ui/Img';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { letterGroups } from './az-groups';
import { useAzKeywords } from './az-keywords';
import './sport.css';
import './sport-pages.css';

const NO_PARAMS = {} as Record<string, never>;

/** /az-filter: search entry, popular keywords, and every sport's leagues A to Z (SPEC §2). */
export default function AzFilterPage() {
  const { t } = useLingui();
  const keywords = useAzKeywords();
  const { data, status, refresh } = useTopic('azTabInfo', NO_PARAMS);
  const [sportSel, setSportSel] = useState<number | null>(null);
  const sports = data?.list ?? [];
  const sport = sports.find((s) => s.sport_id === sportSel) ?? sports[0];

  let body;
  if (!data) {
    body =
      status === 'error' ? (
        <EmptyState
          title={t`No connection`}
          action={
            <button type="button" className="button button-secondary" onClick={refresh}>
              {t`Retry`}
            </button>
          }
        >
          {t`Sports and leagues could not be loaded. Check your connection and try again.`}
        </EmptyState>
      ) : (
        <PageSkeleton rows={6} />
      );
  } else if (!sport) {
    body = (
      <EmptyState title={t`No leagues right now`}>
        {t`There are no sports with open matches at the moment. Check back later.`}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="sport-subtabs az-sports" role="tablist" aria-label={t`Sports`}>
          {sports.map((s) => (
            <button
              key={s.sport_id}
              type="button"
              role="tab"
              aria-selected={s === sport}
              className="chip az-sport"
              onClick={() => setSportSel(s.sport_id)}
            >
              {s.icon && <Img src={s.icon} width="18" height="18" />}
              <span>{s.title}</span>
              <span className="az-count">{s.count}</span>
            </button>
          ))}
        </div>
        <LeagueIndex key={sport.sport_id} sportTitle={sport.title} leagues={sport.leagues} />
      </>
    );
  }

  return (
    <Page title={t`Sports A-Z`} className="az-page">
      <Link to="/az-filter-search" className="az-search-entry" aria-label={t`Search teams and leagues`}>
        <SearchIcon width="18" height="18" />
        <span>{t`Search teams and leagues`}</span>
      </Link>
      {keywords.length > 0 && (
        <section className="az-keywords" aria-labelledby="az-popular">
          <h2 id="az-popular" className="az-section-title">
            {t`Popular searches`}
          </h2>
          <div className="az-chips">
            {keywords.map((k) => (
              <Link
                key={k}
                className="chip az-chip"
                to={`/az-filter-search?keyword=${encodeURIComponent(k)}`}
              >
                {k}
              </Link>
            ))}
          </div>
        </section>
      )}
      {body}
    </Page>
  );
}

function LeagueIndex({
  sportTitle,
  leagues,
}: {
  sportTitle: string;
  leagues: Parameters<typeof letterGroups>[0];
}) {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const groups = useMemo(() => letterGroups(leagues, locale), [leagues, locale]);
  const idBase = useId();
  const anchor = (letter: string) => `${idBase}-${letter === '#' ? 'other' : letter}`;
  if (groups.length === 0) {
    return (
      <EmptyState title={t`No leagues right now`}>
        {t`${sportTitle} has no open matches at the moment. Try another sport.`}
      </EmptyState>
    );
  }
  return (
    <div className="az-index-wrap">
      <div className="az-leagues">
        {groups.map((g) => (
          <section key={g.letter} className="az-letter-group" aria-labelledby={anchor(g.letter)}>
            <h3 id={anchor(g.letter)} className="az-letter" tabIndex={-1}>
              {g.letter}
            </h3>
            <ul className="az-league-list">
              {g.leagues.map((league) => (
                <li key={league.id}>
                  <Link
                    className="az-league"
                    to={`/az-filter-match?leagueId=${league.id}`}
                    state={{ leagueId: league.id, leagueName: league.na }}
                  >
                    <span className="az-league-name">{league.na}</span>
                    <span className="az-count" aria-label={t`${league.count} matches`}>
                      {league.count}
                    </span>
                    <ChevronRightIcon width="16" height="16" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {groups.length > 1 && (
        <nav className="az-letters" aria-label={t`Letters`}>
          {groups.map((g) => (
            <button
              key={g.letter}
              type="button"
              className="az-letter-jump"
              aria-label={t`Jump to ${g.letter}`}
              onClick={() => {
                const el = document.getElementById(anchor(g.letter));
                el?.scrollIntoView({ block: 'start' });
                el?.focus({ preventScroll: true });
              }}
            >
              {g.letter}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
