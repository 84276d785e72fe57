/**
 * How many selections the stored slip has, kept in localStorage so the layout's entry button (main chunk)
 * knows at once whether to load the slip chunk and what count to show, without opening IndexedDB on every
 * first screen. A count is not a secret (DESIGN.md §9); the slip itself lives in IndexedDB.
 */
import { readItem, writeItem } from '../../platform/storage';

const HINT_KEY = 'betslip_count';

/** Filed under the brand, like the slip itself (platform/storage). */
export function readSlipHint(): number {
  const n = Number(readItem(HINT_KEY));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function writeSlipHint(count: number): void {
  writeItem(HINT_KEY, count > 0 ? String(count) : null);
}

/** The slip chunk announces itself so the entry button swaps in the real dock at once. */
export const SLIP_READY_EVENT = 'betslip:ready';
