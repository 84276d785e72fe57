/**
 * The cash-out price of an unsettled bet, from current odds. Each line is valued leg by leg: a won leg is
 * worth its odds, a void leg 1, a half result its factor, an open leg the ratio of the odds taken to the
 * odds now (the market's view of how likely it still is, against what the player was paid for), and a lost
 * leg 0. The sum over lines times (1 - margin) is the offer, cut to the minor unit. No offer while an open
 * leg's market is suspended or its option locked (no current price), or when the bet is already lost.
 */
import { FACTOR_ONE, legFactor } from './settlement';
import { linesFor } from './returns';
import type { BetKind } from '../contract/schemas/bets';

/** The operator's cut of a cash-out, in basis points of the fair value. */
export const CASHOUT_MARGIN_BP = 500;
/** How far the price may fall between the offer and the acceptance, in basis points of the offer. */
export const CASHOUT_TOLERANCE_BP = 200;

export interface CashOutLeg {
  /** Odds the leg was taken at, thousandths. */
  oddsMilli: number;
  /** SPEC §4 result so far (0 open). */
  result: number;
  /** Current odds of an open leg, thousandths; null when it has no price now (suspended, locked, gone). */
  currentOddsMilli: number | null;
}

/** The offer in minor units, or null when none can be made. */
export function cashOutPrice(
  kind: BetKind,
  stakePerLine: number,
  legs: readonly CashOutLeg[],
  k?: number,
  marginBp = CASHOUT_MARGIN_BP,
): number | null {
  const open = legs.filter((l) => legFactor(l.result, l.oddsMilli) === null);
  // Fully settled bets are settled, not cashed out; an open leg needs a live price.
  if (open.length === 0 || open.some((l) => l.currentOddsMilli === null || l.currentOddsMilli <= 1000))
    return null;
  // Each line exactly: FACTOR_ONE per settled leg, the current odds per open leg in the denominator.
  let sum = 0;
  for (const line of linesFor(kind, legs.length, k)) {
    let num = BigInt(stakePerLine);
    let den = 1n;
    for (const i of line) {
      const leg = legs[i]!;
      const f = legFactor(leg.result, leg.oddsMilli);
      if (f !== null) {
        num *= BigInt(f);
        den *= BigInt(FACTOR_ONE);
      } else {
        num *= BigInt(leg.oddsMilli);
        den *= BigInt(leg.currentOddsMilli!);
      }
    }
    sum += Number((num * BigInt(10_000 - marginBp)) / (den * 10_000n));
  }
  return sum > 0 ? sum : null;
}

/**
 * Whether an offered price may still be taken given the price now, and what is paid: the lower of the two
 * (the player never gets more than offered, nor more than the bet is worth now).
 */
export function acceptCashOut(
  offered: number,
  now: number | null,
  toleranceBp = CASHOUT_TOLERANCE_BP,
): { ok: true; pay: number } | { ok: false } {
  if (now === null || offered <= 0) return { ok: false };
  // now >= offered x (1 - tolerance), in integers.
  if (now * 10_000 < offered * (10_000 - toleranceBp)) return { ok: false };
  return { ok: true, pay: Math.min(offered, now) };
}
