/**
 * Settlement of payment orders by the provider's verified callback: credits a paid deposit, returns a failed
 * or expired withdrawal, and records the callback in the same transaction so each one applies once.
 */
import { and, eq } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { CallbackResult } from '../../core/contract/schemas/finance';
import { isFinalState, orderPayStatus, PayStatus, type OrderState } from '../../core/wallet/status';
import { payCallbacks, payOrders } from '../db/schema-payments';
import { postTransaction, postTransactions } from '../ledger/ledger';
import { depositGrants } from '../promotions/deposit';
import { MessageKind, writeMessage } from '../messages/write';
import { fail, type PaymentsContext } from './context';
import type { VerifiedCallback } from './provider';

/**
 * Applies a verified provider callback once: the callback id is recorded in the same transaction as its
 * effect, so a replay (same id) answers the stored result and moves nothing; a second callback (new id) for
 * a settled order changes nothing either (`applied: false`). Deposits are credited only here.
 */
export async function applyCallback(p: PaymentsContext, cb: VerifiedCallback): Promise<CallbackResult> {
  const now = p.now();
  return p.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(payCallbacks)
      .values({
        provider: cb.provider,
        callbackId: cb.callback_id,
        orderNo: cb.order_id,
        body: cb,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ callbackId: payCallbacks.callbackId });
    if (!fresh) {
      const [seen] = await tx
        .select({ result: payCallbacks.result, body: payCallbacks.body })
        .from(payCallbacks)
        .where(and(eq(payCallbacks.provider, cb.provider), eq(payCallbacks.callbackId, cb.callback_id)));
      if (seen?.result) return seen.result as CallbackResult;
      throw fail(DmError.CallbackRejected, 'Callback is being processed');
    }
    const [order] = await tx.select().from(payOrders).where(eq(payOrders.orderNo, cb.order_id)).for('update');
    if (!order || order.provider !== cb.provider) throw fail(DmError.PayOrderNotFound, 'No such order');
    if (order.direction !== cb.direction || order.amount !== cb.amount || order.currency !== cb.currency) {
      throw fail(
        DmError.CallbackRejected,
        'The callback does not match the order (direction, amount or currency)',
      );
    }
    // A payout in review (issue #24) was never sent to a provider: no provider can have settled it.
    if (order.direction === 'payout' && order.payStatus === PayStatus.PendingReview) {
      throw fail(
        DmError.CallbackRejected,
        'This withdrawal was never sent to the provider (it is in review)',
      );
    }
    const state = order.state as OrderState;
    let next: OrderState | null = null;
    if (order.direction === 'payin') {
      if (cb.status === 'paid' && state !== 'paid') {
        // A payment reported after our time-out still arrived: it is credited (money is never dropped).
        // A first deposit's bonus (issue #16) is posted with the credit: one batch keeps the ledger lock order.
        const bonuses = await depositGrants(tx, order, now);
        await postTransactions(tx, [
          {
            key: `payin:credit:${order.orderNo}`,
            kind: 'deposit',
            ref: order.orderNo,
            postings: [
              { account: { system: 'provider_clearing', currency: order.currency }, amount: -order.amount },
              { account: { uid: order.uid, kind: 'cash', currency: order.currency }, amount: order.amount },
            ],
            meta: { method: order.method, provider: cb.provider, provider_ref: cb.provider_ref },
          },
          ...bonuses,
        ]);
        next = 'paid';
      } else if (cb.status !== 'paid' && !isFinalState(state)) {
        next = cb.status;
      }
    } else if (!isFinalState(state)) {
      if (cb.status === 'paid') next = 'paid';
      else {
        const receive = order.amount - order.fee;
        await postTransaction(tx, {
          key: `payout:return:${order.orderNo}`,
          kind: 'payout_return',
          ref: order.orderNo,
          postings: [
            { account: { system: 'provider_clearing', currency: order.currency }, amount: -receive },
            ...(order.fee > 0
              ? [{ account: { system: 'fees' as const, currency: order.currency }, amount: -order.fee }]
              : []),
            { account: { uid: order.uid, kind: 'cash', currency: order.currency }, amount: order.amount },
          ],
          meta: { provider: cb.provider, provider_ref: cb.provider_ref, status: cb.status },
        });
        next = cb.status;
      }
    }
    if (next) {
      // The player's message (and push) about the payment, in the callback's transaction: a replayed callback
      // changes nothing above and never gets here, and writeMessage is idempotent on the order anyway (#18).
      const kind =
        order.direction === 'payin'
          ? next === 'paid'
            ? MessageKind.DepositCredited
            : null
          : next === 'paid'
            ? MessageKind.WithdrawalPaid
            : MessageKind.WithdrawalFailed;
      if (kind)
        await writeMessage(tx, {
          uid: order.uid,
          brandId: order.brandId,
          kind,
          ref: order.orderNo,
          params: { order_id: order.orderNo, amount: order.amount, currency: order.currency },
          at: now,
        });
      await tx
        .update(payOrders)
        .set({
          state: next,
          payStatus: orderPayStatus(next),
          updatedAt: new Date(now),
          finishedAt: new Date(now),
          providerRef: order.providerRef ?? cb.provider_ref,
        })
        .where(eq(payOrders.id, order.id));
    }
    const finalState = next ?? state;
    const result: CallbackResult = {
      order_id: order.orderNo,
      state: finalState,
      pay_status: orderPayStatus(finalState),
      applied: next !== null,
    };
    await tx
      .update(payCallbacks)
      .set({ result })
      .where(and(eq(payCallbacks.provider, cb.provider), eq(payCallbacks.callbackId, cb.callback_id)));
    return result;
  });
}
