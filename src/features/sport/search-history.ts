/**
 * The A-Z search history (/az-filter-search): the last 10 keywords, newest first, each once (compared without
 * case and surrounding spaces). Kept in localStorage, guarded like platform/storage: a full or disabled
 * storage keeps the history for this visit only. Keywords are not secrets.
 */
export const SEARCH_HISTORY_KEY = 'az_search_history';
export const SEARCH_HISTORY_MAX = 10;

const norm = (keyword: string) => keyword.trim().toLocaleLowerCase();

/** Pure: the history after searching `keyword`. */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...history];
  return [k, ...history.filter((h) => norm(h) !== norm(k))].slice(0, SEARCH_HISTORY_MAX);
}

/** Set once storage refused a write: from then on this visit's history lives here. */
let memory: string[] | null = null;

export function readHistory(): string[] {
  if (memory) return memory;
  try {
    const raw = window.localStorage.getItem(SEARCH_HISTORY_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
      .slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

function write(history: string[]): void {
  if (memory) {
    memory = history;
    return;
  }
  try {
    if (history.length === 0) window.localStorage.removeItem(SEARCH_HISTORY_KEY);
    else window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history lives in memory for this visit.
    memory = history;
  }
}

export function addToHistory(keyword: string): string[] {
  const next = withKeyword(readHistory(), keyword);
  write(next);
  return next;
}

export function clearHistory(): string[] {
  write([]);
  return [];
}
