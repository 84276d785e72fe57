/**
 * Bonus money in stakes (issue #16: "Stakes use cash first, then bonus; winnings from bonus money stay bonus
 * until unlocked"). Pure rules the server's staking and paying paths are to share; the design of the server
 * side (where the split is stored, which paths read it) is server/promotions/README.md "Bonus money in stakes".
 *
 * Integer minor units only. The one division (a payout's share) rounds the CASH part down and leaves the
 * remainder (at most 1 minor unit) as bonus: as everywhere in core/promotions, the player never gets a
 * withdrawable fraction the rules don't give, and the remainder keeps the bonus's rules. A stake funded by
 * one side only pays back to that side only, exactly.
 */
import { BonusState } from './types';

/** A stake, payout or correction divided between the player's cash and bonus accounts (minor units). */
export interface FundSplit {
  cash: number;
  bonus: number;
}

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Which funds a stake takes: cash first, then bonus. `bonus` is what the player may stake of bonus money
 * (the unlocking bonus's current balance; locked bonuses wait their turn and are not staked). null when the
 * stake is not a positive integer or the two together do not cover it (the caller answers "insufficient
 * balance", nothing written).
 */
export function splitStake(stake: number, cash: number, bonus: number): FundSplit | null {
  if (!Number.isSafeInteger(stake) || stake <= 0 || !isAmount(cash) || !isAmount(bonus)) return null;
  const fromCash = Math.min(stake, cash);
  const fromBonus = stake - fromCash;
  if (fromBonus > bonus) return null;
  return { cash: fromCash, bonus: fromBonus };
}

/**
 * A payout (a win, a refund or void, a cash-out, a game round's win) divided as the stake was: the cash part
 * is `payout * stake.cash / stake.total` rounded down, the rest is bonus. BigInt for the product (a payout of
 * 10^10 times a stake of 10^7 is past 2^53). A refund (payout = stake) returns exactly the stake's split.
 */
export function splitPayout(payout: number, stake: FundSplit): FundSplit {
  if (!isAmount(payout)) throw new RangeError(`a payout is a non-negative integer, got ${payout}`);
  const total = stake.cash + stake.bonus;
  if (!isAmount(stake.cash) || !isAmount(stake.bonus) || total <= 0)
    throw new RangeError(`a stake split is two non-negative integers with a positive sum`);
  if (stake.bonus === 0) return { cash: payout, bonus: 0 };
  if (stake.cash === 0) return { cash: 0, bonus: payout };
  const cash = Number((BigInt(payout) * BigInt(stake.cash)) / BigInt(total));
  return { cash, bonus: payout - cash };
}

/**
 * A settlement corrected (server/bets/resettle.ts): what moves on each side, the new payout's split minus
 * the old one's. Both parts have the sign of the change or are 0, so a correction never moves money from
 * one side to the other.
 */
export function correctionSplit(oldPayout: number, newPayout: number, stake: FundSplit): FundSplit {
  const before = splitPayout(oldPayout, stake);
  const after = splitPayout(newPayout, stake);
  return { cash: after.cash - before.cash, bonus: after.bonus - before.bonus };
}

/**
 * Where a returned bonus part goes, by the state of the bonus that funded the stake NOW (it may have moved
 * since the stake):
 * - locked or unlocking: back to the player's bonus account, to that bonus's balance (winnings of bonus money
 *   stay bonus until unlocked; a bonus replaced while its bet was open is locked and keeps its money);
 * - unlocked: to cash (the bonus is cash now, so is what it earns);
 * - expired (also forfeited by a withdrawal): forfeited, to the operator's promotions account.
 * A negative correction takes from the same place (the bonus's balance, cash, or promotions).
 */
export type BonusPartTarget = 'bonus' | 'cash' | 'forfeit';

export function bonusPartTarget(state: number): BonusPartTarget {
  if (state === BonusState.Locked || state === BonusState.Unlocking) return 'bonus';
  if (state === BonusState.Unlocked) return 'cash';
  if (state === BonusState.Expired) return 'forfeit';
  throw new RangeError(`unknown bonus state ${state}`);
}

/**
 * A bonus's current balance after a movement of its money (a stake's bonus part is negative, a payout's is
 * positive, a booster's extra is positive). Never below 0: the ledger refuses a stake the bonus does not
 * cover before this is reached; a correction that takes back more than is there takes what is there, and the
 * rest is the order's shortfall (resettle.ts), as with cash.
 */
export function bonusBalanceAfter(balance: number, movement: number): { balance: number; shortfall: number } {
  if (!isAmount(balance) || !Number.isSafeInteger(movement))
    throw new RangeError(`bad bonus balance ${balance} or movement ${movement}`);
  const next = balance + movement;
  return next >= 0 ? { balance: next, shortfall: 0 } : { balance: 0, shortfall: -next };
}

/**
 * What counts toward wagering: the whole stake, cash and bonus parts alike (the contribution rules of
 * core/promotions/wagering.ts apply to it unchanged, and so does the maximum stake while a bonus is active).
 */
export const wageredStake = (stake: FundSplit): number => stake.cash + stake.bonus;
