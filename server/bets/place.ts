/**
 * Placing bets: everything is checked and the stake debited in ONE transaction with the order rows, so a
 * bet exists exactly when its stake was taken. Checks: market open (ss 1, match not over), option not
 * locked, odds unchanged or within the player's accept-odds setting (the bet takes the price now), stake
 * within the currency's min/max, return within MAX_RETURN, balance enough (the ledger refuses otherwise).
 * A cash placement reads what it checks in one statement (placement-read.ts) and writes the stake, orders and
 * legs in one more (ledger/stake-statement.ts): three round trips with the session check. A free-bet placement locks its free bet, so it runs a transaction.
 *
 * Idempotency: the orders are keyed (uid, key, seq). The same key again answers the orders it made; a
 * concurrent duplicate waits for the first one (on the player's balance row or the unique index), then
 * meets its key and finds its rows. A refused placement leaves nothing behind, so the key may be used again.
 * The key is looked up only when a placement does not go through (its insert met the key, or a check
 * refused it), so a new bet pays nothing for it. The ledger key includes the uid, so one player's key can
 * never match another player's stake movement.
 *
 * A bet with a leg on a live match is "confirming" (status 1) for LIVE_DELAY_MS of the injected clock, then
 * re-checked (settle.ts confirmDue): still open and priced within the setting -> success (4), else rejected
 * (2) and the stake refunded. A pre-match bet is accepted at once (status 4).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toMajor } from '../../core/money/parse';
import { MAX_RETURN, stakeLimits } from '../../core/bets/limits';
import { linesOf } from '../../core/bets/combinations';
import { combinedOddsMilli, payoutOf, potentialReturn } from '../../core/bets/returns';
import {
  BetOrderStatus,
  type AcceptOdds,
  type BetKind,
  type BetSelection,
} from '../../core/contract/schemas/bets';
import type { Db, DbOrTx, Tx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { rowsOf } from '../db/rows';
import { betOrders, freeBets, MatchStatus } from '../db/schema';
import { insertOrders, writtenRows, type NewOrder, type Written } from './insert-orders';
import { cashStatement } from './cash-statement';
import { InsufficientFunds, insufficientBalanceFailure } from '../ledger/errors';
import { postTransaction } from '../ledger/ledger';
import { bonusStake, postBonusStake, splitOrders, stakeableBonus } from './bonus-stakes';
import { refuseOver } from '../promotions/max-stake';
import { ApiFailure } from '../http/failure';
import { rgGate, type RgCheck } from '../rg/gate';
import { readForPlacement } from './placement-read';
import { betFailures } from './failures';
import { attachLegs, type StoredOrder } from './orders';
import { acceptsOdds, isBettable, loadSelections, selectionOf, toMilli, type SelectionState } from './quotes';

/** How long a live bet stays confirming before it is re-checked. */
export const LIVE_DELAY_MS = 3000;

export interface OrderRequest {
  kind: BetKind;
  systemK?: number;
  /** Ignored for a free bet (its amount is the stake). */
  stakePerLine: number;
  selections: readonly BetSelection[];
}

export interface PlacementRequest {
  uid: number;
  brandId: string;
  currency: string;
  key: string;
  acceptOdds: AcceptOdds;
  orders: readonly OrderRequest[];
  freeBetId?: number;
  /** The login session (the session-time limit counts from its start). */
  sessionId?: number;
}

export interface PlaceDeps {
  db: Db;
  now: () => number;
  liveDelayMs?: number;
}

/** The key's orders exist (a retry or a concurrent duplicate): answer them (builder-place.ts too). */
export class KeyTaken extends Error {}

/** What makes two placements "the same bet": kinds, sizes, stakes, selections and free bet, not the odds. */
export function requestHash(req: PlacementRequest): string {
  const canon = {
    f: req.freeBetId ?? null,
    o: req.orders.map((o) => [
      o.kind,
      o.systemK ?? 0,
      req.freeBetId ? 0 : o.stakePerLine,
      o.selections.map((s) => [s.matchId, s.marketId, s.ty]),
    ]),
  };
  return createHash('sha256').update(JSON.stringify(canon)).digest('base64url').slice(0, 32);
}

