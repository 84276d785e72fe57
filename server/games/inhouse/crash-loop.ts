/**
 * The crash table's clock: on the leader only, a tick every 200 ms (settle due auto cash-outs and crashed
 * games, open the next game after the pause). Ticks never overlap; a failed tick is logged and retried.
 * Tests call `table.tick(at)` with their own clock instead.
 */
import type { OpenDatabase } from '../../db/open';
import { createCrashTable, type CrashTable } from './crash';
import { createCrashLeader } from './leader';

export interface CrashLoopLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CrashLoop {
  stop(): Promise<void>;
}

export function startCrashLoop(options: {
  database: OpenDatabase;
  table: CrashTable;
  log: CrashLoopLog;
  intervalMs?: number;
  leaderRetryMs?: number;
}): CrashLoop {
  const { database, table, log } = options;
  const intervalMs = options.intervalMs ?? 200;
  const leaderRetryMs = options.leaderRetryMs ?? 5000;
  const leader = createCrashLeader(database);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = step().finally(() => (inFlight = null));
    }, delay);
  };

  async function step(): Promise<void> {
    try {
      const was = leader.isLeader();
      if (!(await leader.acquire())) return schedule(leaderRetryMs);
      if (!was) log.info({ db: database.kind }, 'crash: leading');
      await table.tick();
      schedule(intervalMs);
    } catch (err) {
      log.error({ err }, 'crash: tick failed');
      schedule(leaderRetryMs);
    }
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      await leader.release();
    },
  };
}

/** main.ts: the crash table's loop on this node (leading when it can); returns its stop. */
export function startInhouseCrashLoop(database: OpenDatabase, log: CrashLoopLog): () => Promise<void> {
  const loop = startCrashLoop({ database, table: createCrashTable(database.db, { now: Date.now }), log });
  return () => loop.stop();
}
