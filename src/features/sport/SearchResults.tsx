import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { MatchSearch } from '../../../core/contract';
import type { Game } from '../../../core/contract/schemas/games';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Img } from '../../ui/Img';
import { MatchCard } from './MatchCard';
import { Highlighted, useCardHighlight } from './search-highlight';

export type SearchResult =
  | { state: 'idle' }
  | { state: 'loading'; keyword: string }
  /** games: null when the game search failed (the sports results still show). */
  | { state: 'done'; keyword: string; data: MatchSearch; games: Game[] | null }
  | { state: 'error'; keyword: string };

/**
 * The game's page (as casino-api.ts gameDetailUrl builds it; not imported: that module brings the casino's
 * messages into the sport chunk).
 */
const gameDetailUrl = (g: Game) =>
  `/game-detail?platform=${encodeURIComponent(g.game_platform)}&game_id=${encodeURIComponent(g.game_id)}`;

/** Games shown at most; the casino search lists the rest. */
const MAX_GAMES = 6;

/** The results of a search, grouped: matches, leagues, games; the keyword marked in each name. */
export function SearchResults({
  result,
  onRetry,
  onOpen,
}: {
  result: SearchResult;
  onRetry(): void;
  onOpen(): void;
}) {
  const { t } = useLingui();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const locale = useSettings((s) => s.locale);
  const matchesRef = useRef<HTMLElement>(null);
  const keyword = result.state === 'idle' ? '' : result.keyword;
  useCardHighlight(matchesRef, keyword, result);
  if (result.state === 'idle' || result.state === 'loading') {
    return (
      <div className="az-results" aria-busy="true">
        <p className="az-status" role="status">
          {result.state === 'loading' ? t`Searching…` : ''}
        </p>
        {result.state === 'loading' && (
          <div className="az-results-skeleton" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton-row" />
            ))}
          </div>
        )}
      </div>
    );
  }
  if (result.state === 'error') {
    return (
      <EmptyState
        title={t`Search failed`}
        action={
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t`Retry`}
          </button>
        }
      >
        {t`The search could not be completed. Check your connection and try again.`}
      </EmptyState>
    );
  }
  const { leagues, records } = result.data;
  const games = (result.games ?? []).slice(0, MAX_GAMES);
  if (leagues.length === 0 && records.length === 0 && games.length === 0) {
    return (
      <EmptyState title={t`No results for “${keyword}”`}>
        {t`Check the spelling or try a shorter name of the team, league or game.`}
      </EmptyState>
    );
  }
  return (
    <div className="az-results">
      <p className="visually-hidden" role="status">
        {t`${records.length} matches, ${leagues.length} leagues and ${games.length} games found`}
      </p>
      {records.length > 0 && (
        // Opening a match from the results keeps the keyword in the history.
        <section
          aria-labelledby="az-res-matches"
          className="match-list"
          onClickCapture={onOpen}
          ref={matchesRef}
        >
          <h2 id="az-res-matches" className="az-section-title az-results-title">
            {t`Matches`} <span className="az-results-count">{records.length}</span>
          </h2>
          {records.map((match) => (
            <MatchCard key={match.id} match={match} oddsFormat={oddsFormat} locale={locale} />
          ))}
        </section>
      )}
      {leagues.length > 0 && (
        <section aria-labelledby="az-res-leagues">
          <h2 id="az-res-leagues" className="az-section-title az-results-title">
            {t`Leagues`} <span className="az-results-count">{leagues.length}</span>
          </h2>
          <ul className="az-league-list az-result-leagues">
            {leagues.map((league) => (
              <li key={league.id}>
                <Link
                  className="az-league"
                  to={`/az-filter-match?leagueId=${league.id}`}
                  state={{ leagueId: league.id, leagueName: league.na }}
                  onClick={onOpen}
                >
                  <span className="az-league-name">
                    <Highlighted text={league.na} keyword={keyword} />
                  </span>
                  <span className="az-count" aria-label={t`${league.count} matches`}>
                    {league.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {games.length > 0 && (
        <section aria-labelledby="az-res-games">
          <div className="az-section-head">
            <h2 id="az-res-games" className="az-section-title az-results-title">
              {t`Casino games`}
            </h2>
            <Link className="az-clear" to={`/game-search?q=${encodeURIComponent(keyword)}`}>
              {t`All games`}
            </Link>
          </div>
          <ul className="az-league-list az-result-games">
            {games.map((g) => (
              <li key={`${g.game_platform}:${g.game_id}`}>
                <Link className="az-league az-game" to={gameDetailUrl(g)} onClick={onOpen}>
                  <Img src={g.game_cover} width="30" height="40" alt="" className="az-game-cover" />
                  <span className="az-league-name">
                    <Highlighted text={g.game_name} keyword={keyword} />
                    <span className="az-game-provider">{g.platform_name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