export const money = (minor: number, currency: string) => `${toMajor(minor)} ${currency}`;

/** Checks that need no database: shapes of combos and systems, duplicates, stake limits. */
function checkShape(req: PlacementRequest): void {
  const limits = stakeLimits(req.currency);
  const seen = new Set<string>();
  for (const o of req.orders) {
    const matches = new Set<number>();
    for (const s of o.selections) {
      const k = `${s.matchId}:${s.marketId}`;
      if (o.kind !== 'single_bet' && matches.has(s.matchId)) throw betFailures.sameMatch();
      if (seen.has(k)) throw betFailures.duplicate();
      seen.add(k);
      matches.add(s.matchId);
    }
    const n = o.selections.length;
    if (o.kind === 'single_bet' && n !== 1) throw betFailures.systemInvalid();
    if (o.kind === 'bet_multi' && n < 2) throw betFailures.systemInvalid();
    if (o.kind === 'system_bet' && (o.systemK === undefined || o.systemK < 2 || o.systemK >= n))
      throw betFailures.systemInvalid();
    if (req.freeBetId !== undefined) continue;
    const max = o.kind === 'single_bet' ? limits.maxSingle : limits.maxMulti;
    if (o.stakePerLine < limits.min) throw betFailures.stakeTooLow(money(limits.min, req.currency));
    if (o.stakePerLine > max) throw betFailures.stakeTooHigh(money(max, req.currency));
  }
}

export async function ordersByKey(db: DbOrTx, uid: number, key: string): Promise<StoredOrder[]> {
  const rows = await db
    .select()
    .from(betOrders)
    .where(and(eq(betOrders.uid, uid), eq(betOrders.key, key)))
    .orderBy(betOrders.seq);
  return attachLegs(db, rows);
}

export function sameRequest(existing: StoredOrder[], hash: string): StoredOrder[] {
  if (existing.some((o) => o.order.requestHash !== hash)) throw betFailures.keyConflict();
  return existing;
}

export async function placeBets(deps: PlaceDeps, req: PlacementRequest): Promise<StoredOrder[]> {
  const hash = requestHash(req);
  try {
    checkShape(req);
    if (req.freeBetId === undefined) return await placeWithCash(deps, req, hash);
    await rgGate(deps.db, gateCheck(deps, req, 0));
    return await deps.db.transaction((tx) => placeWithFreeBet(tx, deps, req, hash));
  } catch (err) {
    if (!(err instanceof KeyTaken) && !(err instanceof ApiFailure)) throw err;
    // A key placed before answers the orders it made: a retry whose answer was lost, a concurrent duplicate
    // that waited for the first one (KeyTaken), or a retry that could not be placed again now (market
    // closed since, balance spent). The key is looked up only when this placement did not go through, so
    // a new bet costs no statement for it.
    const existing = await ordersByKey(deps.db, req.uid, req.key);
    if (existing.length === 0) throw err;
    return sameRequest(existing, hash);
  }
}

type Planned = OrderRequest & { legs: SelectionState[] };

/** Every selection as it stands now: known, open, priced within the player's accept-odds setting. */
function planFrom(states: ReadonlyMap<string, SelectionState>, req: PlacementRequest): Planned[] {
  return req.orders.map((o) => ({
    ...o,
    legs: o.selections.map((sel) => {
      const s = selectionOf(states, sel);
      if (!s) throw betFailures.selectionUnknown();
      if (s.locked) throw betFailures.optionLocked();
      if (!isBettable(s)) throw betFailures.marketClosed();
      if (!acceptsOdds(req.acceptOdds, toMilli(sel.od), s.oddsMilli)) throw betFailures.oddsChanged();
      return s;
    }),
  }));
}

