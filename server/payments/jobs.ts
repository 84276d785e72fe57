/**
 * The periodic job of the payments: unpaid deposit orders past their expiry become expired (status 3),
 * every minute. Reads also expire lazily, so the job only keeps the table tidy and the history honest.
 * Started from server/main.ts; stops when the app closes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { expireOrders } from './orders';

export const EXPIRY_INTERVAL_MS = 60_000;

export function startPaymentExpiry(
  app: FastifyInstance,
  db: Db,
  log: FastifyBaseLogger,
  now = Date.now,
  /** False: another node leads the jobs (cluster/job-leader.ts), skip the pass. */
  leading: () => boolean = () => true,
): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || !leading()) return;
    running = expireOrders(db, now())
      .then((n) => n > 0 && log.info({ expired: n }, 'deposit orders expired'))
      .catch((err: unknown) => log.error({ err }, 'deposit order expiry failed'))
      .finally(() => (running = null));
  }, EXPIRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
