/**
 * Trading corrections (issue #24): a wrong final score corrected, a market voided, a match voided. Each is one
 * transaction: the match or market is changed, every leg on it is judged again (core/bets/settlement.ts),
 * and every order on those legs is settled or settled again:
 *
 * - an order still open settles the normal way if its legs now allow it (settle.ts settleOrder);
 * - a settled order whose result or payout changes moves the difference through the ledger, keyed
 *   `bet:resettle:<order>:<n>` (n counts the order's corrections, so a retried correction posts nothing
 *   twice and a second correction of the same order is a new movement), and the player gets a message;
 * - a cashed-out order is left as it is: the cash-out was a sale at a price, not a bet on the result.
 *
 * Winnings taken back can exceed what the player holds (they may have withdrawn them): the ledger never
 * lets a player account go negative, so the correction takes what is there and reports the rest as the
 * order's shortfall for the operator to collect; it is not carried as a debt. A wager already counted
 * towards a bonus (promotions/wagers.ts) is not uncounted by a later void.
 */
import { eq, inArray, like, sql } from 'drizzle-orm';
import { settleLeg } from '../../core/bets/settlement';
import { BetOrderStatus, SettleResult } from '../../core/contract/schemas/bets';
import { parsePeriods } from '../../core/sport/market-kinds';
import type { DbOrTx, Tx } from '../db/database';
import {
  betLegs,
  betOrders,
  ledgerTransactions,
  markets,
  MarketStatus,
  matches,
  MatchStatus,
} from '../db/schema';
import { playerBalance, postTransaction, postTransactions } from '../ledger/ledger';
import type { LedgerTransactionInput } from '../ledger/types';
import { MessageKind, writeMessage } from '../messages/write';
import { builderPrices } from './orders';
import { orderOutcome, settleOrder } from './settle';
import { correctBack, lockOrdersAndBonuses, type LockedBonuses } from './bonus-stakes';

export type Correction =
  /** The match's final score was wrong: every leg of the match is judged on the corrected one. */
  | { kind: 'score'; matchId: number; home: number; away: number; periods?: string | null }
  /** One market is void (a wrong line, a palpable error): its legs are cancelled, the market closed. */
  | { kind: 'void_market'; marketId: number }
  /** The whole match is void (abandoned, wrong teams): the match is cancelled, every leg with it. */
  | { kind: 'void_match'; matchId: number };

export interface RevisedOrder {
  orderId: number;
  uid: number;
  currency: string;
  before: { result: number; payout: number };
  after: { result: number; payout: number };
  /** What the player's cash and bonus money moved by: positive paid, negative taken back. */
  moved: number;
  /** Winnings that should have been taken back but the player no longer holds. */
  shortfall: number;
}

export interface CorrectionOutcome {
  legs: number;
  /** Orders settled for the first time because of the correction. */
  settled: number;
  /** Settled orders whose result or payout changed. */
  revised: RevisedOrder[];
}

export class CorrectionRefused extends Error {}

/** Applies a correction; throws CorrectionRefused for a match or market that does not exist or cannot take it. */
/** `db` may be a transaction (the operator console audits in the same one): then this runs in a savepoint. */
export async function applyCorrection(db: DbOrTx, c: Correction, nowMs: number): Promise<CorrectionOutcome> {
  return db.transaction(async (tx) => {
    const legIds = await judgeLegs(tx, c);
    const orderIds = legIds.length
      ? [
          ...new Set(
            (
              await tx
                .selectDistinct({ id: betLegs.orderId })
                .from(betLegs)
                .where(inArray(betLegs.id, legIds))
            ).map((r) => r.id),
          ),
        ].sort((a, b) => a - b)
      : [];
    const payouts: LedgerTransactionInput[] = [];
    const outcome: CorrectionOutcome = { legs: legIds.length, settled: 0, revised: [] };
    // Lock order: the orders (sorted), then the bonus rows that funded them (sorted), then the ledger.
    const bonuses = await lockOrdersAndBonuses(tx, orderIds);
    for (const id of orderIds) {
      const [order] = await tx.select().from(betOrders).where(eq(betOrders.id, id)).for('update');
      if (!order || order.status !== BetOrderStatus.Success || order.cashOutAmount !== null) continue;
      if (order.result === SettleResult.NotSettled) {
        if (await settleOrder(tx, id, nowMs, payouts, bonuses)) outcome.settled++;
        continue;
      }
      const revised = await reviseOrder(tx, order, nowMs, bonuses);
      if (revised) outcome.revised.push(revised);
    }
    await postTransactions(tx, payouts);
    return outcome;
  });
}

