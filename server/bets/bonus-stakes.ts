/**
 * Bonus money in sports stakes (issue #16: "Stakes use cash first, then bonus; winnings from bonus money stay
 * bonus until unlocked"). The pure rules are core/promotions/bonus-funds.ts; this is where the bets paths
 * (place.ts, builder-place.ts, settle.ts, cashout.ts, resettle.ts) meet the ledger and `player_bonuses`.
 *
 * An order records its split: `stake_bonus` of bonus `bonus_id` (null: all cash). Every movement of money back
 * to the player (a win, a refund, a cash-out, a correction) is divided as the stake was (splitPayout), and the
 * bonus part goes where the bonus that funded it now says (bonusPartTarget): its balance while locked or
 * unlocking, cash once unlocked, the operator's promotions account once expired.
 *
 * Lock order (server/ledger/README.md): bet_orders rows, then player_bonuses rows (FOR UPDATE, sorted by id),
 * then ledger accounts. Callers lock the bonus rows they need with lockBonuses before posting anything.
 */
import { asc, and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  bonusBalanceAfter,
  bonusPartTarget,
  correctionSplit,
  splitPayout,
  splitStake,
  type FundSplit,
} from '../../core/promotions/bonus-funds';
import { BonusState } from '../../core/promotions/types';
import type { DbOrTx, Tx } from '../db/database';
import { betOrders } from '../db/schema-bets';
import { playerBonuses } from '../db/schema-promotions';
import { insufficientBalanceFailure } from '../ledger/errors';
import { playerBalance, postTransaction } from '../ledger/ledger';
import type { LedgerTransactionInput, Posting } from '../ledger/types';

export type BonusRow = typeof playerBonuses.$inferSelect;
/** Bonus rows locked in this transaction, by id (their `balance` kept current by the helpers below). */
export type LockedBonuses = Map<number, BonusRow>;

/** A staked thing with its split: a sports order, or an in-house round (its `amount` as `stake`). */
type SplitOrder = Pick<
  typeof betOrders.$inferSelect,
  'uid' | 'currency' | 'stake' | 'stakeBonus' | 'bonusId'
>;
/** The operator account a stake went to and its payouts come from. */
export type House = 'house_sports' | 'house_games' | 'game_provider';

/** The order's stake as it was funded. */
export const stakeSplit = (o: Pick<SplitOrder, 'stake' | 'stakeBonus'>): FundSplit => ({
  cash: o.stake - o.stakeBonus,
  bonus: o.stakeBonus,
});

/** Locks the bonus rows (sorted by id, FOR UPDATE) and answers them by id. */
export async function lockBonuses(tx: Tx, ids: Iterable<number | null>): Promise<LockedBonuses> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))].sort((a, b) => a - b);
  const out: LockedBonuses = new Map();
  if (wanted.length === 0) return out;
  const rows = await tx
    .select()
    .from(playerBonuses)
    .where(inArray(playerBonuses.id, wanted))
    .orderBy(asc(playerBonuses.id))
    .for('update');
  for (const r of rows) out.set(r.id, r);
  return out;
}

/**
 * Locks the orders (sorted, FOR UPDATE), then the bonus rows that funded them: the lock order of a
 * transaction that settles several players' orders (settleMatch, a correction).
 */
export async function lockOrdersAndBonuses(tx: Tx, orderIds: readonly number[]): Promise<LockedBonuses> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: betOrders.id, bonusId: betOrders.bonusId })
    .from(betOrders)
    .where(inArray(betOrders.id, [...orderIds]))
    .orderBy(asc(betOrders.id))
    .for('update');
  return lockBonuses(
    tx,
    rows.map((r) => r.bonusId),
  );
}

/** The player's unlocking bonus of the currency, not past its expiry, with money on it (no lock). */
export async function stakeableBonus(
  db: DbOrTx,
  uid: number,
  currency: string,
  now: number,
  lock = false,
): Promise<BonusRow | undefined> {
  const q = db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, uid),
        eq(playerBonuses.state, BonusState.Unlocking),
        eq(playerBonuses.currency, currency),
        gt(playerBonuses.balance, 0),
        gt(playerBonuses.expiresAt, new Date(now)),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Adds `delta` to a locked bonus's balance (the row and the locked copy). */
