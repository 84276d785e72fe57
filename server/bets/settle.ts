/**
 * After placement: the live confirmation and the settlement. Every change of an order happens under its
 * row lock (`for update`), and every money movement has a key per order (`bet:payout:<id>`,
 * `bet:refund:<id>`, `bet:cashout:<id>`), so settlement, cash-out and confirmation racing on any number of
 * nodes give each bet exactly one outcome and at most one payout.
 *
 * Settlement is driven by the catalogue: legs of a match the feed has ended (status 6, or 7 cancelled) are
 * given their result from the final score (core/bets/settlement.ts); an order whose legs are all settled —
 * or that is already lost — is settled leg by leg (core/bets/returns.ts) and its payout credited.
 */
import { totalOddsMilli } from '../../core/promotions/wagering';
import { recordWager } from '../promotions/wagers';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { betResult, isLost, payoutOf, settledReturn } from '../../core/bets/returns';
import { settleLeg } from '../../core/bets/settlement';
import { builderResult, builderReturn } from '../../core/bets/builder';
import { builderPrices } from './orders';
import { parsePeriods } from '../../core/sport/market-kinds';
import { DmError } from '../../core/contract/errors';
import { BetOrderStatus, SettleResult, type BetKind } from '../../core/contract/schemas/bets';
import type { Db, Tx } from '../db/database';
import { betLegs, betOrders, freeBets, MatchStatus } from '../db/schema';
import { postTransaction, postTransactions } from '../ledger/ledger';
import type { LedgerTransactionInput } from '../ledger/types';
import { MessageKind, writeMessage } from '../messages/write';
import { acceptsOdds, isBettable, loadSelections } from './quotes';
import { rowsOf } from '../db/rows';
import { lockBonuses, lockOrdersAndBonuses, payBack, type LockedBonuses } from './bonus-stakes';

type OrderRow = typeof betOrders.$inferSelect;

async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(betOrders).where(eq(betOrders.id, orderId)).for('update');
  return row;
}

/**
 * Gives the stake back (status 2/3): as it was funded (cash to cash, bonus money to its bonus, bonus-stakes.ts),
 * a free bet becomes available again. The order is locked; its bonus row is locked here, before the ledger.
 */
async function refund(tx: Tx, order: OrderRow): Promise<void> {
  const movement = { key: `bet:refund:${order.id}`, kind: 'bet_refund', ref: String(order.id) };
  if (order.freeBetId)
    await postTransaction(tx, {
      ...movement,
      postings: [
        { account: { system: 'house_sports', currency: order.currency }, amount: -order.stake },
        { account: { uid: order.uid, kind: 'freebet', currency: order.currency }, amount: order.stake },
      ],
    });
  else {
    const back = await payBack(tx, order, order.stake, await lockBonuses(tx, [order.bonusId]), movement);
    if (back) await postTransaction(tx, back);
  }
  if (order.freeBetId)
    await tx
      .update(freeBets)
      .set({ status: 'available', orderId: null })
      .where(eq(freeBets.id, order.freeBetId));
}

/**
 * Confirms one confirming order whose delay is over: each leg still bettable at a price the player's
 * setting takes against the price it was placed at -> success; else rejected with its reason and refunded.
 */
export async function confirmOrder(tx: Tx, orderId: number, nowMs: number): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== BetOrderStatus.Confirming || (order.confirmAt?.getTime() ?? 0) > nowMs)
    return false;
  const legs = await tx.select().from(betLegs).where(eq(betLegs.orderId, orderId));
  const states = await loadSelections(
    tx,
    legs.map((l) => l.marketId),
  );
  let reject: { code: number; msg: string } | null = null;
  for (const l of legs) {
    const s = states.get(`${l.marketId}:${l.outcomeType}`);
    if (!s || !isBettable(s)) {
      reject = { code: DmError.BetMarketClosed, msg: 'The market closed while the bet was being confirmed.' };
      break;
    }
    if (!acceptsOdds(order.acceptOdds, l.oddsMilli, s.oddsMilli)) {
      reject = { code: DmError.BetOddsChanged, msg: 'The odds changed while the bet was being confirmed.' };
      break;
    }
  }
  if (reject) {
    await tx
      .update(betOrders)
      .set({
        status: BetOrderStatus.Rejected,
        rejectCode: reject.code,
        rejectMsg: reject.msg,
        settledAt: new Date(nowMs),
      })
      .where(eq(betOrders.id, orderId));
    await refund(tx, order);
  } else {
    await tx.update(betOrders).set({ status: BetOrderStatus.Success }).where(eq(betOrders.id, orderId));
  }
  return true;
}

