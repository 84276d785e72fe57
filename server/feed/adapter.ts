/**
 * The feed adapter: whatever keeps the sports catalogue current. The runner (runner.ts) calls `tick` about
 * once a second, on the feed leader only, inside one transaction; the adapter brings matches, clocks,
 * scores, market states and prices up to `nowMs` through store.ts. The built-in adapter is the seeded
 * simulator (simulator.ts). A real provider's adapter would buffer the provider's messages as they arrive
 * and write what it has buffered on each tick, with the same store helpers, so readers (match list, odds
 * poll, incr_cursor) see the same rows whoever feeds them.
 */
import type { Tx } from '../db/database';

export interface FeedTickStats {
  /** Matches looked at this tick. */
  matches: number;
  /** Rows written (match, market and option updates, new markets and fixtures). */
  writes: number;
}

export interface FeedAdapter {
  readonly name: string;
  /** One step of the feed at `nowMs`. Uses `tx` only (never the outer handle: it hangs on PGlite). */
  tick(tx: Tx, nowMs: number): Promise<FeedTickStats>;
}
