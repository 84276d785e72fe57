/**
 * The table of final scores the model can reach, period by period, for the sports priced on a table:
 * soccer-like sports (independent Poisson goals per side and per half) and set sports (each set won with a
 * fixed probability; tennis sets also carry their games). Every cell is one way the match can end, with
 * its probability; the deeper markets are priced by settling each of their options on every cell, so the
 * price follows the settlement rule exactly and markets of one match stay coherent with each other.
 */
import { poissonPmfs } from './distributions';
import type { PeriodScore } from './market-kinds';
import { expectedScores, setWinProbability, type Ratings } from './pricing';
import type { SportProfile } from './profiles';

export interface Cell {
  home: number;
  away: number;
  periods: PeriodScore[];
  p: number;
}

export interface DepthState {
  score: readonly [number, number];
  /** Share of regulation still to play (timed sports); 1 before the start. */
  remaining: number;
  /** Points (games in tennis, sets elsewhere) per period so far, the current period last. */
  periods: readonly PeriodScore[];
}

/** Share still to play of period p (1-based) of n, from the share of the match still to play. */
export const periodLeft = (p: number, n: number, remaining: number) =>
  Math.min(1, Math.max(0, p - (1 - Math.min(1, Math.max(0, remaining))) * n));

/**
 * The score of each period so far, filled up to n periods: a score the periods do not account for (a row
 * written before period scores existed) goes to the current period, so the totals always match the score.
 */
export function knownPeriods(n: number, s: DepthState): PeriodScore[] {
  const out: [number, number][] = Array.from({ length: n }, (_, i) => [
    s.periods[i]?.[0] ?? 0,
    s.periods[i]?.[1] ?? 0,
  ]);
  let at = n - 1;
  for (let i = n - 1; i >= 0; i--) if (periodLeft(i + 1, n, s.remaining) > 0) at = i;
  const sum = out.reduce((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  out[at]![0] += Math.max(0, s.score[0] - sum[0]);
  out[at]![1] += Math.max(0, s.score[1] - sum[1]);
  return out;
}

/** Poisson pmf cut where the rest is negligible (below `eps`), so the table stays small. */
function trimmedPmf(lambda: number, eps = 1e-5): number[] {
  const pmf = poissonPmfs(lambda, 16);
  let mass = 0;
  const out: number[] = [];
  for (const p of pmf) {
    out.push(p);
    mass += p;
    if (1 - mass < eps) break;
  }
  return out;
}

/** Goals sports: one cell per (home, away) goals still to come in each period, on top of what is known. */
export function goalCells(profile: SportProfile, r: Ratings, s: DepthState): Cell[] {
  const n = profile.format?.periods ?? 2;
  const [eh, ea] = expectedScores(profile, r);
  const known = knownPeriods(n, s);
  let cells: Cell[] = [{ home: 0, away: 0, periods: [], p: 1 }];
  for (let p = 1; p <= n; p++) {
    const left = periodLeft(p, n, s.remaining);
    const ph = trimmedPmf((eh / n) * left);
    const pa = trimmedPmf((ea / n) * left);
    const [kh, ka] = known[p - 1]!;
    const next: Cell[] = [];
    for (const c of cells)
      for (let i = 0; i < ph.length; i++)
        for (let j = 0; j < pa.length; j++) {
          const prob = c.p * ph[i]! * pa[j]!;
          if (prob < 1e-8) continue;
          next.push({
            home: c.home + kh + i,
            away: c.away + ka + j,
            periods: [...c.periods, [kh + i, ka + j]],
            p: prob,
          });
        }
    cells = next;
  }
  return cells;
}

/**
 * Tennis set scores: the loser's games in a set the winner takes 6-0 .. 6-4, 7-5 or 7-6. Fixed demo
 * weights (a close set is likelier than a bagel); the simulator draws from the same table.
 */
export const SET_LOSER_GAMES: readonly { winner: number; loser: number; p: number }[] = [
  { winner: 6, loser: 0, p: 0.04 },
  { winner: 6, loser: 1, p: 0.09 },
  { winner: 6, loser: 2, p: 0.16 },
  { winner: 6, loser: 3, p: 0.21 },
  { winner: 6, loser: 4, p: 0.21 },
  { winner: 7, loser: 5, p: 0.12 },
  { winner: 7, loser: 6, p: 0.17 },
];

/** The games of a set from a uniform draw in [0, 1), as the simulator plays it. */
export function setGames(u: number): { winner: number; loser: number } {
  let acc = 0;
  for (const g of SET_LOSER_GAMES) {
    acc += g.p;
    if (u < acc) return g;
  }
  return SET_LOSER_GAMES[SET_LOSER_GAMES.length - 1]!;
}

/** Sports whose set scores carry games (tennis); the others record a set as 1-0. */
export const GAMES_SPORTS: ReadonlySet<number> = new Set([5]);

/**
 * Set sports: every way the remaining sets can go (the set in play counts as a fresh set: the model has
 * no game score within it), each set with its games in tennis.
 */
export function setCells(profile: SportProfile, r: Ratings, s: DepthState): Cell[] {
  const p = setWinProbability(r);
  const need = profile.setsToWin;
  const games = GAMES_SPORTS.has(profile.sportId);
  const [h0, a0] = s.score;
  const done = s.periods.slice(0, h0 + a0);
  const out: Cell[] = [];
  const walk = (h: number, a: number, periods: PeriodScore[], prob: number) => {
    if (h >= need || a >= need) {
      out.push({ home: h, away: a, periods, p: prob });
      return;
    }
    for (const homeWins of [true, false]) {
      const ps = homeWins ? p : 1 - p;
      const next = homeWins ? ([h + 1, a] as const) : ([h, a + 1] as const);
      if (!games) {
        walk(next[0], next[1], [...periods, homeWins ? [1, 0] : [0, 1]], prob * ps);
        continue;
      }
      for (const g of SET_LOSER_GAMES)
        walk(
          next[0],
          next[1],
          [...periods, homeWins ? [g.winner, g.loser] : [g.loser, g.winner]],
          prob * ps * g.p,
        );
    }
  };
  walk(h0, a0, [...done], 1);
  return out;
}
