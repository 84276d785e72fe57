import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract';
import { gameSearchAll } from '../../../core/contract/endpoints-games';
import { api, quietApi } from '../../platform/api';
import { SearchIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { useAzKeywords } from './az-keywords';
import { addToHistory, clearHistory, loadHistory, storeHistory, withKeyword } from './search-history';
import { SearchResults, type SearchResult } from './SearchResults';
import { SearchSuggestions } from './SearchSuggestions';
import './sport.css';
import './sport-pages.css';

/** Typing pauses this long before a search goes out; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 400;
const MAX_KEYWORD = 50;

/**
 * /az-filter-search: matches, leagues and games by keyword, grouped, the keyword marked; with the player's
 * recent searches, the popular searches and the popular leagues while the field is empty.
 */
export default function AzSearchPage() {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const [text, setText] = useState(() => query.get('keyword') ?? '');
  const [result, setResult] = useState<SearchResult>({ state: 'idle' });
  const [history, setHistory] = useState<string[]>([]);
  // What the page shows, for the history updates made from callbacks.
  const historyRef = useRef(history);
  historyRef.current = history;
  const remember = useCallback((keyword: string) => {
    const next = addToHistory(historyRef.current, keyword);
    historyRef.current = next;
    setHistory(next);
  }, []);
  useEffect(() => {
    let live = true;
    void loadHistory().then((list) => {
      if (!live) return;
      // A search remembered before the stored list arrived stays first, and the merged list is stored.
      const early = historyRef.current;
      const merged = early.reduceRight(withKeyword, list);
      if (early.length > 0) storeHistory(merged);
      historyRef.current = merged;
      setHistory(merged);
    });
    return () => {
      live = false;
    };
  }, []);
  const keywords = useAzKeywords();
  const seq = useRef(0);
  const abort = useRef<AbortController | null>(null);
  /** The keyword of the last search started, so the debounce does not repeat a search made at once. */
  const lastSearched = useRef<string | null>(null);

  const search = useCallback(
    (raw: string, keep: boolean) => {
      const keyword = raw.trim().slice(0, MAX_KEYWORD);
      lastSearched.current = keyword;
      abort.current?.abort();
      if (!keyword) {
        seq.current++;
        setResult({ state: 'idle' });
        return;
      }
      if (keep) remember(keyword);
      const mine = ++seq.current;
      const controller = new AbortController();
      abort.current = controller;
      setResult({ state: 'loading', keyword });
      const options = { signal: controller.signal };
      // Games are a side dish: their failure shows the sports results without them (quietly).
      const games = quietApi.call(gameSearchAll, { keyword }, options).then(
        (r) => r.list,
        () => null,
      );
      Promise.all([api.call(endpoints.matchSearch, { keyword }, options), games]).then(
        ([data, list]) => mine === seq.current && setResult({ state: 'done', keyword, data, games: list }),
        () => mine === seq.current && setResult({ state: 'error', keyword }),
      );
    },
    [remember],
  );

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
  const rememberOpened = () => {
    if (result.state === 'done') remember(result.keyword);
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
            placeholder={t`Team, league or game`}
            aria-label={t`Search teams and leagues`}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>
      {!text.trim() ? (
        <SearchSuggestions
          history={history}
          keywords={keywords}
          onPick={pick}
          onClear={() => {
            historyRef.current = clearHistory();
            setHistory(historyRef.current);
          }}
        />
      ) : (
        <SearchResults result={result} onRetry={() => search(text, false)} onOpen={rememberOpened} />
      )}
    </Page>
  );
}
