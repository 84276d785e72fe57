/**
 * Placing a bet builder: ONE order of kind `bet_builder` with a leg per pick, through the same pieces as
 * every placement (place.ts): the responsible-gaming gate, stake limits (a builder is a multiple: maxMulti),
 * the maximum return, the idempotency key (same key again answers the same order; another bet under it is a
 * key conflict), the order and leg rows (insert-orders.ts) and the stake through the ledger, all in one
 * transaction with the builder's joint price (bet_builder_prices). The price is re-quoted from the model
 * now and must pass the player's accept-odds setting against the price they saw, like any bet. A pick on a
 * live match makes the order "confirming" like any live bet (settle.ts confirmDue re-checks its legs).
 */
import { MAX_RETURN, stakeLimits } from '../../core/bets/limits';
import type { AcceptOdds, SelectionRef } from '../../core/contract/schemas/bets';
import { BetOrderStatus } from '../../core/contract/schemas/bets';
import { DmError } from '../../core/contract/errors';
import { betBuilderPrices, MatchStatus } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { InsufficientFunds, insufficientBalanceFailure } from '../ledger/errors';
import { playerBalance, postTransaction } from '../ledger/ledger';
import { bonusStake, postBonusStake, splitOrders } from './bonus-stakes';
import { rgGate } from '../rg/gate';
import { BUILDER_REASONS, quoteBuilder } from './builder-quote';
import { betFailures } from './failures';
import { insertOrders, type NewOrder } from './insert-orders';
import type { StoredOrder } from './orders';
import {
  gateCheck,
  KeyTaken,
  LIVE_DELAY_MS,
  money,
  ordersByKey,
  requestHash,
  sameRequest,
  stakeKey,
  type PlaceDeps,
  type PlacementRequest,
} from './place';
import { acceptsOdds, toMilli } from './quotes';

export interface BuilderPlacement {
  uid: number;
  brandId: string;
  currency: string;
  key: string;
  acceptOdds: AcceptOdds;
  matchId: number;
  legs: readonly SelectionRef[];
  /** Decimal odds the player saw. */
  od: number;
  stake: number;
  sessionId?: number;
}

export const builderFailures = {
  refused: (msg: string) => new ApiFailure(400, DmError.BuilderRefused, msg),
  priceChanged: () =>
    new ApiFailure(
      400,
      DmError.BuilderPriceChanged,
      'The bet builder price has changed. Check the new price and place the bet again.',
    ),
};

/** As place.ts hashes a placement: kind, stake and picks, not the price. */
const asPlacement = (req: BuilderPlacement): PlacementRequest => ({
  uid: req.uid,
  brandId: req.brandId,
  currency: req.currency,
  key: req.key,
  acceptOdds: req.acceptOdds,
  sessionId: req.sessionId,
  orders: [
    {
      kind: 'bet_builder',
      stakePerLine: req.stake,
      selections: req.legs.map((l) => ({ ...l, od: req.od })),
    },
  ],
});

export async function placeBuilder(
  deps: PlaceDeps & { seed: number },
  req: BuilderPlacement,
): Promise<StoredOrder[]> {
  const placement = asPlacement(req);
  const hash = requestHash(placement);
  try {
    const limits = stakeLimits(req.currency);
    if (req.stake < limits.min) throw betFailures.stakeTooLow(money(limits.min, req.currency));
    if (req.stake > limits.maxMulti) throw betFailures.stakeTooHigh(money(limits.maxMulti, req.currency));
    await rgGate(deps.db, gateCheck(deps, placement, req.stake));
    return await deps.db.transaction(async (tx) => {
      const nowMs = deps.now();
      const q = await quoteBuilder(tx, deps.seed, nowMs, req.matchId, req.legs);
      if (!q.ok) throw builderFailures.refused(BUILDER_REASONS[q.reason]);
      if (!acceptsOdds(req.acceptOdds, toMilli(req.od), q.oddsMilli)) throw builderFailures.priceChanged();
      const potential = Number((BigInt(req.stake) * BigInt(q.oddsMilli)) / 1000n);
      if (potential > MAX_RETURN) throw betFailures.returnTooHigh();
      const live = q.legs.some((l) => l.ms === MatchStatus.Live);
      const order: NewOrder = {
        uid: req.uid,
        brandId: req.brandId,
        key: req.key,
        seq: 0,
        requestHash: hash,
        kind: 'bet_builder',
        systemK: null,
        lines: 1,
        currency: req.currency,
        stakePerLine: req.stake,
        stake: req.stake,
        freeBetId: null,
        potentialReturn: potential,
        acceptOdds: req.acceptOdds,
        status: live ? BetOrderStatus.Confirming : BetOrderStatus.Success,
        confirmAt: live ? new Date(nowMs + (deps.liveDelayMs ?? LIVE_DELAY_MS)) : null,
        createdAt: new Date(nowMs),
      };
      // Cash first, then bonus (issue #16): when cash does not cover the stake, the unlocking bonus is locked
      // before any ledger account and the stake split (bonus-stakes.ts).
      const cashHeld = (await playerBalance(tx, req.uid, req.currency)).cash;
      const withBonus =
        cashHeld < req.stake ? await bonusStake(tx, req.uid, req.currency, req.stake, nowMs) : null;
      const inserted = await insertOrders(tx, withBonus ? splitOrders([order], withBonus) : [order], [
        q.legs,
      ]);
      if (inserted.length !== 1) throw new KeyTaken();
      const id = inserted[0]!.order.id;
      await tx
        .insert(betBuilderPrices)
        .values({ orderId: id, oddsMilli: q.oddsMilli, probability: q.probability });
      try {
        if (withBonus)
          await postBonusStake(tx, withBonus, 'house_sports', {
            key: stakeKey(placement),
            kind: 'bet_stake',
            ref: String(id),
          });
        else
          await postTransaction(tx, {
            key: stakeKey(placement),
            kind: 'bet_stake',
            ref: String(id),
            postings: [
              { account: { uid: req.uid, kind: 'cash', currency: req.currency }, amount: -req.stake },
              { account: { system: 'house_sports', currency: req.currency }, amount: req.stake },
            ],
          });
      } catch (err) {
        if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
        throw err;
      }
      return inserted.map((o) => ({ ...o, builderOddsMilli: q.oddsMilli }));
    });
  } catch (err) {
    if (!(err instanceof KeyTaken) && !(err instanceof ApiFailure)) throw err;
    // As place.ts: a key placed before answers its order (a retry whose answer was lost, a duplicate).
    const existing = await ordersByKey(deps.db, req.uid, req.key);
    if (existing.length === 0) throw err;
    return sameRequest(existing, hash);
  }
}
