/**
 * The deeper markets of a match (issue #23): what each one pays on, by its kind code `k` (market type =
 * sportId * 1000 + k, as the main markets already are), the outcome types (`ty`) its options carry, and its
 * settlement rule over the final score and the score of each period. The pricing model uses these same
 * rules over its table of possible scores (core/sport/depth.ts), so a price and the settlement of its bet
 * can never disagree.
 *
 * The main markets keep their codes (k 1/4/5 winner, 3 handicap, 7 total: core/bets/settlement.ts); the
 * codes here start at 10. Period markets need the period scores: without them the leg is void.
 */
import { SettleResult, type SettleResultCode } from '../contract/schemas/bets';

/** Kind codes (type % 1000). */
export const K = {
  doubleChance: 10,
  drawNoBet: 11,
  bothScore: 12,
  correctScore: 13,
  halfTimeResult: 14,
  halfTimeFullTime: 15,
  homeTotal: 16,
  awayTotal: 17,
  oddEven: 18,
  winningMargin: 19,
  firstHalfTotal: 20,
  secondHalfResult: 21,
  secondHalfTotal: 22,
  homeCleanSheet: 23,
  awayCleanSheet: 24,
  /** Two-way, a level half pushes (basketball). */
  firstHalfWinner: 30,
  firstHalfSpread: 31,
  /** Quarter q winner (two-way, level pushes) is 50 + q; quarter q total is 40 + q. */
  quarterTotal: 40,
  quarterWinner: 50,
  /** Sets won, as a correct score ("2:1"). */
  setBetting: 60,
  /** Winner of the set numbered by the line ("2"); void when that set is not played. */
  setWinner: 61,
  gamesHandicap: 62,
  gamesTotal: 63,
} as const;

/** Outcome types beyond 1 home, 2 away, 3 draw, 4 over, 5 under. */
export const TY = {
  home: 1,
  away: 2,
  draw: 3,
  over: 4,
  under: 5,
  yes: 6,
  no: 7,
  odd: 8,
  even: 9,
  homeOrDraw: 10,
  homeOrAway: 11,
  drawOrAway: 12,
  /** Correct score h:a is 100 + 10h + a (h, a up to 9); any other score 199. */
  scoreBase: 100,
  otherScore: 199,
  /** HT/FT: 200 + 10 * half-time side + full-time side (sides 1 home, 3 draw, 2 away). */
  htftBase: 200,
  /** Winning margin: home by n is 300 + n, away by n is 310 + n; the top band is "n or more". */
  homeByBase: 300,
  awayByBase: 310,
} as const;

/** Winning-margin bands: by 1, by 2, by 3 or more. */
export const MARGIN_BANDS = 3;
/** Correct-score options go up to this many goals a side; beyond is "any other". */
export const MAX_SCORE_OPTION = 4;

export const scoreTy = (h: number, a: number) => TY.scoreBase + 10 * h + a;
export const htftTy = (ht: number, ft: number) => TY.htftBase + 10 * ht + ft;

export type PeriodScore = readonly [number, number];

export interface FinalScore {
  home: number;
  away: number;
  /** Points (or games, tennis) per period, in order; sets: one entry per set played. */
  periods?: readonly PeriodScore[] | null;
}

/** 1 home ahead, 3 level, 2 away ahead. */
export const sideOf = (h: number, a: number) => (h > a ? 1 : h < a ? 2 : 3);

const won = (b: boolean): SettleResultCode => (b ? SettleResult.Win : SettleResult.Lose);

/** Two-way winner where a level score returns the stake. */
function twoWay(ty: number, h: number, a: number): SettleResultCode {
  if (ty !== TY.home && ty !== TY.away) return SettleResult.Cancel;
  if (h === a) return SettleResult.Equal;
  return won((ty === TY.home) === h > a);
}

/** Over/under a line in quarters-free half or whole lines: whole lines push. */
export function overUnder(ty: number, value: number, line: number): SettleResultCode {
  if (!Number.isFinite(line) || (ty !== TY.over && ty !== TY.under)) return SettleResult.Cancel;
  if (value === line) return SettleResult.Equal;
  return won((ty === TY.over) === value > line);
}

/** A side's handicap (line = the home side's, as stored) on a margin; whole lines push. */
function handicap(ty: number, h: number, a: number, line: number): SettleResultCode {
  if (!Number.isFinite(line)) return SettleResult.Cancel;
  if (ty === TY.home) return overUnder(TY.over, h + line - a, 0);
  if (ty === TY.away) return overUnder(TY.over, a - line - h, 0);
  return SettleResult.Cancel;
}

