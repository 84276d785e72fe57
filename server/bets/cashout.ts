/**
 * Cash-out: the price is computed from the current odds of the open legs (core/bets/cashout.ts) and taken
 * under the order's row lock, so it races safely with settlement and the live confirmation: whichever locks
 * the order first decides it, the other finds it closed. The ledger key `bet:cashout:<orderId>` is one per
 * order, so a retry can never pay twice; it records the client's key, so the same request retried answers
 * the cashed-out order instead of an error.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { acceptCashOut, cashOutPrice, CASHOUT_MARGIN_BP, type CashOutLeg } from '../../core/bets/cashout';
import { builderCashOut } from '../../core/bets/builder';
import { builderLegOf, builderProbabilityNow } from './builder-quote';
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
import { lockBonuses, payBack } from './bonus-stakes';

export type PriceAnswer = { price: number } | { reason: number };

/** What a builder's cash-out needs beyond the stored rows: the feed's seed (the model) and the time. */
export interface BuilderModel {
  seed: number;
  nowMs: number;
}

/**
 * The offer for an order now: a builder from the model's joint probability in the match's current state
 * (its legs are correlated: the legs' own prices cannot value it), any other bet from its legs' prices.
 * Every open leg must have a price now (not suspended or locked), as for any bet.
 */
async function priceNow(
  db: DbOrTx,
  s: StoredOrder,
  states: ReadonlyMap<string, SelectionState>,
  model: BuilderModel | undefined,
): Promise<number | null> {
  const legs = legsForPrice(s, states);
  if (s.order.kind !== 'bet_builder')
    return cashOutPrice(s.order.kind as BetKind, s.order.stakePerLine, legs, s.order.systemK ?? undefined);
  if (!model || s.builderOddsMilli === undefined) return null;
  if (legs.some((l) => l.result !== SettleResult.NotSettled && l.result !== SettleResult.Win)) return null;
  if (legs.some((l) => l.result === SettleResult.NotSettled && l.currentOddsMilli === null)) return null;
  const p = await builderProbabilityNow(
    db,
    model.seed,
    model.nowMs,
    s.legs[0]!.matchId,
    s.legs.map((l) => builderLegOf({ marketType: l.marketType, line: l.line, ty: l.outcomeType })),
  );
  return builderCashOut(s.order.stake, s.builderOddsMilli, p, CASHOUT_MARGIN_BP);
}

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
  model?: BuilderModel,
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
    const price = await priceNow(db, s, states, model);
    out.set(s.order.id, price === null ? { reason: DmError.CashOutUnavailable } : { price });
  }
  return out;
}

export async function cashOut(
  db: Db,
  nowMs: number,
  req: { uid: number; orderId: number; offered: number; key: string },
  model?: Omit<BuilderModel, 'nowMs'>,
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
    const now = await priceNow(tx, stored!, states, model && { seed: model.seed, nowMs });
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
    // Divided as the stake was (bonus-stakes.ts); the order is locked, its bonus row next, then the ledger.
    const paid = await payBack(tx, order, pay, await lockBonuses(tx, [order.bonusId]), {
      key: `bet:cashout:${order.id}`,
      kind: 'bet_cashout',
      ref: String(order.id),
      meta: { key: req.key },
    });
    if (paid) await postTransaction(tx, paid);
    // The cash-out message, in the cash-out's transaction; idempotent on the order id (issue #18).
    await writeMessage(tx, {
      uid: order.uid,
      brandId: order.brandId,
      kind: MessageKind.CashOut,
      ref: String(order.id),
      params: { order_id: order.id, amount: pay, currency: order.currency },
      at: nowMs,
    });
    return { ...stored!, order: updated! };
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
