/**
 * The pricing model: fair probabilities from team ratings and, in play, the score and the regulation time
 * left; then a bookmaker margin. Soccer-like sports: independent Poisson goals per side. Basketball: a
 * normal approximation of the points still to come. Set sports: each set won with a fixed probability.
 * Odds are integer thousandths rounded to two decimals (1.87 -> 1870), as everywhere on the server.
 */
import { logistic, normalCdf, poissonPmfs } from './distributions';
import type { SportProfile } from './profiles';

/** Implied probabilities of a market sum to 1 + margin. */
export const MARGIN = 1.05;
/** Bounds of a quoted price: 1.01 .. 101.00. Outside them the option is locked instead. */
export const MIN_ODDS_MILLI = 1010;
export const MAX_ODDS_MILLI = 101_000;

/** Decimal odds x 1000 of a fair probability after the margin, two decimals, clamped to the bounds. */
export function oddsMilliFor(probability: number, margin = MARGIN): number {
  const decimal = 1 / (Math.max(probability, 1e-9) * margin);
  return Math.min(MAX_ODDS_MILLI, Math.max(MIN_ODDS_MILLI, Math.round(decimal * 100) * 10));
}

export type MarketKind = 'winner' | 'total' | 'handicap';

/** Outcome types (`ty`) of a market, in display order: home, [draw,] away; over, under. */
export function outcomeTypes(kind: MarketKind, hasDraw: boolean): number[] {
  if (kind === 'total') return [4, 5];
  return kind === 'winner' && hasDraw ? [1, 3, 2] : [1, 2];
}

/** Team ratings in about [-1, 1]; the home side also gets a small home advantage. */
export interface Ratings {
  home: number;
  away: number;
}

export interface PlayState {
  score: readonly [number, number];
  /** Share of regulation time still to play, 1 before kick-off, 0 at the end (timed sports). */
  remaining: number;
}

/** Where the final score can land: a discrete table (goals, sets) or a normal law (points). */
type Final =
  | { kind: 'grid'; cells: { h: number; a: number; p: number }[] }
  | { kind: 'normal'; diff: number; diffSd: number; total: number; totalSd: number };

const HOME_EDGE = 0.12;

/** Expected goals (or points) of each side over a whole match. */
export function expectedScores(profile: SportProfile, r: Ratings): [number, number] {
  const d = r.home - r.away;
  if (profile.kind === 'goals')
    return [
      profile.baseScore * Math.exp(0.35 * d + HOME_EDGE / 2),
      profile.baseScore * Math.exp(-0.35 * d - HOME_EDGE / 2),
    ];
  return [profile.baseScore * (1 + 0.05 * d + 0.01), profile.baseScore * (1 - 0.05 * d - 0.01)];
}

/** Probability that the home side wins a set. */
export const setWinProbability = (r: Ratings) => logistic(0.6 * (r.home - r.away) + HOME_EDGE / 2);

/** Variance of a side's points per point scored (baskets are worth 1–3: E[X²]/E[X] ≈ 2.3). */
const POINTS_VARIANCE = 2.3;
const MAX_GOALS = 12;

function finalDistribution(profile: SportProfile, r: Ratings, s: PlayState): Final {
  const [h0, a0] = s.score;
  if (profile.kind === 'sets') {
    const p = setWinProbability(r);
    const need = profile.setsToWin;
    const cells: { h: number; a: number; p: number }[] = [];
    // Walk the remaining sets: every path ends when a side reaches `need`.
    const walk = (h: number, a: number, prob: number) => {
      if (h >= need || a >= need) cells.push({ h, a, p: prob });
      else {
        walk(h + 1, a, prob * p);
        walk(h, a + 1, prob * (1 - p));
      }
    };
    walk(h0, a0, 1);
    return { kind: 'grid', cells };
  }
  const [eh, ea] = expectedScores(profile, r);
  const left = Math.min(1, Math.max(0, s.remaining));
  if (profile.kind === 'goals') {
    const ph = poissonPmfs(eh * left, MAX_GOALS);
    const pa = poissonPmfs(ea * left, MAX_GOALS);
    const cells: { h: number; a: number; p: number }[] = [];
    for (let i = 0; i <= MAX_GOALS; i++)
      for (let j = 0; j <= MAX_GOALS; j++) cells.push({ h: h0 + i, a: a0 + j, p: ph[i]! * pa[j]! });
    return { kind: 'grid', cells };
  }
  const sd = Math.sqrt(POINTS_VARIANCE * (eh + ea) * left);
  return {
    kind: 'normal',
    diff: h0 - a0 + (eh - ea) * left,
    diffSd: sd,
    total: h0 + a0 + (eh + ea) * left,
    totalSd: sd,
  };
}

const gridSum = (f: Extract<Final, { kind: 'grid' }>, pred: (h: number, a: number) => boolean) =>
  f.cells.reduce((sum, c) => (pred(c.h, c.a) ? sum + c.p : sum), 0);

/** P(X > x) for a normal law, a sure thing when there is no spread left. */
const above = (mean: number, sd: number, x: number) =>
  sd > 1e-9 ? 1 - normalCdf((x - mean) / sd) : mean > x ? 1 : mean < x ? 0 : 0.5;

/**
 * Fair probabilities of a market's outcomes, in `outcomeTypes` order, summing to 1. Lines are half lines
 * (2.5, -1.5), so no outcome is a push. A timed points game cannot end level (overtime): a level normal
 * outcome is split evenly.
 */
export function fairProbabilities(
  profile: SportProfile,
  r: Ratings,
  s: PlayState,
  kind: MarketKind,
  line: number,
): number[] {
  const f = finalDistribution(profile, r, s);
  const total = (p: number) => [p, 1 - p];
  if (f.kind === 'normal') {
    if (kind === 'total') return total(above(f.total, f.totalSd, line));
    const home = above(f.diff + (kind === 'handicap' ? line : 0), f.diffSd, 0);
    return [home, 1 - home];
  }
  const sum = f.cells.reduce((acc, c) => acc + c.p, 0);
  const norm = (p: number) => p / sum;
  if (kind === 'total') return total(norm(gridSum(f, (h, a) => h + a > line)));
  if (kind === 'handicap') {
    const home = norm(gridSum(f, (h, a) => h + line > a));
    return [home, 1 - home];
  }
  const home = norm(gridSum(f, (h, a) => h > a));
  const away = norm(gridSum(f, (h, a) => a > h));
  if (profile.hasDraw) return [home, 1 - home - away, away];
  // No draw in this sport: a level table cell cannot happen; share it out.
  const level = 1 - home - away;
  return [home + level / 2, away + level / 2];
}

/**
 * Small market noise around the model: each probability scaled by e^(noise_i * size), renormalised, so
 * prices move a little between repricings without leaving the model.
 */
export function withDrift(probs: readonly number[], noise: readonly number[], size = 0.04): number[] {
  const scaled = probs.map((p, i) => p * Math.exp((noise[i] ?? 0) * size));
  const sum = scaled.reduce((a, b) => a + b, 0);
  return scaled.map((p) => p / sum);
}

/** Quoted odds (x 1000) for fair probabilities; a price beyond the bounds is locked rather than shown. */
export function quote(probs: readonly number[], margin = MARGIN): { oddsMilli: number; locked: boolean }[] {
  return probs.map((p) => {
    const raw = 1 / (Math.max(p, 1e-9) * margin);
    return { oddsMilli: oddsMilliFor(p, margin), locked: raw > MAX_ODDS_MILLI / 1000 || raw < 1.005 };
  });
}
