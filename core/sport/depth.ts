/**
 * The deeper market list of a match (positions from DEPTH_FIRST_INDEX on, after the main markets of
 * markets.ts) and its fair prices. Lines come from the pre-match model only (ratings, never the live
 * score), so a position always holds the same market and line for a match. Table sports (goals, sets) are
 * priced by settling every option on every cell of the score table (scenarios.ts); basketball by the
 * normal law of the points still to come, period by period.
 */
import { settleLeg } from '../bets/settlement';
import { SettleResult } from '../contract/schemas/bets';
import { normalCdf } from './distributions';
import { depthOutcomes, firstHalf, K, needsPeriods, type PeriodScore } from './market-kinds';
import { formatLine } from './markets';
import { expectedScores, type Ratings } from './pricing';
import type { SportProfile } from './profiles';
import {
  goalCells,
  knownPeriods,
  periodLeft,
  setCells,
  GAMES_SPORTS,
  SET_LOSER_GAMES,
  type Cell,
  type DepthState,
} from './scenarios';

/** Main markets take positions 0..9 (ids matchId*10 + index + 1); the deeper ones start here. */
export const DEPTH_FIRST_INDEX = 10;

export interface DepthDef {
  index: number;
  type: number;
  /** The outcome types of its options, in display order. */
  outcomes: number[];
  /** As shown (`li`) and settled: a total or handicap line, or the set / quarter number; null if none. */
  line: string | null;
  /** Periods the market is about (1-based, inclusive): closed once the last of them is over. */
  periods?: readonly [number, number];
}

const halfLine = (x: number) => Math.floor(x) + 0.5;
const quarterRound = (x: number) => Math.round(x * 4) / 4;
const unsigned = (x: number) => formatLine(x, false);
const signed = (x: number) =>
  Number.isInteger(x * 2) ? formatLine(x, true) : (x > 0 ? '+' : '') + String(x);

/** The deeper markets of a match, by sport; `taken` holds "type|line" of main markets already offered. */
export function depthDefs(
  profile: SportProfile,
  r: Ratings,
  taken: ReadonlySet<string> = new Set(),
): DepthDef[] {
  const sid = profile.sportId;
  const type = (k: number) => sid * 1000 + k;
  const defs: DepthDef[] = [];
  let index = DEPTH_FIRST_INDEX;
  // Every candidate keeps its position even when skipped, so positions never shift between quotes.
  const add = (t: number, line: string | null, outcomes: number[], periods?: readonly [number, number]) => {
    const at = index++;
    if (taken.has(`${t}|${line ?? ''}`)) return;
    defs.push({ index: at, type: t, line, outcomes, ...(periods ? { periods } : {}) });
  };
  const [eh, ea] = expectedScores(profile, r);
  if (profile.kind === 'goals') {
    const n = profile.format?.periods ?? 2;
    const first = [1, Math.floor(n / 2)] as const;
    const second = [Math.floor(n / 2) + 1, n] as const;
    for (const k of [
      K.doubleChance,
      K.drawNoBet,
      K.bothScore,
      K.correctScore,
      K.halfTimeFullTime,
      K.oddEven,
      K.winningMargin,
      K.homeCleanSheet,
      K.awayCleanSheet,
    ])
      add(type(k), null, depthOutcomes(k));
    add(type(K.halfTimeResult), null, depthOutcomes(K.halfTimeResult), first);
    add(type(K.secondHalfResult), null, depthOutcomes(K.secondHalfResult), second);
    for (const l of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) add(profile.totalType, unsigned(l), depthOutcomes(0));
    for (const l of [0.5, 1.5, 2.5, 3.5]) add(type(K.homeTotal), unsigned(l), depthOutcomes(0));
    for (const l of [0.5, 1.5, 2.5, 3.5]) add(type(K.awayTotal), unsigned(l), depthOutcomes(0));
    for (const l of [0.5, 1.5, 2.5]) add(type(K.firstHalfTotal), unsigned(l), depthOutcomes(0), first);
    for (const l of [0.5, 1.5]) add(type(K.secondHalfTotal), unsigned(l), depthOutcomes(0), second);
    // Asian handicap ladder around the fair line, quarter lines included (they settle in halves).
    const centre = quarterRound(-(eh - ea));
    if (profile.handicapType !== null)
      for (let j = -5; j <= 5; j++) add(profile.handicapType, signed(centre + j * 0.25), [1, 2]);
  } else if (profile.kind === 'points') {
    const total = halfLine(eh + ea);
    const spread = -halfLine(Math.abs(eh - ea)) * Math.sign(eh - ea || 1);
    for (const d of [-6, -3, 3, 6]) add(profile.totalType, unsigned(total + d), depthOutcomes(0));
    if (profile.handicapType !== null)
      for (const d of [-4, -2, 2, 4]) add(profile.handicapType, signed(spread + d), [1, 2]);
    add(type(K.homeTotal), unsigned(halfLine(eh)), depthOutcomes(0));
    add(type(K.awayTotal), unsigned(halfLine(ea)), depthOutcomes(0));
    const n = profile.format?.periods ?? 4;
    const half = [1, Math.floor(n / 2)] as const;
    add(type(K.firstHalfWinner), null, depthOutcomes(K.firstHalfWinner), half);
    add(
      type(K.firstHalfSpread),
      signed(-halfLine(Math.abs(eh - ea) / 2) * Math.sign(eh - ea || 1)),
      [1, 2],
      half,
    );
    add(type(K.firstHalfTotal), unsigned(halfLine((eh + ea) / 2)), depthOutcomes(0), half);
    for (let q = 1; q <= Math.min(4, n); q++)
      add(type(K.quarterTotal + q), unsigned(halfLine((eh + ea) / n)), depthOutcomes(0), [q, q]);
    for (let q = 1; q <= Math.min(4, n); q++)
      add(type(K.quarterWinner + q), null, depthOutcomes(K.quarterWinner + q), [q, q]);
  } else {
    const need = profile.setsToWin;
    add(type(K.setBetting), null, depthOutcomes(K.setBetting, need));
    for (let set = 1; set <= 2 * need - 1; set++)
      add(type(K.setWinner), String(set), depthOutcomes(K.setWinner), [set, set]);
    if (GAMES_SPORTS.has(profile.sportId)) {
      const mean = expectedGames(need);
      for (const d of [0, -2, 2]) add(type(K.gamesTotal), unsigned(halfLine(mean + d)), depthOutcomes(0));
      add(type(K.gamesHandicap), signed(eh >= ea ? -3.5 : 3.5), [1, 2]);
    }
  }
  return defs;
}

