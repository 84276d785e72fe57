/**
 * The pay_orders rows both directions share: order numbers, the idempotency check of a create call, lookup,
 * and the expiry of unpaid deposits (lazily on read here, and by the periodic job in jobs.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { isFinalState, orderPayStatus, type OrderState } from '../../core/wallet/status';
import type { DbOrTx } from '../db/database';
import { payOrders } from '../db/schema-payments';
import { fail, type PaymentsContext } from './context';

export type PayOrderRow = typeof payOrders.$inferSelect;

export const newOrderNo = (prefix: 'PI' | 'PO'): string =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Unpaid deposit orders past their expiry become expired (status 3). `uid` narrows it to one player. */
export async function expireOrders(db: DbOrTx, now: number, uid?: number): Promise<number> {
  const rows = await db
    .update(payOrders)
    .set({
      state: 'expired',
      payStatus: orderPayStatus('expired'),
      updatedAt: new Date(now),
      finishedAt: new Date(now),
    })
    .where(
      and(
        eq(payOrders.direction, 'payin'),
        inArray(payOrders.state, ['created', 'pending']),
        lt(payOrders.expiresAt, new Date(now)),
        uid === undefined ? undefined : eq(payOrders.uid, uid),
      ),
    )
    .returning({ id: payOrders.id });
  return rows.length;
}

export async function findByKey(tx: DbOrTx, uid: number, direction: string, key: string) {
  const [row] = await tx
    .select()
    .from(payOrders)
    .where(
      and(eq(payOrders.uid, uid), eq(payOrders.direction, direction), eq(payOrders.idempotencyKey, key)),
    );
  return row;
}

export async function findOrder(db: DbOrTx, orderNo: string, uid?: number) {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.orderNo, orderNo), uid === undefined ? undefined : eq(payOrders.uid, uid)));
  return row;
}

export const sameRequest = (row: PayOrderRow, hash: string) => {
  if (row.requestHash !== hash) {
    throw fail(DmError.IdempotencyConflict, 'This idempotency key was already used for a different request');
  }
  return row;
};

/** Reads an order, expiring it first when it is an unpaid deposit past its time. */
export async function readOrder(
  p: PaymentsContext,
  orderNo: string,
  uid: number,
  direction: 'payin' | 'payout',
) {
  let row = await findOrder(p.db, orderNo, uid);
  if (!row || row.direction !== direction) throw fail(DmError.PayOrderNotFound, 'No such order');
  const now = p.now();
  if (
    direction === 'payin' &&
    !isFinalState(row.state as OrderState) &&
    row.expiresAt &&
    row.expiresAt.getTime() < now
  ) {
    await expireOrders(p.db, now, uid);
    row = (await findOrder(p.db, orderNo, uid))!;
  }
  return row;
}
