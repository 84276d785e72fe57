/**
 * Cash-out: the price is computed from the current odds of the open legs (core/bets/cashout.ts) and taken
 * under the order's row lock, so it races safely with settlement and the live confirmation: whichever locks
 * the order first decides it, the other finds it closed. The ledger key `bet:cashout:<orderId>` is one per
 * order, so a retry can never pay twice; it records the client's key, so the same request retried answers
 * the cashed-out order instead of an error.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { acceptCashOut, cashOutPrice, type CashOutLeg } from '../../core/bets/cashout';
import { betResult } from '../../core/bets/returns';
import { DmError } from '../../core/contract/errors';
import { BetOrderStatus, SettleResult, type BetKind } from '../../core/contract/schemas/bets';
import type { Db, DbOrTx } from '../db/database';
import { betOrders, ledgerTransactions } from '../db/schema';
import { postTransaction } from '../ledger/ledger';
import { MessageKind, writeMessage } from '../messages/write';
import { betFailures } from './failures';
import { attachLegs, type StoredOrder } from './orders';
import { isBettable, loadSelections, type SelectionState } from './quotes';

export type PriceAnswer = { price: number } | { reason: number };

function legsForPrice(stored: StoredOrder, states: ReadonlyMap<string, SelectionState>): CashOutLeg[] {
  return stored.legs.map((l) => {
    const s = states.get(`${l.marketId}:${l.outcomeType}`);
    return {
      oddsMilli: l.oddsMilli,
      result: l.result,
      currentOddsMilli: l.result === 0 && s && isBettable(s) ? s.oddsMilli : null,
    };
  });
}

function closedReason(order: StoredOrder['order']): number | null {
  if (order.freeBetId !== null) return DmError.CashOutUnavailable;
  if (order.status !== BetOrderStatus.Success || order.result !== SettleResult.NotSettled)
    return DmError.CashOutUnavailable;
  return null;
}

/** Prices of several orders of one player; orders of others are reported as not found. */
export async function cashOutPrices(
  db: DbOrTx,
  uid: number,
  orderIds: readonly number[],
): Promise<Map<number, PriceAnswer>> {
  const rows = await db
    .select()
    .from(betOrders)
    .where(and(eq(betOrders.uid, uid), inArray(betOrders.id, [...orderIds])));
  const stored = await attachLegs(db, rows);
  const states = await loadSelections(
    db,
    stored.flatMap((s) => s.legs.map((l) => l.marketId)),
  );
  const out = new Map<number, PriceAnswer>();
  for (const id of orderIds) out.set(id, { reason: DmError.BetNotFound });
  for (const s of stored) {
    const reason = closedReason(s.order);
    if (reason !== null) {
      out.set(s.order.id, { reason });
      continue;
    }
    const price = cashOutPrice(
      s.order.kind as BetKind,
      s.order.stakePerLine,
      legsForPrice(s, states),
      s.order.systemK ?? undefined,
    );
    out.set(s.order.id, price === null ? { reason: DmError.CashOutUnavailable } : { price });
  }
  return out;
}

export async function cashOut(
  db: Db,
  nowMs: number,
  req: { uid: number; orderId: number; offered: number; key: string },
): Promise<StoredOrder> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.id, req.orderId), eq(betOrders.uid, req.uid)))
      .for('update');
    if (!order) throw betFailures.notFound();
    if (order.cashOutAmount !== null) {
      // A retry of the request that cashed it out answers the same; any other request is refused.
      const [posted] = await tx
        .select({ meta: ledgerTransactions.meta })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.key, `bet:cashout:${order.id}`));
      if ((posted?.meta as { key?: string } | null)?.key === req.key)
        return (await attachLegs(tx, [order]))[0]!;
      throw betFailures.cashOutUnavailable();
    }
    if (closedReason(order) !== null) throw betFailures.cashOutUnavailable();
    const [stored] = await attachLegs(tx, [order]);
    const states = await loadSelections(
      tx,
      stored!.legs.map((l) => l.marketId),
    );
    const now = cashOutPrice(
      order.kind as BetKind,
      order.stakePerLine,
      legsForPrice(stored!, states),
      order.systemK ?? undefined,
    );
    if (now === null) throw betFailures.cashOutUnavailable();
    const taken = acceptCashOut(req.offered, now);
    if (!taken.ok) throw betFailures.cashOutPriceChanged();
    const pay = taken.pay;
    // Closed by the cash-out: judged on what it paid against the stake, like a settled combo.
    const result = betResult('bet_multi', [SettleResult.Win], order.stake, pay);
    const at = new Date(nowMs);
    const [updated] = await tx
      .update(betOrders)
      .set({ cashOutAmount: pay, cashOutAt: at, payout: pay, result, settledAt: at })
      .where(eq(betOrders.id, order.id))
      .returning();
    await postTransaction(tx, {
      key: `bet:cashout:${order.id}`,
      kind: 'bet_cashout',
      ref: String(order.id),
      meta: { key: req.key },
      postings: [
        { account: { system: 'house_sports', currency: order.currency }, amount: -pay },
        { account: { uid: order.uid, kind: 'cash', currency: order.currency }, amount: pay },
      ],
    });
    // The cash-out message, in the cash-out's transaction; idempotent on the order id (issue #18).
    await writeMessage(tx, {
      uid: order.uid,
      brandId: order.brandId,
      kind: MessageKind.CashOut,
      ref: String(order.id),
      params: { order_id: order.id, amount: pay, currency: order.currency },
      at: nowMs,
    });
    return { order: updated!, legs: stored!.legs };
  });
}

/** Cash-outs of a player's orders. */
export async function cashOutsOf(db: DbOrTx, uid: number, orderIds: readonly number[]) {
  return db
    .select({ id: betOrders.id, amount: betOrders.cashOutAmount, at: betOrders.cashOutAt })
    .from(betOrders)
    .where(
      and(
        eq(betOrders.uid, uid),
        inArray(betOrders.id, [...orderIds]),
        sql`${betOrders.cashOutAmount} is not null`,
      ),
    );
}