/** Expected games of a tennis match between even players (line centre of the games totals). */
function expectedGames(setsToWin: number): number {
  const perSet = SET_LOSER_GAMES.reduce((s, g) => s + g.p * (g.winner + g.loser), 0);
  // Even players: best of 3 goes to a third set half the time.
  return perSet * (setsToWin === 2 ? 2.5 : 4.125);
}

/** Fair share of a settled option: what it wins over what is not returned (pushes and halves counted). */
function effective(win: number, push: number): number {
  const live = 1 - push;
  return live > 1e-9 ? Math.min(1, Math.max(0, win / live)) : 0;
}

/** Win and push weight of a settle result. */
function weights(result: number): [number, number] {
  switch (result) {
    case SettleResult.Win:
      return [1, 0];
    case SettleResult.WinHalf:
      return [0.5, 0.5];
    case SettleResult.LoseHalf:
      return [0, 0.5];
    case SettleResult.Equal:
    case SettleResult.Cancel:
      return [0, 1];
    default:
      return [0, 0];
  }
}

/** Fair probabilities of a market's options over a score table, by its own settlement rule. */
export function tableProbabilities(def: DepthDef, cells: readonly Cell[]): number[] {
  const win = def.outcomes.map(() => 0);
  const push = def.outcomes.map(() => 0);
  let mass = 0;
  for (const c of cells) {
    mass += c.p;
    def.outcomes.forEach((ty, i) => {
      const [w, p] = weights(
        settleLeg({
          marketType: def.type,
          line: def.line,
          ty,
          home: c.home,
          away: c.away,
          periods: c.periods,
        }),
      );
      win[i]! += w * c.p;
      push[i]! += p * c.p;
    });
  }
  return win.map((w, i) => effective(w / mass, push[i]! / mass));
}

/** The table summed over periods: one cell per final score, for the markets settled on it alone. */
export function finalScores(cells: readonly Cell[]): Cell[] {
  const byScore = new Map<number, Cell>();
  for (const c of cells) {
    const key = c.home * 1000 + c.away;
    const found = byScore.get(key);
    if (found) found.p += c.p;
    else byScore.set(key, { home: c.home, away: c.away, periods: [], p: c.p });
  }
  return [...byScore.values()];
}

