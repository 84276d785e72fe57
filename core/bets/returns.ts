/**
 * What a bet returns, in integer minor units: potential (every leg wins) and settled (each leg's result).
 * Odds are integer thousandths; products are taken in BigInt and each line is cut down to the minor unit
 * (never rounded up), the same rule as the slip's display (core/betslip/returns.ts). A combo line is
 * settled leg by leg: a void leg counts as odds 1, a half result as half the stake on each side.
 */
import { SettleResult, type BetKind, type SettleResultCode } from '../contract/schemas/bets';
import { combinations } from './combinations';
import { FACTOR_ONE, legFactor } from './settlement';

/** stake x odds1 x odds2 ..., odds in thousandths, cut to the minor unit. */
export function lineReturn(stake: number, oddsMilli: readonly number[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const o of oddsMilli) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return Number(num / den);
}

/** Combined odds of legs in thousandths, cut (1.5 x 1.333 -> 1999). */
export const combinedOddsMilli = (oddsMilli: readonly number[]): number => lineReturn(1000, oddsMilli);

/** The legs of each line: one line of all legs for single/combo, every k-subset for a system bet. */
export function linesFor(kind: BetKind, n: number, k?: number): number[][] {
  if (kind !== 'system_bet') return [Array.from({ length: n }, (_, i) => i)];
  return combinations(n, k ?? 0);
}

/** Return if every leg wins, stake per line. */
export function potentialReturn(
  kind: BetKind,
  stakePerLine: number,
  oddsMilli: readonly number[],
  k?: number,
): number {
  let total = 0;
  for (const line of linesFor(kind, oddsMilli.length, k))
    total += lineReturn(
      stakePerLine,
      line.map((i) => oddsMilli[i]!),
    );
  return total;
}

export interface SettledLeg {
  oddsMilli: number;
  result: number;
}

/** One line's return from its legs' results; null while a leg is unsettled. */
export function settledLineReturn(stake: number, legs: readonly SettledLeg[]): number | null {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.result, leg.oddsMilli);
    if (f === null) return null;
    num *= BigInt(f);
    den *= BigInt(FACTOR_ONE);
  }
  return Number(num / den);
}

/** The whole bet's return once every leg is settled; null while one is not. */
export function settledReturn(
  kind: BetKind,
  stakePerLine: number,
  legs: readonly SettledLeg[],
  k?: number,
): number | null {
  if (legs.some((l) => legFactor(l.result, l.oddsMilli) === null)) return null;
  let total = 0;
  for (const line of linesFor(kind, legs.length, k))
    total += settledLineReturn(
      stakePerLine,
      line.map((i) => legs[i]!),
    )!;
  return total;
}

/**
 * A combo already lost: some leg lost (every line containing it returns 0). For a system bet, lost when
 * more than n-k legs lost (no line can come home).
 */
export function isLost(kind: BetKind, results: readonly number[], k?: number): boolean {
  const lost = results.filter((r) => r === SettleResult.Lose).length;
  if (kind === 'system_bet') return lost > results.length - (k ?? results.length);
  return lost > 0;
}

/**
 * The settle result of the whole bet (SPEC §4). A single takes its leg's result. A combo or system bet:
 * cancel when every leg is void, else by what it pays against the stake: more is win, the same is equal,
 * nothing is lose, less than the stake but something is lose-half, more than the stake because of a
 * half-won leg in a single-line combo is still win.
 */
export function betResult(
  kind: BetKind,
  legResults: readonly number[],
  stake: number,
  payout: number,
): SettleResultCode {
  if (kind === 'single_bet' && legResults.length === 1) return legResults[0] as SettleResultCode;
  if (legResults.every((r) => r === SettleResult.Cancel)) return SettleResult.Cancel;
  if (payout > stake) return SettleResult.Win;
  if (payout === stake) return SettleResult.Equal;
  if (payout === 0) return SettleResult.Lose;
  return SettleResult.LoseHalf;
}

/**
 * What the player is credited: the return, minus the stake for a free bet (its stake was never the
 * player's money), never below zero.
 */
export const payoutOf = (returned: number, stake: number, freeBet: boolean): number =>
  freeBet ? Math.max(0, returned - stake) : returned;