const marketIdsOf = (req: PlacementRequest) => req.orders.flatMap((o) => o.selections.map((s) => s.marketId));

async function planLegs(db: DbOrTx, req: PlacementRequest): Promise<Planned[]> {
  return planFrom(await loadSelections(db, marketIdsOf(req)), req);
}

/** The order rows to write: stakes (a free bet's amount split over the lines), returns, status. */
function orderRows(
  planned: readonly Planned[],
  deps: PlaceDeps,
  req: PlacementRequest,
  hash: string,
  free: FreeBet | undefined,
): NewOrder[] {
  const nowMs = deps.now();
  const live = planned.some((o) => o.legs.some((l) => l.ms === MatchStatus.Live));
  const status = live ? BetOrderStatus.Confirming : BetOrderStatus.Success;
  const values = planned.map((o, seq) => {
    const n = o.legs.length;
    const lines = linesOf(o.kind, n, o.systemK);
    const stakePerLine = free ? Math.floor(free.amount / lines) : o.stakePerLine;
    const stake = stakePerLine * lines;
    const odds = o.legs.map((l) => l.oddsMilli);
    const full = potentialReturn(o.kind, stakePerLine, odds, o.systemK);
    if (full > MAX_RETURN) throw betFailures.returnTooHigh();
    return {
      uid: req.uid,
      brandId: req.brandId,
      key: req.key,
      seq,
      requestHash: hash,
      kind: o.kind,
      systemK: o.kind === 'system_bet' ? o.systemK! : null,
      lines,
      currency: req.currency,
      stakePerLine,
      stake,
      freeBetId: free?.id ?? null,
      potentialReturn: payoutOf(full, stake, free !== undefined),
      acceptOdds: req.acceptOdds,
      status,
      confirmAt: live ? new Date(nowMs + (deps.liveDelayMs ?? LIVE_DELAY_MS)) : null,
      createdAt: new Date(nowMs),
    };
  });
  if (values.some((v) => v.stake <= 0)) throw betFailures.freeBetUnavailable();
  return values;
}

export const gateCheck = (deps: PlaceDeps, req: PlacementRequest, amount: number): RgCheck => ({
  uid: req.uid,
  brandId: req.brandId,
  action: 'bet',
  amount,
  currency: req.currency,
  now: deps.now(),
  sessionId: req.sessionId,
});

export const stakeKey = (req: PlacementRequest) => `bet:stake:${req.uid}:${req.key}`;

/**
 * A cash placement: the selections are read, then the stake, the orders and their legs are written in one
 * statement (ledger/stake-statement.ts), which is its own transaction: a bet is three round trips to the
 * database with the session check, not seven. The selections are read as a transaction would read them
 * (read committed, no lock): a market suspended after the read is caught by the live confirmation, as it
 * was inside a transaction.
 */
async function placeWithCash(deps: PlaceDeps, req: PlacementRequest, hash: string): Promise<StoredOrder[]> {
  // One read (placement-read.ts): the selections, the responsible-gaming settings and the active bonus's
  // rules. The full responsible-gaming gate (server/rg/gate.ts) runs only for a player who set something.
  const read = await readForPlacement(deps.db, req.uid, req.currency, marketIdsOf(req));
  const stakes = req.orders.map((o) => o.stakePerLine * linesOf(o.kind, o.selections.length, o.systemK));
  // The player's own rules first (an excluded player hears that, whatever the market does), then the bonus's.
  const total = stakes.reduce((sum, s) => sum + s, 0);
  if (read.gate) await rgGate(deps.db, gateCheck(deps, req, total));
  refuseOver(read.maxStake, req.currency, stakes);
  const planned = planFrom(read.states, req);
  const values = orderRows(planned, deps, req, hash, undefined);
  const legs = planned.map((o) => o.legs);
  const movement = {
    key: stakeKey(req),
    kind: 'bet_stake',
    uid: req.uid,
    from: 'cash' as const,
    to: 'house_sports' as const,
    currency: req.currency,
    amount: values.reduce((sum, v) => sum + v.stake, 0),
  };
  let written: Written[];
  try {
    written = rowsOf<Written>(await cashStatement(deps.db, values, legs, movement));
  } catch (err) {
    // The key's orders (or its stake) exist: placed before, or by a concurrent duplicate that committed
    // first. Nothing of this statement stays.
    if (isUniqueViolation(err)) throw new KeyTaken();
    throw err;
  }
  // No rows: the cash debit was refused, so nothing was written. Bonus money may cover the rest.
  if (written.length === 0) return placeWithBonus(deps, req, values, legs, movement.amount);
  return writtenRows(written, values, legs);
}

