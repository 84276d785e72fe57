import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AzTabInfo } from '../../../core/contract';
import { useTopic } from '../../platform/engine-bridge';
import { HistoryIcon } from '../../ui/icons';

const NO_PARAMS = {} as Record<string, never>;
/** Leagues offered under "Popular leagues": the ones with the most open matches. */
const POPULAR_LEAGUES = 6;

/** Pure: the leagues with the most open matches, across sports, most first (ties by name). */
export function popularLeagues(info: AzTabInfo | undefined, max = POPULAR_LEAGUES) {
  return (info?.list ?? [])
    .flatMap((s) => s.leagues)
    .filter((l) => l.count > 0)
    .sort((a, b) => b.count - a.count || a.na.localeCompare(b.na))
    .slice(0, max);
}

/**
 * What the search page offers before anything is typed: the player's recent searches (kept on this device,
 * search-history.ts), the operator's popular searches (confAzKeyword) and the leagues with the most open
 * matches (the engine's A-Z topic, shared with /az-filter).
 */
export function SearchSuggestions({
  history,
  keywords,
  onPick,
  onClear,
}: {
  history: string[];
  keywords: string[];
  onPick(keyword: string): void;
  onClear(): void;
}) {
  const { t } = useLingui();
  const { data } = useTopic('azTabInfo', NO_PARAMS);
  const leagues = popularLeagues(data);
  return (
    <>
      {history.length > 0 && (
        <section className="az-keywords" aria-labelledby="az-history">
          <div className="az-section-head">
            <h2 id="az-history" className="az-section-title">
              {t`Recent searches`}
            </h2>
            <button type="button" className="az-clear" onClick={onClear}>
              {t`Clear history`}
            </button>
          </div>
          <ul className="az-history">
            {history.map((k) => (
              <li key={k}>
                <button type="button" className="az-history-item" onClick={() => onPick(k)}>
                  <HistoryIcon width="16" height="16" aria-hidden="true" />
                  <span>{k}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {keywords.length > 0 && (
        <section className="az-keywords" aria-labelledby="az-popular">
          <h2 id="az-popular" className="az-section-title">
            {t`Popular searches`}
          </h2>
          <div className="az-chips">
            {keywords.map((k) => (
              <button key={k} type="button" className="chip az-chip" onClick={() => onPick(k)}>
                {k}
              </button>
            ))}
          </div>
        </section>
      )}
      {leagues.length > 0 && (
        <section className="az-keywords" aria-labelledby="az-popular-leagues">
          <h2 id="az-popular-leagues" className="az-section-title">
            {t`Popular leagues`}
          </h2>
          <ul className="az-league-list">
            {leagues.map((league) => (
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
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
