/**
 * The sport search history (/az-filter-search): the last 10 keywords, newest first, each once (compared
 * without case and surrounding spaces). Kept per brand in the app's IndexedDB (workers/db/app-db.ts `meta`
 * store), reached through the engine's commands like the bet slip: the worker owns the database. Storage or
 * a worker that fails keeps the history in memory for this visit. Keywords are not secrets.
 *
 * Earlier builds kept it in localStorage under SEARCH_HISTORY_KEY: the first read moves it in and removes it.
 */
import { engine } from '../../platform/engine-bridge';
import { useBrand } from '../../app/stores/brand';

export const SEARCH_HISTORY_KEY = 'az_search_history';
export const SEARCH_HISTORY_MAX = 10;

const norm = (keyword: string) => keyword.trim().toLocaleLowerCase();
const brand = () => useBrand.getState().brand.appKey;

/** Pure: the history after searching `keyword`. */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...history];
  return [k, ...history.filter((h) => norm(h) !== norm(k))].slice(0, SEARCH_HISTORY_MAX);
}

const clean = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, SEARCH_HISTORY_MAX)
    : [];

/** The history of an older build, still in localStorage (taken out as it is read). */
function takeLegacy(): string[] {
  try {
    const raw = window.localStorage.getItem(SEARCH_HISTORY_KEY);
    if (raw === null) return [];
    window.localStorage.removeItem(SEARCH_HISTORY_KEY);
    return clean(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** This visit's copy: what was read or written last (also what is shown when storage fails). */
let memory: string[] | null = null;

export async function loadHistory(): Promise<string[]> {
  if (memory) return memory;
  const stored = clean(
    await engine()
      .readSearchHistory(brand())
      .catch(() => []),
  );
  const legacy = takeLegacy();
  // The stored list is the newer one: the moved keywords go after it.
  const list = [...stored, ...legacy.filter((k) => !stored.some((s) => norm(s) === norm(k)))].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
  memory = list;
  if (legacy.length > 0) storeHistory(list);
  return list;
}

/** Stores `list` as the history (this visit's copy at once, the database when the worker answers). */
export function storeHistory(list: string[]): void {
  memory = list;
  void engine()
    .writeSearchHistory(brand(), list)
    .catch(() => undefined);
}

/** Adds `keyword` to the history given (what the page shows) and stores the result. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const next = withKeyword(history, keyword);
  storeHistory(next);
  return next;
}

export function clearHistory(): string[] {
  storeHistory([]);
  return [];
}

/** Tests start from what storage holds. */
export function resetHistoryMemory(): void {
  memory = null;
}
