import type { DecimalOdds } from '../money/types';

/**
 * Odds display (SPEC §9 "American odds"). The odds are read in integer thousandths first: 1.91 is
 * 1.9099999999999999 as a double, and 100 * (2.1 - 1) is 110.00000000000001, so a float formula would put
 * Math.ceil one off. Odds with more than three decimals are rounded to three before converting.
 */

export type OddsFormat = 'decimal' | 'american';

/** Locked markets travel as negative odds (SPEC §3); zero or non-numbers are not odds either. */
const isPriced = (odds: number): boolean => Number.isFinite(odds) && odds > 0;

/**
 * Below 2: 100 / (1 - odds) (negative, e.g. 1.5 -> -200); from 2 up: 100 * (odds - 1) (e.g. 2.5 -> 150);
 * rounded up as the spec says (Math.ceil, so 1.91 -> -109.89... -> -109). Null for odds of 1 or less, which
 * have no American form.
 */
export function toAmerican(odds: DecimalOdds | number): number | null {
  if (!isPriced(odds)) return null;
  const t = Math.round(odds * 1000);
  if (t <= 1000) return null;
  if (t >= 2000) {
    // 100 * (t/1000 - 1) = (t - 1000) / 10; ceil of a positive quotient of integers.
    const n = t - 1000;
    return (n - (n % 10)) / 10 + (n % 10 === 0 ? 0 : 1);
  }
  // 100 / (1 - t/1000) = -100000 / (t - 1000); ceil of a negative quotient is minus the floor of its size.
  const d = t - 1000;
  return -((100_000 - (100_000 % d)) / d);
}

/**
 * The odds as shown on a button: 'decimal' with two decimals ("1.85"; further digits are cut, never rounded
 * up, so the price shown is never above the one paid), 'american' with a sign ("+150", "-200").
 * Null for locked (negative) or missing odds: the button shows a lock, not a number.
 */
export function formatOdds(odds: DecimalOdds | number, format: OddsFormat): string | null {
  if (!isPriced(odds)) return null;
  if (format === 'american') {
    const a = toAmerican(odds);
    if (a === null) return null;
    return a > 0 ? `+${a}` : String(a);
  }
  const hundredths = Math.floor(Math.round(odds * 1000) / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