/** Three-way result (1, 3 draw, 2). */
const threeWay = (ty: number, h: number, a: number): SettleResultCode =>
  ty === TY.home || ty === TY.away || ty === TY.draw ? won(sideOf(h, a) === ty) : SettleResult.Cancel;

/** Sum of the first half of the periods (soccer: period 1; basketball: quarters 1-2). */
export function firstHalf(periods: readonly PeriodScore[]): PeriodScore | null {
  const n = Math.floor(periods.length / 2);
  if (n === 0) return null;
  // No slice/reduce: the pricing table calls this for every cell of every period market.
  let h = 0;
  let a = 0;
  for (let i = 0; i < n; i++) {
    h += periods[i]![0];
    a += periods[i]![1];
  }
  return [h, a];
}

function correctScore(ty: number, h: number, a: number, maxEach: number): SettleResultCode {
  const inGrid = h <= maxEach && a <= maxEach;
  if (ty === TY.otherScore) return won(!inGrid);
  if (ty < TY.scoreBase || ty >= TY.otherScore) return SettleResult.Cancel;
  return won(inGrid && ty === scoreTy(h, a));
}

/**
 * SPEC §4 settle result of a selection on a deeper market (k = type % 1000 from K). `line` is the number
 * the market carries: total or handicap line, or the set / quarter number where the kind says so. A
 * selection the market does not know, or a period market without period scores, is void (Cancel).
 */
export function settleDepth(k: number, line: number, ty: number, s: FinalScore): SettleResultCode {
  const { home: h, away: a } = s;
  const periods = s.periods ?? null;
  const half = periods ? firstHalf(periods) : null;
  if (k > K.quarterTotal && k <= K.quarterTotal + 4) {
    const q = periods?.[k - K.quarterTotal - 1];
    return q ? overUnder(ty, q[0] + q[1], line) : SettleResult.Cancel;
  }
  if (k > K.quarterWinner && k <= K.quarterWinner + 4) {
    const q = periods?.[k - K.quarterWinner - 1];
    return q ? twoWay(ty, q[0], q[1]) : SettleResult.Cancel;
  }
  switch (k) {
    case K.doubleChance: {
      const side = sideOf(h, a);
      if (ty === TY.homeOrDraw) return won(side !== 2);
      if (ty === TY.homeOrAway) return won(side !== 3);
      if (ty === TY.drawOrAway) return won(side !== 1);
      return SettleResult.Cancel;
    }
    case K.drawNoBet:
      return twoWay(ty, h, a);
    case K.bothScore:
      return ty === TY.yes
        ? won(h > 0 && a > 0)
        : ty === TY.no
          ? won(h === 0 || a === 0)
          : SettleResult.Cancel;
    case K.correctScore:
      return correctScore(ty, h, a, MAX_SCORE_OPTION);
    case K.setBetting:
      // Every reachable set score is an option: no "other".
      return correctScore(ty, h, a, 9);
    case K.homeTotal:
      return overUnder(ty, h, line);
    case K.awayTotal:
      return overUnder(ty, a, line);
    case K.oddEven:
      return ty === TY.odd
        ? won((h + a) % 2 === 1)
        : ty === TY.even
          ? won((h + a) % 2 === 0)
          : SettleResult.Cancel;
    case K.winningMargin: {
      if (ty === TY.draw) return won(h === a);
      const band = (n: number) => Math.min(n, MARGIN_BANDS);
      if (ty > TY.homeByBase && ty <= TY.homeByBase + MARGIN_BANDS)
        return won(h > a && band(h - a) === ty - TY.homeByBase);
      if (ty > TY.awayByBase && ty <= TY.awayByBase + MARGIN_BANDS)
        return won(a > h && band(a - h) === ty - TY.awayByBase);
      return SettleResult.Cancel;
    }
    case K.homeCleanSheet:
      return ty === TY.yes ? won(a === 0) : ty === TY.no ? won(a > 0) : SettleResult.Cancel;
    case K.awayCleanSheet:
      return ty === TY.yes ? won(h === 0) : ty === TY.no ? won(h > 0) : SettleResult.Cancel;
    case K.halfTimeResult:
      return half ? threeWay(ty, half[0], half[1]) : SettleResult.Cancel;
    case K.halfTimeFullTime: {
      if (!half) return SettleResult.Cancel;
      return won(ty === htftTy(sideOf(half[0], half[1]), sideOf(h, a)));
    }
    case K.firstHalfTotal:
      return half ? overUnder(ty, half[0] + half[1], line) : SettleResult.Cancel;
    case K.secondHalfResult:
      return half ? threeWay(ty, h - half[0], a - half[1]) : SettleResult.Cancel;
    case K.secondHalfTotal:
      return half ? overUnder(ty, h + a - half[0] - half[1], line) : SettleResult.Cancel;
    case K.firstHalfWinner:
      return half ? twoWay(ty, half[0], half[1]) : SettleResult.Cancel;
    case K.firstHalfSpread:
      return half ? handicap(ty, half[0], half[1], line) : SettleResult.Cancel;
    case K.setWinner: {
      const set = periods?.[line - 1];
      return set ? twoWay(ty, set[0], set[1]) : SettleResult.Cancel;
    }
    case K.gamesHandicap:
    case K.gamesTotal: {
      if (!periods || periods.length === 0) return SettleResult.Cancel;
      const gh = periods.reduce((n, p) => n + p[0], 0);
      const ga = periods.reduce((n, p) => n + p[1], 0);
      return k === K.gamesTotal ? overUnder(ty, gh + ga, line) : handicap(ty, gh, ga, line);
    }
    default:
      return SettleResult.Cancel;
  }
}

