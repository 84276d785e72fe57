import { describe, expect, it } from 'vitest';
import {
  BUILDER_MARGIN,
  BUILDER_MAX_LEGS,
  builderOddsMilli,
  builderReturn,
  builderWinProbability,
  isBuilderMarket,
  priceBuilder,
  type BuilderLeg,
} from '../../../../core/bets/builder';
import { SettleResult } from '../../../../core/contract/schemas/bets';
import { scoreTable } from '../../../../core/sport/depth';
import { K, TY, scoreTy, htftTy } from '../../../../core/sport/market-kinds';
import { oddsMilliFor } from '../../../../core/sport/pricing';
import { sportProfile } from '../../../../core/sport/profiles';

const soccer = sportProfile(1);
const even = { home: 0, away: 0 };
const preMatch = { score: [0, 0] as const, remaining: 1, periods: [] };
const cells = scoreTable(soccer, even, preMatch);
const t = (k: number) => 1000 + k;

const homeWin: BuilderLeg = { marketType: 1005, line: null, ty: TY.home };
const over25: BuilderLeg = { marketType: 1007, line: '2.5', ty: TY.over };
const under25: BuilderLeg = { marketType: 1007, line: '2.5', ty: TY.under };
const over15: BuilderLeg = { marketType: 1007, line: '1.5', ty: TY.over };
const btts: BuilderLeg = { marketType: t(K.bothScore), line: null, ty: TY.yes };
const awayCleanSheet: BuilderLeg = { marketType: t(K.awayCleanSheet), line: null, ty: TY.yes };
const homeOrDraw: BuilderLeg = { marketType: t(K.doubleChance), line: null, ty: TY.homeOrDraw };

/** The joint probability by brute force over the same table, as a reference. */
function bruteJoint(pred: (h: number, a: number) => boolean): number {
  let all = 0;
  let hit = 0;
  for (const c of cells) {
    all += c.p;
    if (pred(c.home, c.away)) hit += c.p;
  }
  return hit / all;
}