export async function moveBonusBalance(
  tx: Tx,
  bonuses: LockedBonuses,
  id: number,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const row = bonuses.get(id);
  await tx
    .update(playerBonuses)
    .set({ balance: sql`${playerBonuses.balance} + ${delta}` })
    .where(eq(playerBonuses.id, id));
  if (row) row.balance += delta;
}

/** Postings with the same account merged and zeros dropped. */
function merged(postings: Posting[]): Posting[] {
  const out = new Map<string, Posting>();
  for (const p of postings) {
    const k = JSON.stringify(p.account);
    const had = out.get(k);
    if (had) had.amount += p.amount;
    else out.set(k, { account: p.account, amount: p.amount });
  }
  return [...out.values()].filter((p) => p.amount !== 0);
}

/** The player's account a returned bonus part goes to (or the promotions account once expired). */
function bonusPartAccount(order: SplitOrder, bonus: BonusRow | undefined): Posting['account'] {
  // A bonus row that is gone cannot be (no deletes); were it, its money is the operator's, as when expired.
  const target = bonus ? bonusPartTarget(bonus.state) : 'forfeit';
  if (target === 'bonus') return { uid: order.uid, kind: 'bonus', currency: order.currency };
  if (target === 'cash') return { uid: order.uid, kind: 'cash', currency: order.currency };
  return { system: 'promotions', currency: order.currency };
}

/**
 * The movement paying `amount` from house_sports (house_games: an in-house round) back to the player for an order (a win, a refund, a
 * cash-out), divided as its stake was; the bonus part's balance is moved too when it goes back to the bonus.
 * The order's bonus row must be locked in `bonuses`. null for 0. A free bet's refund is the caller's.
 */
export async function payBack(
  tx: Tx,
  order: SplitOrder,
  amount: number,
  bonuses: LockedBonuses,
  movement: Omit<LedgerTransactionInput, 'postings'>,
  from: House = 'house_sports',
): Promise<LedgerTransactionInput | null> {
  if (amount <= 0) return null;
  const house = { system: from, currency: order.currency };
  const cash = { uid: order.uid, kind: 'cash' as const, currency: order.currency };
  if (order.bonusId === null || order.stakeBonus === 0)
    return {
      ...movement,
      postings: [
        { account: house, amount: -amount },
        { account: cash, amount },
      ],
    };
  const split = splitPayout(amount, stakeSplit(order));
  const bonus = bonuses.get(order.bonusId);
  const to = bonusPartAccount(order, bonus);
  if ('uid' in to && to.kind === 'bonus') await moveBonusBalance(tx, bonuses, order.bonusId, split.bonus);
  return {
    ...movement,
    postings: merged([
      { account: house, amount: -amount },
      { account: cash, amount: split.cash },
      { account: to, amount: split.bonus },
    ]),
  };
}

export interface Corrected {
  movement: LedgerTransactionInput | null;
  /** What the player's accounts moved by (cash and bonus): positive paid, negative taken back. */
  moved: number;
  /** What should have been taken back but the player no longer holds (cash, or the bonus's balance). */
  shortfall: number;
}

/**
 * A settlement corrected from `oldPayout` to `newPayout`: each side of the split moves its own difference
 * (correctionSplit) to or from where its money goes now. Taking back, a side takes what is there (`cashHeld`
 * for cash, the bonus's balance for bonus money) and the rest is the shortfall; the promotions account of an
 * expired bonus gives back in full.
 */
