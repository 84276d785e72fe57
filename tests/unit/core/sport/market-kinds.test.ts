import { describe, expect, it } from 'vitest';
import { SettleResult as R } from '../../../../core/contract/schemas/bets';
import { settleLeg } from '../../../../core/bets/settlement';
import {
  depthOutcomes,
  formatPeriods,
  htftTy,
  K,
  parsePeriods,
  scoreTy,
  settleDepth,
  TY,
  type FinalScore,
} from '../../../../core/sport/market-kinds';

/** Soccer 2-1 with a 0-1 half time. */
const soccer: FinalScore = {
  home: 2,
  away: 1,
  periods: [
    [0, 1],
    [2, 0],
  ],
};
const settle = (k: number, ty: number, s: FinalScore = soccer, line = NaN) => settleDepth(k, line, ty, s);

describe('soccer deeper markets', () => {
  it('double chance: 1X and 12 win on a home win, X2 loses', () => {
    expect(settle(K.doubleChance, TY.homeOrDraw)).toBe(R.Win);
    expect(settle(K.doubleChance, TY.homeOrAway)).toBe(R.Win);
    expect(settle(K.doubleChance, TY.drawOrAway)).toBe(R.Lose);
    const draw = { home: 1, away: 1 };
    expect(settle(K.doubleChance, TY.homeOrAway, draw)).toBe(R.Lose);
    expect(settle(K.doubleChance, TY.drawOrAway, draw)).toBe(R.Win);
  });
  it('draw no bet: a draw returns the stake', () => {
    expect(settle(K.drawNoBet, TY.home)).toBe(R.Win);
    expect(settle(K.drawNoBet, TY.away)).toBe(R.Lose);
    expect(settle(K.drawNoBet, TY.home, { home: 0, away: 0 })).toBe(R.Equal);
  });
  it('both teams to score and clean sheets', () => {
    expect(settle(K.bothScore, TY.yes)).toBe(R.Win);
    expect(settle(K.bothScore, TY.no, { home: 3, away: 0 })).toBe(R.Win);
    expect(settle(K.homeCleanSheet, TY.yes, { home: 3, away: 0 })).toBe(R.Win);
    expect(settle(K.homeCleanSheet, TY.yes)).toBe(R.Lose);
    expect(settle(K.awayCleanSheet, TY.no)).toBe(R.Win);
    expect(settle(K.awayCleanSheet, TY.yes, { home: 0, away: 2 })).toBe(R.Win);
  });
  it('correct score: the exact score wins; beyond 4 goals a side is "any other"', () => {
    expect(settle(K.correctScore, scoreTy(2, 1))).toBe(R.Win);
    expect(settle(K.correctScore, scoreTy(1, 2))).toBe(R.Lose);
    expect(settle(K.correctScore, TY.otherScore)).toBe(R.Lose);
    expect(settle(K.correctScore, TY.otherScore, { home: 5, away: 0 })).toBe(R.Win);
    expect(settle(K.correctScore, scoreTy(4, 4), { home: 4, away: 4 })).toBe(R.Win);
    expect(depthOutcomes(K.correctScore)).toHaveLength(26);
  });
  it('half-time result, HT/FT and the second half read the period scores', () => {
    expect(settle(K.halfTimeResult, TY.away)).toBe(R.Win);
    expect(settle(K.halfTimeResult, TY.home)).toBe(R.Lose);
    expect(settle(K.halfTimeFullTime, htftTy(TY.away, TY.home))).toBe(R.Win);
    expect(settle(K.halfTimeFullTime, htftTy(TY.home, TY.home))).toBe(R.Lose);
    expect(settle(K.secondHalfResult, TY.home)).toBe(R.Win);
    expect(settle(K.secondHalfTotal, TY.over, soccer, 1.5)).toBe(R.Win);
    expect(settle(K.firstHalfTotal, TY.under, soccer, 1.5)).toBe(R.Win);
    expect(settle(K.firstHalfTotal, TY.over, soccer, 0.5)).toBe(R.Win);
    expect(depthOutcomes(K.halfTimeFullTime)).toHaveLength(9);
  });
  it('period markets without period scores are void', () => {
    const bare = { home: 2, away: 1 };
    for (const k of [K.halfTimeResult, K.halfTimeFullTime, K.secondHalfResult])
      expect(settle(k, TY.home, bare)).toBe(R.Cancel);
    expect(settle(K.firstHalfTotal, TY.over, bare, 0.5)).toBe(R.Cancel);
    expect(settle(K.secondHalfTotal, TY.over, bare, 0.5)).toBe(R.Cancel);
  });
  it('team totals, odd/even and winning margin', () => {
    expect(settle(K.homeTotal, TY.over, soccer, 1.5)).toBe(R.Win);
    expect(settle(K.awayTotal, TY.over, soccer, 1.5)).toBe(R.Lose);
    expect(settle(K.awayTotal, TY.under, soccer, 1)).toBe(R.Equal);
    expect(settle(K.oddEven, TY.odd)).toBe(R.Win);
    expect(settle(K.oddEven, TY.even)).toBe(R.Lose);
    expect(settle(K.winningMargin, TY.homeByBase + 1)).toBe(R.Win);
    expect(settle(K.winningMargin, TY.homeByBase + 2)).toBe(R.Lose);
    expect(settle(K.winningMargin, TY.homeByBase + 3, { home: 5, away: 0 })).toBe(R.Win);
    expect(settle(K.winningMargin, TY.awayByBase + 2, { home: 0, away: 2 })).toBe(R.Win);
    expect(settle(K.winningMargin, TY.draw, { home: 1, away: 1 })).toBe(R.Win);
  });
  it('an unknown option is void', () => {
    expect(settle(K.bothScore, TY.over)).toBe(R.Cancel);
    expect(settle(99, TY.home)).toBe(R.Cancel);
  });
  it('settleLeg sends the deeper kinds here and keeps Asian quarter lines in halves', () => {
    expect(settleLeg({ marketType: 1012, line: null, ty: TY.yes, home: 1, away: 1 })).toBe(R.Win);
    expect(
      settleLeg({
        marketType: 1014,
        line: null,
        ty: TY.draw,
        home: 1,
        away: 1,
        periods: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBe(R.Win);
    // Home -0.25 on a draw: half on 0 pushes, half on -0.5 loses.
    expect(settleLeg({ marketType: 1003, line: '-0.25', ty: 1, home: 1, away: 1 })).toBe(R.LoseHalf);
    expect(settleLeg({ marketType: 1003, line: '-0.75', ty: 1, home: 2, away: 1 })).toBe(R.WinHalf);
  });
});

describe('basketball deeper markets', () => {
  const game: FinalScore = {
    home: 90,
    away: 85,
    periods: [
      [20, 25],
      [22, 22],
      [25, 20],
      [23, 18],
    ],
  };
  it('first half winner, spread and total on quarters 1-2', () => {
    expect(settle(K.firstHalfWinner, TY.away, game)).toBe(R.Win);
    expect(settle(K.firstHalfSpread, TY.home, game, 5.5)).toBe(R.Win);
    expect(settle(K.firstHalfSpread, TY.home, game, 2.5)).toBe(R.Lose);
    expect(settle(K.firstHalfTotal, TY.over, game, 88.5)).toBe(R.Win);
  });
  it('quarter totals and winners; a level quarter pushes', () => {
    expect(settle(K.quarterTotal + 1, TY.over, game, 44.5)).toBe(R.Win);
    expect(settle(K.quarterTotal + 4, TY.under, game, 44.5)).toBe(R.Win);
    expect(settle(K.quarterWinner + 3, TY.home, game)).toBe(R.Win);
    expect(settle(K.quarterWinner + 2, TY.home, game)).toBe(R.Equal);
    expect(settle(K.quarterWinner + 4, TY.home, { home: 1, away: 0, periods: [[1, 0]] })).toBe(R.Cancel);
  });
  it('team totals over the final points', () => {
    expect(settle(K.homeTotal, TY.over, game, 89.5)).toBe(R.Win);
    expect(settle(K.awayTotal, TY.over, game, 89.5)).toBe(R.Lose);
  });
});

describe('tennis deeper markets', () => {
  const match: FinalScore = {
    home: 2,
    away: 1,
    periods: [
      [6, 4],
      [5, 7],
      [7, 6],
    ],
  };
  it('set betting: the sets score', () => {
    expect(settle(K.setBetting, scoreTy(2, 1), match)).toBe(R.Win);
    expect(settle(K.setBetting, scoreTy(2, 0), match)).toBe(R.Lose);
    expect(depthOutcomes(K.setBetting, 2)).toEqual([
      scoreTy(2, 0),
      scoreTy(2, 1),
      scoreTy(1, 2),
      scoreTy(0, 2),
    ]);
  });
  it('set winner by set number; a set not played is void', () => {
    expect(settle(K.setWinner, TY.away, match, 2)).toBe(R.Win);
    expect(settle(K.setWinner, TY.home, match, 3)).toBe(R.Win);
    expect(
      settle(
        K.setWinner,
        TY.home,
        {
          home: 2,
          away: 0,
          periods: [
            [6, 1],
            [6, 2],
          ],
        },
        3,
      ),
    ).toBe(R.Cancel);
  });
  it('games handicap and total count every game', () => {
    // 18-17 in games.
    expect(settle(K.gamesTotal, TY.over, match, 34.5)).toBe(R.Win);
    expect(settle(K.gamesTotal, TY.under, match, 35)).toBe(R.Equal);
    expect(settle(K.gamesHandicap, TY.home, match, -1.5)).toBe(R.Lose);
    expect(settle(K.gamesHandicap, TY.away, match, -1.5)).toBe(R.Win);
    expect(settle(K.gamesHandicap, TY.home, match, -1)).toBe(R.Equal);
    expect(settle(K.gamesTotal, TY.over, { home: 2, away: 0 }, 20.5)).toBe(R.Cancel);
  });
});

describe('period scores as stored', () => {
  it('round-trips and refuses anything else', () => {
    expect(
      formatPeriods([
        [1, 0],
        [0, 2],
      ]),
    ).toBe('1-0,0-2');
    expect(parsePeriods('1-0,0-2')).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(parsePeriods('')).toEqual([]);
    expect(parsePeriods(null)).toBeNull();
    expect(parsePeriods('1-0;2')).toBeNull();
  });
});