/** Confirms every order due (optionally only these ids); each in its own transaction. */
export async function confirmDue(db: Db, nowMs: number, ids?: readonly number[]): Promise<number> {
  const due = await db
    .select({ id: betOrders.id })
    .from(betOrders)
    .where(
      and(
        eq(betOrders.status, BetOrderStatus.Confirming),
        lte(betOrders.confirmAt, new Date(nowMs)),
        ids ? inArray(betOrders.id, [...ids]) : undefined,
      ),
    )
    .limit(200);
  let n = 0;
  for (const { id } of due) if (await db.transaction((tx) => confirmOrder(tx, id, nowMs))) n++;
  return n;
}

/**
 * What an order comes to from its legs' results: null while a leg is open and the bet not already lost.
 * A free bet's result is judged on what it returned against its stake, like any other bet; its payout is
 * the winnings only (payoutOf). Settlement and resettlement (resettle.ts) both judge with this.
 */
export function orderOutcome(
  order: Pick<OrderRow, 'kind' | 'systemK' | 'stake' | 'stakePerLine' | 'freeBetId'>,
  legs: readonly { oddsMilli: number; result: number }[],
  /** A bet builder's joint price (bet_builder_prices), thousandths. */
  builderOddsMilli?: number,
): { result: number; payout: number } | null {
  const kind = order.kind as BetKind;
  const k = order.systemK ?? undefined;
  const results = legs.map((l) => l.result);
  const returned =
    kind === 'bet_builder'
      ? builderReturn(order.stake, builderOddsMilli ?? 1000, results)
      : isLost(kind, results, k)
        ? 0
        : settledReturn(
            kind,
            order.stakePerLine,
            legs.map((l) => ({ oddsMilli: l.oddsMilli, result: l.result })),
            k,
          );
  if (returned === null) return null;
  return {
    result: kind === 'bet_builder' ? builderResult(results) : betResult(kind, results, order.stake, returned),
    payout: payoutOf(returned, order.stake, order.freeBetId !== null),
  };
}

/**
 * Settles one order if it can be: accepted (status 4), not settled or cashed out yet, and every leg settled
 * or the bet already lost. Returns whether it settled now.
 */
export async function settleOrder(
  tx: Tx,
  orderId: number,
  nowMs: number,
  payouts: LedgerTransactionInput[],
  /** The bonus rows of the orders settled in this transaction, locked before (lockOrdersAndBonuses). */
  bonuses: LockedBonuses,
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== BetOrderStatus.Success || order.result !== SettleResult.NotSettled)
    return false;
  const legs = await tx.select().from(betLegs).where(eq(betLegs.orderId, orderId)).orderBy(betLegs.idx);
  const kind = order.kind as BetKind;
  // A bet builder pays its joint price when every leg wins; a void leg voids it (core/bets/builder.ts).
  const builderOdds = kind === 'bet_builder' ? (await builderPrices(tx, [order])).get(order.id) : undefined;
  const judged = orderOutcome(order, legs, builderOdds);
  if (!judged) return false;
  const { result, payout } = judged;
  await tx
    .update(betOrders)
    .set({ result, payout, settledAt: new Date(nowMs) })
    .where(eq(betOrders.id, orderId));
  // Wagering progress of the player's unlocking bonus (issue #16): a cash stake that was not refunded.
  if (order.freeBetId === null && result !== SettleResult.Cancel && result !== SettleResult.Equal)
    await recordWager(tx, {
      uid: order.uid,
      currency: order.currency,
      source: 'bet',
      ref: String(orderId),
      product: 'sports',
      stake: order.stake,
      oddsMilli:
        kind === 'single_bet'
          ? (legs[0]?.oddsMilli ?? 0)
          : (builderOdds ?? totalOddsMilli(legs.map((l) => l.oddsMilli))),
      at: nowMs,
    });
  // Divided as the stake was: the bonus part back to its bonus (or cash, or promotions: bonus-stakes.ts).
  const paid = await payBack(tx, order, payout, bonuses, {
    key: `bet:payout:${orderId}`,
    kind: 'bet_payout',
    ref: String(orderId),
  });
  if (paid) payouts.push(paid);
  // The player's message (and push) about the result, in this transaction: it exists exactly when the bet is
  // settled, and writeMessage is idempotent on the order id (issue #18).
  await writeMessage(tx, {
    uid: order.uid,
    brandId: order.brandId,
    kind: MessageKind.BetSettled,
    ref: String(orderId),
    params: { order_id: orderId, result, amount: payout, currency: order.currency },
    at: nowMs,
  });
  return true;
}