export async function correctBack(
  tx: Tx,
  order: SplitOrder,
  oldPayout: number,
  newPayout: number,
  cashHeld: number,
  bonuses: LockedBonuses,
  movement: Omit<LedgerTransactionInput, 'postings'>,
): Promise<Corrected> {
  const split =
    order.bonusId === null || order.stakeBonus === 0
      ? { cash: newPayout - oldPayout, bonus: 0 }
      : correctionSplit(oldPayout, newPayout, stakeSplit(order));
  const bonus = order.bonusId === null ? undefined : bonuses.get(order.bonusId);
  const to = bonusPartAccount(order, bonus);
  const toBonus = 'uid' in to && to.kind === 'bonus';
  const toCash = 'uid' in to && to.kind === 'cash';
  let shortfall = 0;
  // Cash side (with an unlocked bonus's part, which is cash now): take what cash there is.
  let cashMove = split.cash + (toCash ? split.bonus : 0);
  if (cashMove < 0) {
    const miss = Math.max(0, -cashMove - cashHeld);
    shortfall += miss;
    cashMove += miss;
  }
  let bonusMove = toCash ? 0 : split.bonus;
  if (toBonus && bonusMove !== 0) {
    const after = bonusBalanceAfter(bonus!.balance, bonusMove);
    shortfall += after.shortfall;
    bonusMove += after.shortfall;
    await moveBonusBalance(tx, bonuses, order.bonusId!, bonusMove);
  }
  const house = { system: 'house_sports' as const, currency: order.currency };
  const cash = { uid: order.uid, kind: 'cash' as const, currency: order.currency };
  const postings = merged([
    { account: house, amount: -(cashMove + bonusMove) },
    { account: cash, amount: cashMove },
    { account: to, amount: bonusMove },
  ]);
  const moved = cashMove + (toBonus ? bonusMove : 0);
  return { movement: postings.length >= 2 ? { ...movement, postings } : null, moved, shortfall };
}

export interface BonusStake {
  split: FundSplit;
  /** The unlocking bonus, locked (FOR UPDATE) in the caller's transaction. */
  bonus: BonusRow;
}

/**
 * A stake cash does not cover, in the caller's transaction: locks the player's unlocking bonus (before any
 * ledger account) and splits the stake cash first, then bonus (splitStake). Throws the insufficient-balance
 * failure when there is no such bonus or the two do not cover it; nothing written.
 */
export async function bonusStake(
  tx: Tx,
  uid: number,
  currency: string,
  total: number,
  now: number,
): Promise<BonusStake> {
  const bonus = await stakeableBonus(tx, uid, currency, now, true);
  if (!bonus) throw insufficientBalanceFailure();
  const cash = (await playerBalance(tx, uid, currency)).cash;
  const split = splitStake(total, cash, bonus.balance);
  if (!split) throw insufficientBalanceFailure();
  return { split, bonus };
}

/** Orders' stakes given cash first in order, so their bonus parts sum to the placement's (`split.bonus`). */
export function splitOrders<T extends { stake: number }>(
  orders: readonly T[],
  s: BonusStake,
): (T & { stakeBonus: number; bonusId: number | null })[] {
  let cashLeft = s.split.cash;
  return orders.map((o) => {
    const fromCash = Math.min(o.stake, cashLeft);
    cashLeft -= fromCash;
    const stakeBonus = o.stake - fromCash;
    return { ...o, stakeBonus, bonusId: stakeBonus > 0 ? s.bonus.id : null };
  });
}

/**
 * The stake's money: `cash -a, bonus -b, house +(a+b)` in one movement, and the bonus's balance down by b.
 * InsufficientFunds (a concurrent spend) propagates: the caller's transaction rolls back. Answers the
 * ledger transaction's id.
 */
export async function postBonusStake(
  tx: Tx,
  s: BonusStake,
  to: House,
  movement: Omit<LedgerTransactionInput, 'postings'>,
): Promise<number> {
  const { uid, currency } = s.bonus;
  await moveBonusBalance(tx, new Map([[s.bonus.id, s.bonus]]), s.bonus.id, -s.split.bonus);
  const posted = await postTransaction(tx, {
    ...movement,
    postings: merged([
      { account: { uid, kind: 'cash', currency }, amount: -s.split.cash },
      { account: { uid, kind: 'bonus', currency }, amount: -s.split.bonus },
      { account: { system: to, currency }, amount: s.split.cash + s.split.bonus },
    ]),
  });
  return posted.id;
}
