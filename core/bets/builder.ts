/**
 * Bet builder (issue #23): several selections of ONE match in one bet, priced from the model's joint
 * distribution, not from the product of the legs' prices. The legs of one match are correlated ("home win"
 * and "over 2.5" go together, "home win" and "away clean sheet" even more), so the product of margins is
 * wrong both ways. The price is the probability that every leg wins over the match's table of possible
 * final scores (core/sport/scenarios.ts: one cell per way the match can end, period by period), each leg
 * settled on each cell by the very rule that settles the bet (core/bets/settlement.ts settleLeg), so the
 * quote and the settlement cannot disagree. One margin is applied to the joint probability (a 3-leg
 * product of priced legs would carry about 1.05^3), and the odds are rounded as the rest of the book
 * (core/sport/pricing.ts oddsMilliFor: two decimals, in thousandths).
 *
 * Refused, with a reason the client shows:
 *  - fewer than BUILDER_MIN_LEGS or more than BUILDER_MAX_LEGS legs;
 *  - a sport priced without a score table (basketball's points use a normal law: no joint table);
 *  - a market that can return the stake (Asian handicaps, draw no bet, a set that may not be played): a
 *    push inside a joint bet has no clean meaning, so only win-or-lose markets are combinable;
 *  - two selections of the same market;
 *  - contradictory legs (no way the match can end with all of them winning);
 *  - a redundant leg (implied by the others: it would change nothing but the look of the bet);
 *  - a combined price below BUILDER_MIN_ODDS_MILLI or above the book's MAX_ODDS_MILLI.
 *
 * Settlement rule (server/bets/settle.ts): every leg must win; any lost leg loses the bet; a void leg
 * (match abandoned, market cancelled) voids the whole builder bet and returns the stake, because the joint
 * price of the remaining legs is not the price the player took (bet365's rule as well).
 */
import { SettleResult } from '../contract/schemas/bets';
import { settleLeg } from './settlement';
import { MAX_ODDS_MILLI } from '../sport/pricing';
import { PROFILED_SPORTS, sportProfile } from '../sport/profiles';
import type { Cell } from '../sport/scenarios';

export const BUILDER_MIN_LEGS = 2;
export const BUILDER_MAX_LEGS = 6;
/** Below 1.10 a same-match combination is near-certain: not offered. */
export const BUILDER_MIN_ODDS_MILLI = 1100;
/** One margin on the joint probability; higher than a single market's 1.05, as operators price builders. */
export const BUILDER_MARGIN = 1.08;
/** Below this joint probability the legs cannot all win (the score table drops cells under 1e-8). */
const IMPOSSIBLE = 1e-7;
/** Relative tolerance for "this leg changes nothing". */
const SAME = 1e-9;

export interface BuilderLeg {
  marketType: number;
  line: string | null;
  /** Outcome type of the selection. */
  ty: number;
}

export type BuilderRefusal =
  | 'too_few'
  | 'too_many'
  | 'sport'
  | 'market'
  | 'same_market'
  | 'contradictory'
  | 'redundant'
  | 'odds_low'
  | 'odds_high';

export type BuilderQuote =
  | {
      ok: true;
      /** Fair joint probability of every leg winning. */
      probability: number;
      /** Combined decimal odds x 1000 after the margin, two decimals. */
      oddsMilli: number;
      /** Fair probability of each leg alone (for display and tests: their product is NOT the price). */
      legProbabilities: number[];
    }
  | {
      ok: false;
      reason: BuilderRefusal;
      /** The leg the refusal is about, when it is one leg's. */ leg?: number;
    };

const marketKey = (l: BuilderLeg) => `${l.marketType}|${l.line ?? ''}`;

/**
 * Each cell's legs-won bit mask, or the index of a leg that does not settle win-or-lose on some cell (a
 * push, a half or a void: not combinable).
 */
function winMasks(
  cells: readonly Cell[],
  legs: readonly BuilderLeg[],
): { masks: number[] } | { bad: number } {
  const masks: number[] = [];
  for (const c of cells) {
    let mask = 0;
    for (let i = 0; i < legs.length; i++) {
      const l = legs[i]!;
      const r = settleLeg({
        marketType: l.marketType,
        line: l.line,
        ty: l.ty,
        home: c.home,
        away: c.away,
        periods: c.periods,
      });
      if (r === SettleResult.Win) mask |= 1 << i;
      else if (r !== SettleResult.Lose) return { bad: i };
    }
    masks.push(mask);
  }
  return { masks };
}

/** Decimal odds x 1000 of a joint probability after one margin, two decimals, unclamped. */
export const builderOddsMilli = (probability: number, margin = BUILDER_MARGIN): number =>
  Math.round(100 / (Math.max(probability, 1e-12) * margin)) * 10;

/**
 * The builder price of `legs` over a match's score table (`cells`: scoreTable of core/sport/depth.ts for
 * the match's current state); `cells` null when the sport has no table.
 */