/** Whether `k` is one of the deeper kinds (settled by settleDepth, not by the main-market rules). */
export const isDepthKind = (k: number) => k >= K.doubleChance;

/** Outcome types of a deeper market, in display order. `sets`: the sets to win (set betting). */
export function depthOutcomes(k: number, setsToWin = 2): number[] {
  const ou = [TY.over, TY.under];
  const hw = [TY.home, TY.away];
  const x12 = [TY.home, TY.draw, TY.away];
  if (k > K.quarterTotal && k <= K.quarterTotal + 4) return ou;
  if (k > K.quarterWinner && k <= K.quarterWinner + 4) return hw;
  switch (k) {
    case K.doubleChance:
      return [TY.homeOrDraw, TY.homeOrAway, TY.drawOrAway];
    case K.drawNoBet:
    case K.firstHalfWinner:
    case K.firstHalfSpread:
    case K.setWinner:
    case K.gamesHandicap:
      return hw;
    case K.bothScore:
    case K.homeCleanSheet:
    case K.awayCleanSheet:
      return [TY.yes, TY.no];
    case K.correctScore: {
      const out: number[] = [];
      for (let h = 0; h <= MAX_SCORE_OPTION; h++)
        for (let a = 0; a <= MAX_SCORE_OPTION; a++) out.push(scoreTy(h, a));
      return [...out, TY.otherScore];
    }
    case K.setBetting: {
      const out: number[] = [];
      for (let l = 0; l < setsToWin; l++) out.push(scoreTy(setsToWin, l));
      for (let l = setsToWin - 1; l >= 0; l--) out.push(scoreTy(l, setsToWin));
      return out;
    }
    case K.halfTimeResult:
    case K.secondHalfResult:
      return x12;
    case K.halfTimeFullTime:
      return x12.flatMap((ht) => x12.map((ft) => htftTy(ht, ft)));
    case K.oddEven:
      return [TY.odd, TY.even];
    case K.winningMargin: {
      const bands = Array.from({ length: MARGIN_BANDS }, (_, i) => i + 1);
      // Home bands, away bands, then the draw: in rows of three, one row a side.
      return [...bands.map((n) => TY.homeByBase + n), ...bands.map((n) => TY.awayByBase + n), TY.draw];
    }
    default:
      return ou;
  }
}

/** Period scores as stored (`matches.period_scores`): "1-0,0-2"; empty for none. */
export const formatPeriods = (periods: readonly PeriodScore[]): string =>
  periods.map((p) => `${p[0]}-${p[1]}`).join(',');

/** The stored form back; null when absent or not in that form (period markets of the match are then void). */
export function parsePeriods(text: string | null | undefined): [number, number][] | null {
  if (text == null) return null;
  if (text === '') return [];
  const out: [number, number][] = [];
  for (const part of text.split(',')) {
    const m = /^(\d{1,4})-(\d{1,4})$/.exec(part);
    if (!m) return null;
    out.push([Number(m[1]), Number(m[2])]);
  }
  return out;
}

/** Kinds settled on the period scores, not only the final score (the pricing table keeps periods for them). */
export function needsPeriods(k: number): boolean {
  if (k > K.quarterTotal && k <= K.quarterWinner + 4) return true;
  const kinds: readonly number[] = [
    K.halfTimeResult,
    K.halfTimeFullTime,
    K.firstHalfTotal,
    K.secondHalfResult,
    K.secondHalfTotal,
    K.firstHalfWinner,
    K.firstHalfSpread,
    K.setWinner,
    K.gamesHandicap,
    K.gamesTotal,
  ];
  return kinds.includes(k);
}
