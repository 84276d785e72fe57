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
  /** The feed's clock: the time each tick plays up to (a sped-up clock with FEED_SPEED). */
  now?: () => number;
  intervalMs?: number;
  leaderRetryMs?: number;
  statsEveryMs?: number;
  /** Called after a tick that wrote something (cluster/feed-news.ts tells the other nodes). */
  onWrote?: () => void;
}

export interface FeedRunner {
  isLeader(): boolean;
  /** Stops ticking, waits for a tick in flight, gives up the leadership. */
  stop(): Promise<void>;
}

/** FEED=off freezes the catalogue (demos of a fixed state, tests that need it). */
export const feedEnabled = (env: NodeJS.ProcessEnv) => (env.FEED ?? '').toLowerCase() !== 'off';

/**
 * FEED_SPEED=N (1–120, default 1) runs the simulated sports N times faster than the wall clock: an
 * 8-minute eFootball match ends in 16 s at 30. For demos and end-to-end tests of settlement only: the feed's
 * kick-offs and clocks then run ahead of real time, so production refuses it.
 */
export function feedSpeed(env: NodeJS.ProcessEnv): number {
  const raw = env.FEED_SPEED?.trim();
  if (!raw) return 1;
  const speed = Number(raw);
  if (!Number.isInteger(speed) || speed < 1 || speed > 120)
    throw new Error(`FEED_SPEED must be a whole number from 1 to 120, not "${raw}"`);
  if (speed > 1 && env.NODE_ENV === 'production')
    throw new Error('FEED_SPEED is for demos and tests: a production feed runs on the real clock');
  return speed;
}

/** A clock that starts at the real time and runs `speed` times faster from then on. */
export function spedUpClock(speed: number, realNow: () => number = Date.now): () => number {
  if (speed === 1) return realNow;
  const origin = realNow();
  return () => origin + (realNow() - origin) * speed;
}

/** A slow tick worth a warning: the event loop was blocked for that long on PGlite. */
const SLOW_TICK_MS = 200;

/** One tick in one transaction; the adapter only ever sees `tx`. */
export async function runTick(db: Db, adapter: FeedAdapter, nowMs: number): Promise<FeedTickStats> {
  return db.transaction((tx) => adapter.tick(tx, nowMs));
}

export function startFeed(options: FeedRunnerOptions): FeedRunner {
  const { database, adapter, log } = options;
  const now = options.now ?? Date.now;
  // Pacing and stats run on the wall clock, whatever the feed's clock is.
  const wall = Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  const leaderRetryMs = options.leaderRetryMs ?? 5000;
  const statsEveryMs = options.statsEveryMs ?? 30_000;
  const leader = createLeader(database);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let loggedFirst = false;
  let stats = { ticks: 0, totalMs: 0, maxMs: 0, writes: 0, matches: 0, since: wall() };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = step().finally(() => (inFlight = null));
    }, delay);
  };

  async function step(): Promise<void> {
    const started = wall();
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
      if (result.writes > 0) options.onWrote?.();
      stats.ticks++;
      stats.totalMs += ms;
      stats.maxMs = Math.max(stats.maxMs, ms);
      stats.writes += result.writes;
      stats.matches = result.matches;
      if (ms > SLOW_TICK_MS) log.warn({ ms: Math.round(ms), ...result }, 'feed: slow tick');
      if (!loggedFirst || wall() - stats.since >= statsEveryMs) {
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
        stats = { ticks: 0, totalMs: 0, maxMs: 0, writes: 0, matches: 0, since: wall() };
      }
    } catch (err) {
      log.error({ err }, 'feed: tick failed');
    }
    schedule(Math.max(0, intervalMs - (wall() - started)));
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