export function priceBuilder(
  cells: readonly Cell[] | null,
  legs: readonly BuilderLeg[],
  margin = BUILDER_MARGIN,
): BuilderQuote {
  if (legs.length < BUILDER_MIN_LEGS) return { ok: false, reason: 'too_few' };
  if (legs.length > BUILDER_MAX_LEGS) return { ok: false, reason: 'too_many' };
  if (cells === null || cells.length === 0) return { ok: false, reason: 'sport' };
  const seen = new Set<string>();
  for (let i = 0; i < legs.length; i++) {
    const key = marketKey(legs[i]!);
    if (seen.has(key)) return { ok: false, reason: 'same_market', leg: i };
    seen.add(key);
  }
  const table = winMasks(cells, legs);
  if ('bad' in table) return { ok: false, reason: 'market', leg: table.bad };
  const n = legs.length;
  const all = (1 << n) - 1;
  let mass = 0;
  let joint = 0;
  const single = legs.map(() => 0);
  // P(every leg but i): a leg is redundant when leaving it out changes nothing.
  const allBut = legs.map(() => 0);
  cells.forEach((c, ci) => {
    const m = table.masks[ci]!;
    mass += c.p;
    if (m === all) joint += c.p;
    for (let i = 0; i < n; i++) {
      if (m & (1 << i)) single[i]! += c.p;
      if ((m | (1 << i)) === all) allBut[i]! += c.p;
    }
  });
  const probability = joint / mass;
  if (probability < IMPOSSIBLE) return { ok: false, reason: 'contradictory' };
  for (let i = 0; i < n; i++)
    if (Math.abs(allBut[i]! - joint) <= SAME * mass) return { ok: false, reason: 'redundant', leg: i };
  const oddsMilli = builderOddsMilli(probability, margin);
  if (oddsMilli < BUILDER_MIN_ODDS_MILLI) return { ok: false, reason: 'odds_low' };
  if (oddsMilli > MAX_ODDS_MILLI) return { ok: false, reason: 'odds_high' };
  return { ok: true, probability, oddsMilli, legProbabilities: single.map((p) => p / mass) };
}

/**
 * Fair probability now that every still-open leg wins (legs already settled Win count as won, a lost leg
 * makes it 0): what a builder bet is worth at cash-out time. Null when a leg is void or unsettleable.
 */
export function builderWinProbability(
  cells: readonly Cell[] | null,
  legs: readonly BuilderLeg[],
): number | null {
  if (cells === null || cells.length === 0) return null;
  const table = winMasks(cells, legs);
  if ('bad' in table) return null;
  const all = (1 << legs.length) - 1;
  let mass = 0;
  let joint = 0;
  cells.forEach((c, ci) => {
    mass += c.p;
    if (table.masks[ci] === all) joint += c.p;
  });
  return mass > 0 ? joint / mass : null;
}

/**
 * The settled return of a builder bet from its legs' results: every leg won pays stake x odds (cut to the
 * minor unit); any lost leg 0; otherwise a void leg returns the stake. Null while a leg is open.
 */
export function builderReturn(stake: number, oddsMilli: number, results: readonly number[]): number | null {
  if (results.some((r) => r === SettleResult.Lose)) return 0;
  if (results.some((r) => r === 0)) return null;
  if (results.every((r) => r === SettleResult.Win))
    return Number((BigInt(stake) * BigInt(oddsMilli)) / 1000n);
  return stake;
}

/**
 * The cash-out offer of an open builder bet (minor units): what it pays if every leg wins, times the
 * model's probability of that now (builderWinProbability), less the operator's cut (basis points, as
 * core/bets/cashout.ts). Null when no offer can be made (no probability, or nothing left to win).
 */
export function builderCashOut(
  stake: number,
  oddsMilli: number,
  probabilityNow: number | null,
  marginBp: number,
): number | null {
  if (probabilityNow === null || !(probabilityNow > 0)) return null;
  const full = Number((BigInt(stake) * BigInt(oddsMilli)) / 1000n);
  // The probability is the model's (a float); the amount is cut down to the minor unit once.
  const offer = Math.floor((full * Math.min(1, probabilityNow) * (10_000 - marginBp)) / 10_000);
  return offer > 0 ? offer : null;
}

/** The settle result of a whole builder bet once its return is known: win, lose, or void (stake back). */
export function builderResult(results: readonly number[]): (typeof SettleResult)[keyof typeof SettleResult] {
  if (results.some((r) => r === SettleResult.Lose)) return SettleResult.Lose;
  if (results.every((r) => r === SettleResult.Win)) return SettleResult.Win;
  return SettleResult.Cancel;
}

/**
 * Markets a builder offers (the client lists only these): win-or-lose markets of a table sport. Winner
 * (k 1/4/5), totals (7), and the deeper soccer and set markets that never push; not draw no bet, Asian
 * handicaps, quarter lines or a set that may not be played (priceBuilder refuses those anyway).
 */
const BUILDER_KINDS: ReadonlySet<number> = new Set([
  1, 4, 5, 7, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 60, 63,
]);
export function isBuilderMarket(marketType: number): boolean {
  const sportId = Math.floor(marketType / 1000);
  if (!PROFILED_SPORTS.includes(sportId) || sportProfile(sportId).kind === 'points') return false;
  return BUILDER_KINDS.has(marketType % 1000);
}
