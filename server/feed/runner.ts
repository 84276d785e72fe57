/**
 * Runs a feed adapter: about once a second, on the leader only, one transaction per tick; ticks never
 * overlap (the next is scheduled when one ends). Non-leaders retry the lock every few seconds, so a node
 * takes over when the leader dies. Tick timings are logged once a minute: on PGlite a query blocks the
 * event loop, so a tick has to stay a few milliseconds.
 */
import type { Db } from '../db/database';
import type { OpenDatabase } from '../db/open';
import type { FeedAdapter, FeedTickStats } from './adapter';
import { createLeader } from './leader';

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FeedRunnerOptions {
  database: OpenDatabase;
  adapter: FeedAdapter;
  log: FeedLog;
  now?: () => number;
  intervalMs?: number;
  leaderRetryMs?: number;
  statsEveryMs?: number;
}

export interface FeedRunner {
  isLeader(): boolean;
  /** Stops ticking, waits for a tick in flight, gives up the leadership. */
  stop(): Promise<void>;
}

/** FEED=off freezes the catalogue (demos of a fixed state, tests that need it). */
export const feedEnabled = (env: NodeJS.ProcessEnv) => (env.FEED ?? '').toLowerCase() !== 'off';

/** A slow tick worth a warning: the event loop was blocked for that long on PGlite. */
const SLOW_TICK_MS = 200;

/** One tick in one transaction; the adapter only ever sees `tx`. */
export async function runTick(db: Db, adapter: FeedAdapter, nowMs: number): Promise<FeedTickStats> {
  return db.transaction((tx) => adapter.tick(tx, nowMs));
}

export function startFeed(options: FeedRunnerOptions): FeedRunner {
  const { database, adapter, log } = options;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  const leaderRetryMs = options.leaderRetryMs ?? 5000;
  const statsEveryMs = options.statsEveryMs ?? 30_000;
  const leader = createLeader(database);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let loggedFirst = false;
  let stats = { ticks: 0, totalMs: 0, maxMs: 0, writes: 0, matches: 0, since: now() };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = step().finally(() => (inFlight = null));
    }, delay);
  };

  async function step(): Promise<void> {
    const started = now();
    try {
      const wasLeader = leader.isLeader();
      if (!(await leader.acquire())) {
        schedule(leaderRetryMs);
        return;
      }
      if (!wasLeader) log.info({ adapter: adapter.name, db: database.kind }, 'feed: leading');
      const t0 = performance.now();
      const result = await runTick(database.db, adapter, now());
      const ms = performance.now() - t0;
      stats.ticks++;
      stats.totalMs += ms;
      stats.maxMs = Math.max(stats.maxMs, ms);
      stats.writes += result.writes;
      stats.matches = result.matches;
      if (ms > SLOW_TICK_MS) log.warn({ ms: Math.round(ms), ...result }, 'feed: slow tick');
      if (!loggedFirst || now() - stats.since >= statsEveryMs) {
        loggedFirst = true;
        log.info(
          {
            ticks: stats.ticks,
            avgMs: Number((stats.totalMs / stats.ticks).toFixed(2)),
            maxMs: Number(stats.maxMs.toFixed(2)),
            writes: stats.writes,
            matches: stats.matches,
          },
          'feed: tick timings',
        );
        stats = { ticks: 0, totalMs: 0, maxMs: 0, writes: 0, matches: 0, since: now() };
      }
    } catch (err) {
      log.error({ err }, 'feed: tick failed');
    }
    schedule(Math.max(0, intervalMs - (now() - started)));
  }

  schedule(0);
  return {
    isLeader: () => leader.isLeader(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      await leader.release();
    },
  };
}
