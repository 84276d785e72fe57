/** SPEC §3 local storage: the game search history, newest first, at most 10 words. */
const KEY = 'game_search_history';
export const HISTORY_MAX = 10;

export function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((w): w is string => typeof w === 'string').slice(0, HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function addToHistory(history: readonly string[], word: string): string[] {
  const w = word.trim();
  if (!w) return [...history];
  return [w, ...history.filter((h) => h.toLowerCase() !== w.toLowerCase())].slice(0, HISTORY_MAX);
}

export function writeHistory(history: readonly string[]): void {
  try {
    if (history.length) window.localStorage.setItem(KEY, JSON.stringify(history));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or full storage: the history is a convenience, searching still works.
  }
}
