/**
 * SPEC §9 "Bet amounts by currency": the quick-amount chips, the stake a new slip starts with and the
 * smallest stake, in minor units. The table itself lives once, in core/bets/limits.ts (the server checks
 * stakes against the same rows); the slip reads it through here.
 */
import { stakeLimits } from '../bets/limits';

export interface BetAmounts {
  /** Quick-amount chips, minor units. */
  quick: readonly number[];
  /** The stake a slip starts with. */
  default: number;
  /** The smallest stake accepted. */
  min: number;
  /** Fallback bet limits until getBetLatestInfo answers: per single, and per combo / system line. */
  maxSingle: number;
  maxMulti: number;
}

export function betAmounts(currency: string): BetAmounts {
  const row = stakeLimits(currency);
  return {
    quick: row.quick,
    default: row.default,
    min: row.min,
    maxSingle: row.maxSingle,
    maxMulti: row.maxMulti,
  };
}

export type StakeProblem =
  /** Nothing typed, or not an amount. */
  | 'empty'
  /** Below the currency's minimum (SPEC §9). */
  | 'below-min'
  /** Above the bet limit (getBetLatestInfo maxSingleBet / maxBetMulti). */
  | 'above-max'
  /** More than the player has (cash, or the free bet's amount). */
  | 'above-balance';

export interface StakeLimits {
  min: number;
  /** Bet limit from getBetLatestInfo; undefined when not known yet. */
  max?: number;
  /** The player's available money; undefined for a visitor or before the balance arrives. */
  balance?: number;
}

/** The first problem with a stake (minor units), or null when it can be placed. */
export function stakeProblem(stake: number | null, limits: StakeLimits): StakeProblem | null {
  if (stake === null || !Number.isSafeInteger(stake) || stake <= 0) return 'empty';
  if (stake < limits.min) return 'below-min';
  if (limits.max !== undefined && limits.max > 0 && stake > limits.max) return 'above-max';
  if (limits.balance !== undefined && stake > limits.balance) return 'above-balance';
  return null;
}
