/**
 * The periodic job of the payments, every minute:
 *  - unpaid deposit orders past their expiry become expired (status 3). Reads also expire lazily, so this
 *    only keeps the table tidy and the history honest;
 *  - payouts that should be with their provider but never reached it (the process stopped, or the provider
 *    did not answer, between the order's commit and the provider call: at creation below the review
 *    threshold, or after an operator's approval) are handed to it again (resendPayouts). The provider is
 *    idempotent by our order id, so a payout it did get is not paid twice.
 * Started from server/main.ts; stops when the app closes.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { orderPayStatus } from '../../core/wallet/status';
import type { Db } from '../db/database';
import { payOrders } from '../db/schema-payments';
import type { PaymentsContext } from './context';
import { expireOrders } from './orders';
import { sendPayout } from './payout-review';

/** A payout without a provider reference this long after its last change is taken as never sent. */
export const RESEND_AFTER_MS = 2 * 60_000;

/** Hands unsent payouts to their provider again; answers how many it sent. */
export async function resendPayouts(
  p: PaymentsContext,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const stale = await p.db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.direction, 'payout'),
        eq(payOrders.state, 'pending'),
        // Out of review: waiting for nobody but the provider.
        eq(payOrders.payStatus, orderPayStatus('pending')),
        isNull(payOrders.providerRef),
        lt(payOrders.updatedAt, new Date(p.now() - RESEND_AFTER_MS)),
      ),
    )
    .orderBy(asc(payOrders.id))
    .limit(50);
  let sent = 0;
  for (const row of stale) {
    try {
      await sendPayout(p, row);
      sent++;
    } catch (err) {
      log?.warn({ err, order: row.orderNo }, 'payout resend failed; tried again next minute');
    }
  }
  return sent;
}

export const EXPIRY_INTERVAL_MS = 60_000;

export function startPaymentJobs(
  app: FastifyInstance,
  db: Db,
  payments: PaymentsContext,
  log: FastifyBaseLogger,
  now = Date.now,
  /** False: another node leads the jobs (cluster/job-leader.ts), skip the pass. */
  leading: () => boolean = () => true,
): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || !leading()) return;
    running = Promise.all([
      expireOrders(db, now())
        .then((n) => n > 0 && log.info({ expired: n }, 'deposit orders expired'))
        .catch((err: unknown) => log.error({ err }, 'deposit order expiry failed')),
      resendPayouts(payments, log)
        .then((n) => n > 0 && log.info({ resent: n }, 'unsent payouts handed to their provider'))
        .catch((err: unknown) => log.error({ err }, 'payout resend failed')),
    ]).finally(() => (running = null));
  }, EXPIRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
