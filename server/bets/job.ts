/**
 * The bets' background work, about once a second: confirm live bets whose delay is over, settle the bets of
 * matches the feed has ended, expire free bets. Safe on every node at once (row locks, skip locked, one
 * ledger key per movement), so it needs no leader; on PGlite the process is the only one anyway.
 */
import type { Db } from '../db/database';
import { expireFreeBets } from './free-bets';
import { settlementPass } from './settle';

export interface BetJobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BetJob {
  stop(): Promise<void>;
}

export function startBetJob(options: {
  db: Db;
  log: BetJobLog;
  now?: () => number;
  intervalMs?: number;
}): BetJob {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let lastExpiry = 0;

  async function step(): Promise<void> {
    try {
      const t = now();
      const r = await settlementPass(options.db, t);
      if (t - lastExpiry >= 60_000) {
        lastExpiry = t;
        await expireFreeBets(options.db, t);
      }
      if (r.confirmed || r.settled) options.log.info(r, 'bets: confirmed/settled');
    } catch (err) {
      options.log.error({ err }, 'bets: settlement pass failed');
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
