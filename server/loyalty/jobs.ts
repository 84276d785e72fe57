/**
 * The loyalty period jobs' loop: cashback of the closed day and week (cashback.ts) and the ranking prizes
 * of the closed day and week (rank-prizes.ts). A pass at start and every 10 minutes (a period closes at most
 * once a day); each pass is restartable and pays each thing once (see those files). The clock is injected.
 */
import type { Db } from '../db/database';
import { cashbackPass } from './cashback';
import { rafflePass } from './raffle';
import { rankPrizePass } from './rank-prizes';

/** One pass of every loyalty period job. */
export async function loyaltyPass(db: Db, now: number) {
  return [
    ...(await cashbackPass(db, now)),
    ...(await rankPrizePass(db, now)),
    ...(await rafflePass(db, now)),
  ];
}

const SKIP = Symbol('not the jobs leader');

export function startLoyaltyJobs(options: {
  db: Db;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now?: () => number;
  intervalMs?: number;
  /** False: another node leads the jobs (cluster/job-leader.ts), skip the pass. */
  leading?: () => boolean;
}): { stop(): Promise<void>; runNow(): void } {
  const now = options.now ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  const step = async () => {
    if (timer) clearTimeout(timer);
    try {
      if (options.leading && !options.leading()) throw SKIP;
      const done = (await loyaltyPass(options.db, now())).filter((r) => !r.skipped);
      if (done.length) options.log.info({ done }, 'loyalty: periods closed');
    } catch (err) {
      if (err !== SKIP) options.log.error({ err }, 'loyalty: period pass failed');
    }
    if (!stopped) timer = setTimeout(run, options.intervalMs ?? 600_000);
  };
  const run = () => {
    if (inFlight || stopped) return;
    inFlight = step().finally(() => (inFlight = null));
  };
  run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
