/**
 * Potential returns shown live on the slip: single, combo (bet_multi) and system ("k of n") bets, in integer
 * minor units. Odds become integer thousandths (the server's unit) and products are taken in BigInt, so ten
 * legs of long odds never overflow or round. Returns are cut down to the minor unit, never rounded up: the
 * slip must not promise a cent more than settlement pays.
 */
import { hasSameMatchLegs } from './slip';
import type { BetKind, SlipItem } from './types';

/** Decimal odds (wire) to integer thousandths: 1.85 -> 1850. */
export const toThousandths = (od: number): number => Math.round(od * 1000);

/** Integer thousandths back to decimal odds for display: 1850 -> 1.85. */
export const fromThousandths = (odds: number): number => odds / 1000;

/** stake x odds1 x odds2 ... with odds in thousandths, cut to a whole minor unit. */
export function comboReturn(stake: number, odds: readonly number[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return Number(num / den);
}

/** Combined odds of a combo, in thousandths, cut (1.5 x 1.333 = 1.9995 -> 1999). */
export function comboOdds(odds: readonly number[]): number {
  return comboReturn(1000, odds);
}

/** n choose k. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Every k-sized subset of `items`, in order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) walk(0);
  return out;
}

/** A system bet: every k-leg combo of the n selections, each with the same stake. */
export interface SystemType {
  /** Legs per combo. */
  k: number;
  /** Selections. */
  n: number;
  /** How many combos (bets) it makes: n choose k. */
  combos: number;
}

/**
 * Which system bets the selections allow: with n >= 3 selections of n different matches, every "k of n" for
 * 2 <= k < n (n of n is the combo itself). None when two selections share a match.
 */
export function systemTypes(items: readonly Pick<SlipItem, 'matchId'>[]): SystemType[] {
  const n = items.length;
  if (n < 3 || hasSameMatchLegs(items)) return [];
  const out: SystemType[] = [];
  for (let k = 2; k < n; k++) out.push({ k, n, combos: choose(n, k) });
  return out;
}

/** Total return of a system bet if every leg wins: the sum of each k-combo's return. */
export function systemReturn(stakePerCombo: number, odds: readonly number[], k: number): number {
  let total = 0;
  for (const combo of subsets(odds, k)) total += comboReturn(stakePerCombo, combo);
  return total;
}

/** Why a kind of bet cannot be made from these selections, or null when it can. */
export type KindProblem = 'too-few' | 'same-match';

export function kindProblem(kind: BetKind, items: readonly Pick<SlipItem, 'matchId'>[]): KindProblem | null {
  if (kind === 'single_bet') return items.length >= 1 ? null : 'too-few';
  const need = kind === 'bet_multi' ? 2 : 3;
  if (items.length < need) return 'too-few';
  return hasSameMatchLegs(items) ? 'same-match' : null;
}