/**
 * Cash does not cover the stake (issue #16: cash first, then bonus): in a transaction, the unlocking bonus is
 * locked (before any ledger account), the stake split, the orders written with their split and the stake
 * posted `cash -a, bonus -b, house +(a+b)` (bonus-stakes.ts). Only placements cash refused come here, so the
 * one-statement cash path keeps its cost; a player with no bonus money pays one indexed read to be refused.
 */
async function placeWithBonus(
  deps: PlaceDeps,
  req: PlacementRequest,
  values: NewOrder[],
  legs: SelectionState[][],
  total: number,
): Promise<StoredOrder[]> {
  const now = deps.now();
  if (!(await stakeableBonus(deps.db, req.uid, req.currency, now))) throw insufficientBalanceFailure();
  try {
    return await deps.db.transaction(async (tx) => {
      const stake = await bonusStake(tx, req.uid, req.currency, total, now);
      const inserted = await insertOrders(tx, splitOrders(values, stake), legs);
      if (inserted.length !== values.length) throw new KeyTaken();
      await postBonusStake(tx, stake, 'house_sports', {
        key: stakeKey(req),
        kind: 'bet_stake',
        ref: inserted.map((o) => o.order.id).join(','),
      });
      return inserted;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
}

type FreeBet = typeof freeBets.$inferSelect;

/**
 * A free-bet placement, in a transaction: the free bet is locked and checked against the selections, the
 * orders written, the free bet marked used and its amount moved from the freebet account.
 */
async function placeWithFreeBet(
  tx: Tx,
  deps: PlaceDeps,
  req: PlacementRequest,
  hash: string,
): Promise<StoredOrder[]> {
  const planned = await planLegs(tx, req);
  const [free] = await tx
    .select()
    .from(freeBets)
    .where(and(eq(freeBets.id, req.freeBetId!), eq(freeBets.uid, req.uid)))
    .for('update');
  const odds = combinedOddsMilli(planned[0]?.legs.map((l) => l.oddsMilli) ?? []);
  if (
    !free ||
    planned.length !== 1 ||
    free.status !== 'available' ||
    free.expiresAt.getTime() <= deps.now() ||
    free.currency !== req.currency ||
    odds < free.minOddsMilli
  )
    throw betFailures.freeBetUnavailable();
  const values = orderRows(planned, deps, req, hash, free);

  const inserted = await insertOrders(
    tx,
    values,
    planned.map((o) => o.legs),
  );
  if (inserted.length !== values.length) throw new KeyTaken();
  await tx
    .update(freeBets)
    .set({ status: 'used', orderId: inserted[0]!.order.id })
    .where(eq(freeBets.id, free.id));
  // The ledger last: its operator row stays locked until the commit, so hold it for as little as possible.
  const total = values.reduce((sum, v) => sum + v.stake, 0);
  try {
    await postTransaction(tx, {
      key: stakeKey(req),
      kind: 'bet_stake',
      ref: inserted.map((o) => o.order.id).join(','),
      postings: [
        { account: { uid: req.uid, kind: 'freebet', currency: req.currency }, amount: -total },
        { account: { system: 'house_sports', currency: req.currency }, amount: total },
      ],
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
  return inserted;
}
