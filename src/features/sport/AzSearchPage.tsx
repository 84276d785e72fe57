import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type MatchSearch } from '../../../core/contract';
import { api } from '../../platform/api';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { HistoryIcon, SearchIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { MatchCard } from './MatchCard';
import { useAzKeywords } from './az-keywords';
import { addToHistory, clearHistory, readHistory } from './search-history';
import './sport.css';
import './sport-pages.css';

/** Typing pauses this long before a search goes out; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 400;
const MAX_KEYWORD = 50;

type Result =
  | { state: 'idle' }
  | { state: 'loading'; keyword: string }
  | { state: 'done'; keyword: string; data: MatchSearch }
  | { state: 'error'; keyword: string };

/** /az-filter-search: teams and leagues by keyword, with the player's recent searches when the field is empty. */
export default function AzSearchPage() {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const [text, setText] = useState(() => query.get('keyword') ?? '');
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [history, setHistory] = useState(readHistory);
  const keywords = useAzKeywords();
  const seq = useRef(0);
  const abort = useRef<AbortController | null>(null);
  /** The keyword of the last search started, so the debounce does not repeat a search made at once. */
  const lastSearched = useRef<string | null>(null);

  const search = useCallback((raw: string, remember: boolean) => {
    const keyword = raw.trim().slice(0, MAX_KEYWORD);
    lastSearched.current = keyword;
    abort.current?.abort();
    if (!keyword) {
      seq.current++;
      setResult({ state: 'idle' });
      return;
    }
    if (remember) setHistory(addToHistory(keyword));
    const mine = ++seq.current;
    const controller = new AbortController();
    abort.current = controller;
    setResult({ state: 'loading', keyword });
    api.call(endpoints.matchSearch, { keyword }, { signal: controller.signal }).then(
      (data) => mine === seq.current && setResult({ state: 'done', keyword, data }),
      () => mine === seq.current && setResult({ state: 'error', keyword }),
    );
  }, []);

  // Debounced search while typing (a keyword from a link searches at once and is remembered).
  const first = useRef(true);
  useEffect(() => {
    const keyword = text.trim().slice(0, MAX_KEYWORD);
    if (first.current) {
      first.current = false;
      if (keyword) search(keyword, true);
      return;
    }
    if (keyword === lastSearched.current) return;
    if (!keyword) {
      search('', false);
      return;
    }
    const timer = setTimeout(() => {
      if (lastSearched.current !== keyword) search(keyword, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  useEffect(() => () => abort.current?.abort(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    search(text, true);
    setQuery({ keyword: text.trim() }, { replace: true });
  };
  const pick = (keyword: string) => {
    setText(keyword);
    // The effect's debounce would search again for the same text: search now and skip it.
    search(keyword, true);
  };
  const remember = () => {
    if (result.state === 'done') setHistory(addToHistory(result.keyword));
  };

  return (
    <Page title={t`Search`} className="az-search-page">
      <form className="az-search-form" role="search" onSubmit={submit}>
        <label className="az-search-field">
          <SearchIcon width="18" height="18" aria-hidden="true" />
          <input
            type="search"
            // The page exists to type into: the keyboard opens at once.
            autoFocus
            enterKeyHint="search"
            maxLength={MAX_KEYWORD}
            value={text}
            placeholder={t`Team or league`}
            aria-label={t`Search teams and leagues`}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>
      {!text.trim() ? (
        <Suggestions
          history={history}
          keywords={keywords}
          onPick={pick}
          onClear={() => setHistory(clearHistory())}
        />
      ) : (
        <Results result={result} onRetry={() => search(text, false)} onOpen={remember} />
      )}
    </Page>
  );
}

function Suggestions({
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
    </>
  );
}

function Results({ result, onRetry, onOpen }: { result: Result; onRetry(): void; onOpen(): void }) {
  const { t } = useLingui();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const locale = useSettings((s) => s.locale);
  if (result.state === 'idle' || result.state === 'loading') {
    return (
      <div className="az-results" aria-busy="true">
        <p className="az-status" role="status">
          {result.state === 'loading' ? t`Searching…` : ''}
        </p>
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
  const keyword = result.keyword;
  if (leagues.length === 0 && records.length === 0) {
    return (
      <EmptyState title={t`No results for “${keyword}”`}>
        {t`Check the spelling or try a shorter name of the team or league.`}
      </EmptyState>
    );
  }
  return (
    <div className="az-results">
      <p className="visually-hidden" role="status">
        {t`${leagues.length} leagues and ${records.length} matches found`}
      </p>
      {leagues.length > 0 && (
        <section aria-labelledby="az-res-leagues">
          <h2 id="az-res-leagues" className="az-section-title az-results-title">
            {t`Leagues`}
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
      {records.length > 0 && (
        // Opening a match from the results keeps the keyword in the history.
        <section aria-labelledby="az-res-matches" className="match-list" onClickCapture={onOpen}>
          <h2 id="az-res-matches" className="az-section-title az-results-title">
            {t`Matches`}
          </h2>
          {records.map((match) => (
            <MatchCard key={match.id} match={match} oddsFormat={oddsFormat} locale={locale} />
          ))}
        </section>
      )}
    </div>
  );
}