/** The score table of a table sport (goals, sets) in a state. */
export function scoreTable(profile: SportProfile, r: Ratings, s: DepthState): Cell[] {
  return profile.kind === 'goals' ? goalCells(profile, r, s) : setCells(profile, r, s);
}

/** Variance of a side's points per point scored, as pricing.ts. */
const POINTS_VARIANCE = 2.3;

/** Points still to come and already scored over some periods, for one side: mean and variance. */
function pointsOver(profile: SportProfile, r: Ratings, s: DepthState, side: 0 | 1, from: number, to: number) {
  const n = profile.format?.periods ?? 4;
  const e = expectedScores(profile, r)[side];
  const known = knownPeriods(n, s);
  let have = 0;
  let mean = 0;
  for (let p = from; p <= to; p++) {
    have += known[p - 1]![side];
    mean += (e / n) * periodLeft(p, n, s.remaining);
  }
  return { have, mean, variance: POINTS_VARIANCE * mean };
}

/** P(X > x) of a normal law, with X an integer (continuity: > x means >= x + 0.5 for half lines). */
const above = (mean: number, sd: number, x: number) =>
  sd > 1e-9 ? 1 - normalCdf((x - mean) / sd) : mean > x ? 1 : mean < x ? 0 : 0.5;

/** Fair probabilities of a basketball deeper market: totals, spreads, team totals, halves, quarters. */
export function pointsProbabilities(
  profile: SportProfile,
  r: Ratings,
  s: DepthState,
  def: DepthDef,
): number[] {
  const n = profile.format?.periods ?? 4;
  const [from, to] = def.periods ?? [1, n];
  const home = pointsOver(profile, r, s, 0, from, to);
  const away = pointsOver(profile, r, s, 1, from, to);
  const k = def.type % 1000;
  const line = def.line === null ? 0 : Number(def.line);
  const ou = (have: number, mean: number, variance: number) => {
    const p = above(have + mean, Math.sqrt(variance), line);
    return [p, 1 - p];
  };
  const diffMean = home.have + home.mean - (away.have + away.mean);
  const diffSd = Math.sqrt(home.variance + away.variance);
  if (k === K.homeTotal) return ou(home.have, home.mean, home.variance);
  if (k === K.awayTotal) return ou(away.have, away.mean, away.variance);
  if (k === 7 || k === K.firstHalfTotal || (k > K.quarterTotal && k <= K.quarterTotal + 4))
    return ou(home.have + away.have, home.mean + away.mean, home.variance + away.variance);
  if (k === 3 || k === K.firstHalfSpread) {
    const p = above(diffMean + line, diffSd, 0);
    return [p, 1 - p];
  }
  // Two-way period winner, a level period pushes: continuity at +-0.5.
  const win = above(diffMean, diffSd, 0.5);
  const lose = 1 - above(diffMean, diffSd, -0.5);
  return [effective(win, 1 - win - lose), effective(lose, 1 - win - lose)];
}

/** Whether a period market's periods are over (it closes), from the share of the match still to play. */
export function periodOver(profile: SportProfile, def: DepthDef, s: DepthState): boolean {
  if (!def.periods) return false;
  const last = def.periods[1];
  if (profile.kind === 'sets') return s.score[0] + s.score[1] >= last;
  const n = profile.format?.periods ?? 2;
  return periodLeft(last, n, s.remaining) <= 0;
}

export interface DepthQuote {
  def: DepthDef;
  fair: number[];
  /** The market's periods are over: it takes no more bets. */
  closed: boolean;
}

/** Fair prices of every deeper market of a match in a state (one score table for all of them). */
export function quoteDepth(
  profile: SportProfile,
  r: Ratings,
  s: DepthState,
  defs: readonly DepthDef[],
): DepthQuote[] {
  const cells = profile.kind === 'points' ? [] : scoreTable(profile, r, s);
  // Most markets only read the final score: a table of ~100 final scores prices them ~20x faster.
  const finals = finalScores(cells);
  return defs.map((def) => ({
    def,
    fair:
      profile.kind === 'points'
        ? pointsProbabilities(profile, r, s, def)
        : tableProbabilities(def, needsPeriods(def.type % 1000) ? cells : finals),
    closed: periodOver(profile, def, s),
  }));
}

export type { PeriodScore };
export { firstHalf };
