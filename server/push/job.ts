/**
 * The push sender's loop: a pass every 2 s (and at once after a busy pass). Safe on every node at once
 * (rows are claimed with skip locked), so it needs no leader; `PUSH_JOB=off` keeps a node out of it.
 */
import type { Db } from '../db/database';
import { pushPass, type PushAdapters } from './queue';

export interface PushJobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function startPushJob(options: {
  db: Db;
  adapters: PushAdapters;
  log: PushJobLog;
  now?: () => number;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  const BATCH = 50;

  async function step(): Promise<void> {
    let busy = false;
    try {
      const r = await pushPass(options.db, now(), options.adapters, BATCH);
      busy = r.sent + r.retried + r.dead + r.failed >= BATCH;
      if (r.sent || r.retried || r.dead || r.failed) options.log.info(r, 'push: pass');
    } catch (err) {
      options.log.error({ err }, 'push: pass failed');
    }
    if (!stopped) schedule(busy ? 0 : intervalMs);
  }
  function schedule(ms: number) {
    timer = setTimeout(() => {
      inFlight = step().finally(() => (inFlight = null));
    }, ms);
  }
  schedule(intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