describe('priceBuilder', () => {
  it('prices "home win + over 3.5 + both score" from the joint table, not the product of the legs', () => {
    const over35: BuilderLeg = { marketType: 1007, line: '3.5', ty: TY.over };
    const q = priceBuilder(cells, [homeWin, over35, btts]);
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    const expected = bruteJoint((h, a) => h > a && h + a > 3.5 && h > 0 && a > 0);
    expect(q.probability).toBeCloseTo(expected, 12);
    const naive = q.legProbabilities.reduce((a, b) => a * b, 1);
    // Positively correlated legs: the joint is clearly above the naive product.
    expect(q.probability).toBeGreaterThan(naive * 1.2);
    expect(q.oddsMilli).toBe(builderOddsMilli(expected));
  });

  it('prices negatively correlated legs above the naive product odds', () => {
    const q = priceBuilder(cells, [over25, awayCleanSheet]);
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    const naive = q.legProbabilities[0]! * q.legProbabilities[1]!;
    expect(q.probability).toBeLessThan(naive * 0.9);
  });

  it('applies the margin once and rounds to two decimals in thousandths', () => {
    const q = priceBuilder(cells, [homeWin, over25]);
    if (!q.ok) throw new Error(q.reason);
    expect(q.oddsMilli % 10).toBe(0);
    expect(q.oddsMilli).toBe(Math.round(100 / (q.probability * BUILDER_MARGIN)) * 10);
    // One margin: better for the player than pricing each leg with the single-market margin and multiplying.
    const compounded = q.legProbabilities.map((p) => oddsMilliFor(p) / 1000).reduce((a, b) => a * b, 1);
    expect(q.oddsMilli / 1000).not.toBeCloseTo(compounded, 1);
  });

  it('refuses contradictory legs', () => {
    const levelMargin: BuilderLeg = { marketType: t(K.winningMargin), line: null, ty: TY.draw };
    expect(priceBuilder(cells, [homeWin, levelMargin])).toEqual({ ok: false, reason: 'contradictory' });
    const nilNil: BuilderLeg = { marketType: t(K.correctScore), line: null, ty: scoreTy(0, 0) };
    expect(priceBuilder(cells, [nilNil, over15])).toEqual({ ok: false, reason: 'contradictory' });
    const drawDraw: BuilderLeg = { marketType: t(K.halfTimeFullTime), line: null, ty: htftTy(3, 3) };
    expect(priceBuilder(cells, [drawDraw, homeWin])).toEqual({ ok: false, reason: 'contradictory' });
  });

  it('refuses two selections of one market', () => {
    expect(priceBuilder(cells, [over25, under25])).toEqual({ ok: false, reason: 'same_market', leg: 1 });
  });

  it('refuses a leg the others imply', () => {
    // Home win and both teams scoring already mean 2-1 or more: "over 2.5" adds nothing to the price.
    expect(priceBuilder(cells, [homeWin, over25, btts])).toEqual({ ok: false, reason: 'redundant', leg: 1 });
    expect(priceBuilder(cells, [homeWin, homeOrDraw])).toEqual({ ok: false, reason: 'redundant', leg: 1 });
    expect(priceBuilder(cells, [over25, over15])).toEqual({ ok: false, reason: 'redundant', leg: 1 });
  });

  it('refuses markets that can return the stake (handicaps, draw no bet)', () => {
    const dnb: BuilderLeg = { marketType: t(K.drawNoBet), line: null, ty: TY.home };
    expect(priceBuilder(cells, [over25, dnb])).toEqual({ ok: false, reason: 'market', leg: 1 });
    const ahWhole: BuilderLeg = { marketType: 1003, line: '-1', ty: TY.home };
    expect(priceBuilder(cells, [ahWhole, btts])).toEqual({ ok: false, reason: 'market', leg: 0 });
    // A half-line handicap never pushes: combinable.
    const ahHalf: BuilderLeg = { marketType: 1003, line: '-1.5', ty: TY.home };
    expect(priceBuilder(cells, [ahHalf, btts]).ok).toBe(true);
  });

  it('refuses too few and too many legs', () => {
    expect(priceBuilder(cells, [homeWin])).toEqual({ ok: false, reason: 'too_few' });
    const many: BuilderLeg[] = [0.5, 1.5, 2.5, 3.5].map((l) => ({
      marketType: t(K.homeTotal),
      line: String(l),
      ty: TY.over,
    }));
    const legs = [...many, ...many, ...many].slice(0, BUILDER_MAX_LEGS + 1);
    expect(priceBuilder(cells, legs)).toEqual({ ok: false, reason: 'too_many' });
  });

  it('refuses a sport without a score table', () => {
    expect(priceBuilder(null, [homeWin, over25])).toEqual({ ok: false, reason: 'sport' });
  });

  it('refuses a combined price below the minimum or above the maximum', () => {
    const over05: BuilderLeg = { marketType: 1007, line: '0.5', ty: TY.over };
    const low = priceBuilder(cells, [over05, { marketType: t(K.homeTotal), line: '5.5', ty: TY.under }]);
    expect(low).toEqual({ ok: false, reason: 'odds_low' });
    const high = priceBuilder(cells, [
      { marketType: t(K.halfTimeFullTime), line: null, ty: htftTy(3, 3) },
      { marketType: t(K.correctScore), line: null, ty: scoreTy(3, 3) },
    ]);
    expect(high).toEqual({ ok: false, reason: 'odds_high' });
  });

  it('follows the live state: a goal already scored makes "over 0.5" certain, so it is redundant', () => {
    const live = scoreTable(soccer, even, { score: [1, 0], remaining: 0.5, periods: [[1, 0]] });
    const over05: BuilderLeg = { marketType: 1007, line: '0.5', ty: TY.over };
    expect(priceBuilder(live, [homeWin, over05])).toEqual({ ok: false, reason: 'redundant', leg: 1 });
    const q = priceBuilder(live, [homeWin, btts]);
    expect(q.ok).toBe(true);
  });
});

describe('builderWinProbability and builderReturn', () => {
  it('values an open builder bet from the current state', () => {
    const before = builderWinProbability(cells, [homeWin, over25])!;
    const after = builderWinProbability(
      scoreTable(soccer, even, {
        score: [2, 0],
        remaining: 0.4,
        periods: [
          [1, 0],
          [1, 0],
        ],
      }),
      [homeWin, over25],
    )!;
    expect(after).toBeGreaterThan(before);
    expect(builderWinProbability(null, [homeWin])).toBeNull();
  });

  it('pays stake x odds when every leg wins, 0 on a lost leg, the stake back on a void leg', () => {
    const W = SettleResult.Win;
    expect(builderReturn(1000, 4570, [W, W, W])).toBe(4570);
    expect(builderReturn(333, 4575, [W, W])).toBe(1523);
    expect(builderReturn(1000, 4570, [W, SettleResult.Lose, SettleResult.Cancel])).toBe(0);
    expect(builderReturn(1000, 4570, [W, SettleResult.Cancel])).toBe(1000);
    expect(builderReturn(1000, 4570, [W, 0])).toBeNull();
  });
});

describe('isBuilderMarket', () => {
  it('lists win-or-lose markets of table sports only', () => {
    expect([1005, 1007, 1000 + K.bothScore, 1000 + K.halfTimeFullTime].every(isBuilderMarket)).toBe(true);
    // Draw no bet and Asian handicaps can push; basketball has no score table; unknown sports none.
    expect([1000 + K.drawNoBet, 1003, 3004, 3007, 999_005].some(isBuilderMarket)).toBe(false);
  });
});