/** Changes the match or market and gives every affected leg its new result; returns the leg ids. */
async function judgeLegs(tx: Tx, c: Correction): Promise<number[]> {
  if (c.kind === 'void_market') {
    const [market] = await tx.select().from(markets).where(eq(markets.id, c.marketId)).for('update');
    if (!market) throw new CorrectionRefused(`market ${c.marketId} does not exist`);
    await tx.update(markets).set({ status: MarketStatus.Closed }).where(eq(markets.id, c.marketId));
    const legs = await tx
      .update(betLegs)
      .set({ result: SettleResult.Cancel })
      .where(eq(betLegs.marketId, c.marketId))
      .returning({ id: betLegs.id });
    return legs.map((l) => l.id);
  }
  const [match] = await tx.select().from(matches).where(eq(matches.id, c.matchId)).for('update');
  if (!match) throw new CorrectionRefused(`match ${c.matchId} does not exist`);
  if (c.kind === 'score') {
    if (match.status !== MatchStatus.Ended)
      throw new CorrectionRefused(`match ${c.matchId} has not ended: its score is the feed's until it does`);
    if (![c.home, c.away].every((n) => Number.isInteger(n) && n >= 0 && n < 1000))
      throw new CorrectionRefused('a score is two whole numbers from 0');
    await tx
      .update(matches)
      .set({
        homeScore: c.home,
        awayScore: c.away,
        ...(c.periods !== undefined ? { periodScores: c.periods } : {}),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(matches.id, c.matchId));
  } else {
    await tx
      .update(matches)
      .set({ status: MatchStatus.Cancelled, updatedAt: sql`clock_timestamp()` })
      .where(eq(matches.id, c.matchId));
    await tx.update(markets).set({ status: MarketStatus.Closed }).where(eq(markets.matchId, c.matchId));
  }
  const [m] = await tx.select().from(matches).where(eq(matches.id, c.matchId));
  const legs = await tx.select().from(betLegs).where(eq(betLegs.matchId, c.matchId)).for('update');
  const periods = parsePeriods(m!.periodScores);
  for (const l of legs) {
    const result = settleLeg({
      marketType: l.marketType,
      line: l.line,
      ty: l.outcomeType,
      home: m!.homeScore,
      away: m!.awayScore,
      cancelled: m!.status === MatchStatus.Cancelled,
      periods,
    });
    await tx
      .update(betLegs)
      .set({ result, homeScore: m!.homeScore, awayScore: m!.awayScore })
      .where(eq(betLegs.id, l.id));
  }
  return legs.map((l) => l.id);
}

type OrderRow = typeof betOrders.$inferSelect;

/** A settled order judged again: the difference through the ledger, the order and a message updated. */
async function reviseOrder(
  tx: Tx,
  order: OrderRow,
  nowMs: number,
  bonuses: LockedBonuses,
): Promise<RevisedOrder | null> {
  const legs = await tx.select().from(betLegs).where(eq(betLegs.orderId, order.id)).orderBy(betLegs.idx);
  const builderOdds =
    order.kind === 'bet_builder' ? (await builderPrices(tx, [order])).get(order.id) : undefined;
  const after = orderOutcome(order, legs, builderOdds);
  // A leg reopened cannot happen (corrections only settle); an unchanged outcome moves nothing.
  if (!after || (after.result === order.result && after.payout === order.payout)) return null;
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.key, `bet:resettle:${order.id}:%`))) as [{ n: number }];
  const seq = n + 1;
  // Each side of the stake's split moves its own difference, to or from where its money goes now; what a
  // side cannot take back is the shortfall (bonus-stakes.ts correctBack).
  const held = after.payout < order.payout ? (await playerBalance(tx, order.uid, order.currency)).cash : 0;
  const { movement, moved, shortfall } = await correctBack(
    tx,
    order,
    order.payout,
    after.payout,
    held,
    bonuses,
    { key: `bet:resettle:${order.id}:${seq}`, kind: 'bet_resettle', ref: String(order.id) },
  );
  if (movement) await postTransaction(tx, movement);
  await tx
    .update(betOrders)
    .set({ result: after.result, payout: after.payout, settledAt: new Date(nowMs) })
    .where(eq(betOrders.id, order.id));
  await writeMessage(tx, {
    uid: order.uid,
    brandId: order.brandId,
    kind: MessageKind.BetSettled,
    ref: `${order.id}:r${seq}`,
    params: { order_id: order.id, result: after.result, amount: after.payout, currency: order.currency },
    at: nowMs,
  });
  return {
    orderId: order.id,
    uid: order.uid,
    currency: order.currency,
    before: { result: order.result, payout: order.payout },
    after,
    moved,
    shortfall,
  };
}