interface OpenLeg {
  id: number;
  order_id: number;
  market_type: number;
  line: string | null;
  outcome_type: number;
  status: number;
  home_score: number;
  away_score: number;
  period_scores: string | null;
}

/**
 * Settles the open legs of one ended match and then the orders they belong to, in one transaction.
 * Returns the number of orders settled.
 */
export async function settleMatch(db: Db, matchId: number, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const legs = rowsOf<OpenLeg>(
      await tx.execute(sql`
        select l.id, l.order_id, l.market_type, l.line, l.outcome_type, m.status, m.home_score, m.away_score,
          m.period_scores
        from bet_legs l join matches m on m.id = l.match_id
        where l.match_id = ${matchId} and l.result = 0 and m.status in (${MatchStatus.Ended}, ${MatchStatus.Cancelled})
        order by l.order_id, l.id
        for update of l skip locked`),
    );
    if (legs.length === 0) return 0;
    const updates = legs.map((l) => ({
      id: Number(l.id),
      result: settleLeg({
        marketType: Number(l.market_type),
        line: l.line,
        ty: Number(l.outcome_type),
        home: Number(l.home_score),
        away: Number(l.away_score),
        cancelled: Number(l.status) === MatchStatus.Cancelled,
        periods: parsePeriods(l.period_scores),
      }),
      home: Number(l.home_score),
      away: Number(l.away_score),
    }));
    await tx.execute(sql`update bet_legs set result = v.r, home_score = v.h, away_score = v.a
      from (values ${sql.join(
        updates.map((u) => sql`(${u.id}::bigint, ${u.result}::smallint, ${u.home}::int, ${u.away}::int)`),
        sql`, `,
      )}) as v(id, r, h, a) where bet_legs.id = v.id`);
    let settled = 0;
    const orderIds = [...new Set(legs.map((l) => Number(l.order_id)))].sort((a, b) => a - b);
    // The payouts of every player, posted together after the orders: the ledger locks the players' rows,
    // then the house's (postTransactions), never a house row before another player's.
    const payouts: LedgerTransactionInput[] = [];
    // Lock order: the orders (sorted), then the bonus rows that funded them (sorted), then the ledger.
    const bonuses = await lockOrdersAndBonuses(tx, orderIds);
    for (const id of orderIds) if (await settleOrder(tx, id, nowMs, payouts, bonuses)) settled++;
    await postTransactions(tx, payouts);
    return settled;
  });
}

/**
 * Ended or cancelled matches that still have open legs: from the (few) ended matches, probing the partial
 * open-leg index, rather than walking every open leg of every upcoming match.
 */
export async function matchesToSettle(db: Db, limit = 50): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from matches m
      where m.status in (${MatchStatus.Ended}, ${MatchStatus.Cancelled})
        and exists (select 1 from bet_legs l where l.match_id = m.id and l.result = 0)
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** One pass of the background work: confirm due live bets, settle ended matches and what is left. */
export async function settlementPass(db: Db, nowMs: number): Promise<{ confirmed: number; settled: number }> {
  const confirmed = await confirmDue(db, nowMs);
  let settled = 0;
  // Orders are settled with their last leg's match (settleMatch). One confirmed later cannot miss it: the
  // confirmation refuses a leg whose market closed, which the feed does when the match ends.
  for (const matchId of await matchesToSettle(db)) settled += await settleMatch(db, matchId, nowMs);
  return { confirmed, settled };
}
