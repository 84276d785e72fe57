/**
 * The built-in feed: a seeded simulator that keeps the demo catalogue alive. Each tick (one transaction)
 * it fills empty fixture slots ahead (fixtures.ts), then steps every match that is live, due to start, or
 * due a pre-match repricing (match-step.ts), and writes what changed in a few batched statements (store.ts).
 * Same seed, same starting rows and same tick times give the same catalogue: all randomness is hashed
 * from the seed (core/sport/random.ts), and the only memory kept between ticks is the previous tick time
 * and when fixtures were last checked.
 */
import type { Tx } from '../db/database';
import type { FeedAdapter, FeedTickStats } from './adapter';
import { createFixtures } from './fixtures';
import { PRE_ROUND_S, stepMatch } from './match-step';
import { loadLeagueMargins } from './league-margins';
import { applyToCache, applyWrites, emptyWrites, loadWorkingSet, type StoredMatch } from './store';

export interface SimulatorOptions {
  seed: number;
  /** New fixtures written per tick at most (each is a match, ~4 markets and ~10 options). */
  fixturesPerTick?: number;
  /** How often the fixture horizon is checked once it is full. */
  fixtureCheckMs?: number;
}

export function createSimulator(options: SimulatorOptions): FeedAdapter {
  const { seed } = options;
  const fixturesPerTick = options.fixturesPerTick ?? 4;
  const fixtureCheckMs = options.fixtureCheckMs ?? 60_000;
  let prevTickMs: number | null = null;
  let fixturesCheckedMs: number | null = null;
  let fixturesPending = true;
  const cache = new Map<number, StoredMatch>();

  return {
    name: 'simulator',
    async tick(tx: Tx, nowMs: number): Promise<FeedTickStats> {
      try {
        return await step(tx, nowMs);
      } catch (err) {
        // The transaction rolls back: forget what the cache thinks was written.
        cache.clear();
        throw err;
      }
    },
  };

  async function step(tx: Tx, nowMs: number): Promise<FeedTickStats> {
    let writes = 0;
    const margins = await loadLeagueMargins(tx);
    if (fixturesPending || fixturesCheckedMs === null || nowMs - fixturesCheckedMs >= fixtureCheckMs) {
      const made = await createFixtures(tx, seed, nowMs, fixturesPerTick, margins);
      fixturesCheckedMs = nowMs;
      fixturesPending = made.more;
      writes += made.created;
    }
    const working = await loadWorkingSet(
      tx,
      nowMs,
      { period: PRE_ROUND_S, at: Math.floor(nowMs / 1000) },
      cache,
    );
    const out = emptyWrites();
    for (const m of working) stepMatch(seed, m, nowMs, prevTickMs, out, margins);
    writes += await applyWrites(tx, out, nowMs);
    applyToCache(cache, out, nowMs);
    prevTickMs = nowMs;
    return { matches: working.length, writes };
  }
}
