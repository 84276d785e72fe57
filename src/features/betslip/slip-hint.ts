/**
 * How many selections the stored slip has, kept in localStorage so the layout's entry button (main chunk)
 * knows at once whether to load the slip chunk and what count to show, without opening IndexedDB on every
 * first screen. A count is not a secret (DESIGN.md §9); the slip itself lives in IndexedDB.
 */
const HINT_KEY = 'betslip_count';

export function readSlipHint(): number {
  try {
    const n = Number(window.localStorage.getItem(HINT_KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function writeSlipHint(count: number): void {
  try {
    if (count > 0) window.localStorage.setItem(HINT_KEY, String(count));
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage disabled: the entry loads the slip a few seconds after start instead.
  }
}

/** The slip chunk announces itself so the entry button swaps in the real dock at once. */
export const SLIP_READY_EVENT = 'betslip:ready';
