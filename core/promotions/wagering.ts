/**
 * Bonus math (issue #16): how much a deposit earns, how much must be wagered, how much a stake counts.
 * Integer minor units only; every division rounds down (the player never gets a fraction the rules don't give).
 */
import type { CampaignRules, WagerProduct } from './types';

/** A deposit match: percent of the deposit, at most the cap; 0 below the minimum deposit. */
export function depositBonus(
  rules: Pick<CampaignRules, 'percent' | 'cap' | 'minDeposit'>,
  deposit: number,
): number {
  if (!Number.isSafeInteger(deposit) || deposit <= 0 || deposit < rules.minDeposit) return 0;
  const matched = Math.floor((deposit * rules.percent) / 100);
  return rules.cap > 0 ? Math.min(matched, rules.cap) : matched;
}

/** What must be wagered before the bonus moves to cash. */
export function wageringRequired(
  rules: Pick<CampaignRules, 'wagerMultiple' | 'wagerBase'>,
  bonus: number,
  deposit: number,
): number {
  const base = rules.wagerBase === 'bonus_deposit' ? bonus + deposit : bonus;
  return Math.max(0, Math.floor(base * rules.wagerMultiple));
}

export interface Stake {
  product: WagerProduct;
  /** Minor units. */
  stake: number;
  /** Sports only: the bet's total decimal odds x1000 (a combo's product). */
  oddsMilli?: number;
}

/**
 * How much of a stake counts toward wagering: nothing above the maximum stake, nothing for a sports bet
 * below the minimum odds, else the product's percent of the stake (rounded down).
 */
export function contributionOf(
  rules: Pick<CampaignRules, 'minOddsMilli' | 'maxStake' | 'contribution'>,
  s: Stake,
): number {
  if (!Number.isSafeInteger(s.stake) || s.stake <= 0) return 0;
  if (rules.maxStake > 0 && s.stake > rules.maxStake) return 0;
  if (s.product === 'sports' && (s.oddsMilli ?? 0) < rules.minOddsMilli) return 0;
  const percent = rules.contribution[s.product] ?? 0;
  return Math.floor((s.stake * Math.max(0, Math.min(100, percent))) / 100);
}

/** Progress in whole percent (0-100), for the progress bar. */
export function progressPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, wagered) * 100) / required));
}

/** The in-house game ids (core/games) by wagering product: the slot counts fully, table games less. */
export function productOfGame(game: string): WagerProduct {
  return game === 'slot' ? 'slots' : 'table';
}

/** A combo's total odds (x1000) from its legs' odds, rounded down. */
export function totalOddsMilli(legs: readonly number[]): number {
  let total = 1000;
  for (const o of legs) total = Math.floor((total * o) / 1000);
  return total;
}
