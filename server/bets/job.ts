/**
 * The bets' background work, about once a second: confirm live bets whose delay is over, settle the bets of
 * matches the feed has ended, expire free bets. Safe on every node at once (row locks, skip locked, one
 * ledger key per movement); in a cluster it still runs on the jobs leader only (`leading`,
 * cluster/job-leader.ts), so N nodes do not repeat the same scans. On PGlite the process is the only one.
 */
import type { Db } from '../db/database';
import { expireFreeBets } from './free-bets';
import { settlementPass } from './settle';

export interface BetJobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const SKIP = Symbol('not the jobs leader');

export interface BetJob {
  stop(): Promise<void>;
}

export function startBetJob(options: {
  db: Db;
  log: BetJobLog;
  now?: () => number;
  intervalMs?: number;
  /** False: another node leads the jobs, skip the pass (default: always lead). */
  leading?: () => boolean;
}): BetJob {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let lastExpiry = 0;

  async function step(): Promise<void> {
    try {
      if (options.leading && !options.leading()) throw SKIP;
      const t = now();
      const r = await settlementPass(options.db, t);
      if (t - lastExpiry >= 60_000) {
        lastExpiry = t;
        await expireFreeBets(options.db, t);
      }
      if (r.confirmed || r.settled) options.log.info(r, 'bets: confirmed/settled');
    } catch (err) {
      if (err !== SKIP) options.log.error({ err }, 'bets: settlement pass failed');
    }
    if (!stopped)
      timer = setTimeout(() => {
        inFlight = step().finally(() => (inFlight = null));
      }, intervalMs);
  }

  timer = setTimeout(() => {
    inFlight = step().finally(() => (inFlight = null));
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
