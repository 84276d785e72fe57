import { describe, expect, it } from 'vitest';
import { SettleResult as R } from '../../../../core/contract/schemas/bets';
import {
  legFactor,
  lineQuarters,
  marketKindOf,
  settleLeg,
  type LegOutcomeInput,
} from '../../../../core/bets/settlement';

const leg = (over: Partial<LegOutcomeInput>): LegOutcomeInput => ({
  marketType: 1005,
  line: null,
  ty: 1,
  home: 0,
  away: 0,
  ...over,
});

describe('market kinds', () => {
  it('reads the kind from the market type (profiles: +7 total, +3 handicap, else winner)', () => {
    expect(marketKindOf(1005)).toBe('winner');
    expect(marketKindOf(3004)).toBe('winner');
    expect(marketKindOf(5001)).toBe('winner');
    expect(marketKindOf(177005)).toBe('winner');
    expect(marketKindOf(1007)).toBe('total');
    expect(marketKindOf(164007)).toBe('total');
    expect(marketKindOf(1003)).toBe('handicap');
    expect(marketKindOf(3003)).toBe('handicap');
  });
  it('reads lines in quarters and refuses other fractions', () => {
    expect(lineQuarters('2.5')).toBe(10);
    expect(lineQuarters('-1.25')).toBe(-5);
    expect(lineQuarters('+0.75')).toBe(3);
    expect(lineQuarters(null)).toBe(0);
    expect(lineQuarters('2.3')).toBeNull();
    expect(lineQuarters('abc')).toBeNull();
  });
});

describe('winner market', () => {
  it('home, away and draw against the final score', () => {
    expect(settleLeg(leg({ ty: 1, home: 2, away: 1 }))).toBe(R.Win);
    expect(settleLeg(leg({ ty: 2, home: 2, away: 1 }))).toBe(R.Lose);
    expect(settleLeg(leg({ ty: 3, home: 2, away: 1 }))).toBe(R.Lose);
    expect(settleLeg(leg({ ty: 3, home: 1, away: 1 }))).toBe(R.Win);
    expect(settleLeg(leg({ ty: 2, home: 0, away: 3 }))).toBe(R.Win);
  });
  it('a draw loses home and away on a 1X2 market, and pushes them on a two-way one', () => {
    for (const marketType of [1005, 177005]) {
      expect(settleLeg(leg({ marketType, ty: 1, home: 1, away: 1 }))).toBe(R.Lose);
      expect(settleLeg(leg({ marketType, ty: 2, home: 0, away: 0 }))).toBe(R.Lose);
      expect(settleLeg(leg({ marketType, ty: 3, home: 0, away: 0 }))).toBe(R.Win);
    }
    // Basketball moneyline and a two-way winner market: no draw option, a level end pays the stake back.
    for (const marketType of [3004, 5001, 164001]) {
      expect(settleLeg(leg({ marketType, ty: 1, home: 100, away: 100 }))).toBe(R.Equal);
      expect(settleLeg(leg({ marketType, ty: 2, home: 1, away: 1 }))).toBe(R.Equal);
    }
  });
  it('a cancelled match voids every leg; an unknown outcome type is void', () => {
    expect(settleLeg(leg({ ty: 1, home: 3, away: 0, cancelled: true }))).toBe(R.Cancel);
    expect(settleLeg(leg({ ty: 9, home: 3, away: 0 }))).toBe(R.Cancel);
  });
});

describe('totals', () => {
  const total = (line: string, ty: number, home: number, away: number) =>
    settleLeg(leg({ marketType: 1007, line, ty, home, away }));
  it('half lines: over and under never push', () => {
    expect(total('2.5', 4, 2, 1)).toBe(R.Win);
    expect(total('2.5', 5, 2, 1)).toBe(R.Lose);
    expect(total('2.5', 4, 1, 1)).toBe(R.Lose);
    expect(total('2.5', 5, 1, 1)).toBe(R.Win);
  });
  it('whole lines push on the line', () => {
    expect(total('3', 4, 2, 1)).toBe(R.Equal);
    expect(total('3', 5, 2, 1)).toBe(R.Equal);
    expect(total('3', 4, 3, 1)).toBe(R.Win);
  });
  it('quarter lines: half won / half pushed and half lost / half pushed', () => {
    // 2.25: half on 2 (push at 2 goals), half on 2.5.
    expect(total('2.25', 4, 1, 1)).toBe(R.LoseHalf);
    expect(total('2.25', 5, 1, 1)).toBe(R.WinHalf);
    // 2.75: half on 2.5, half on 3 (push at 3 goals).
    expect(total('2.75', 4, 2, 1)).toBe(R.WinHalf);
    expect(total('2.75', 5, 2, 1)).toBe(R.LoseHalf);
    expect(total('2.75', 4, 3, 1)).toBe(R.Win);
    expect(total('2.25', 5, 0, 0)).toBe(R.Win);
  });
});

describe('Asian handicap', () => {
  const hcp = (line: string, ty: number, home: number, away: number) =>
    settleLeg(leg({ marketType: 1003, line, ty, home, away }));
  it('half lines: the home line and the away side with its opposite', () => {
    expect(hcp('-1.5', 1, 2, 0)).toBe(R.Win);
    expect(hcp('-1.5', 1, 1, 0)).toBe(R.Lose);
    expect(hcp('-1.5', 2, 1, 0)).toBe(R.Win);
    expect(hcp('+1.5', 2, 2, 0)).toBe(R.Lose);
  });
  it('level ball (0) and whole lines push', () => {
    expect(hcp('0', 1, 1, 1)).toBe(R.Equal);
    expect(hcp('-1', 1, 2, 1)).toBe(R.Equal);
    expect(hcp('-1', 2, 2, 1)).toBe(R.Equal);
  });
  it('quarter lines split the stake: -0.25, -0.75, +0.25', () => {
    expect(hcp('-0.25', 1, 1, 1)).toBe(R.LoseHalf);
    expect(hcp('-0.25', 2, 1, 1)).toBe(R.WinHalf);
    expect(hcp('-0.75', 1, 1, 0)).toBe(R.WinHalf);
    expect(hcp('-0.75', 2, 1, 0)).toBe(R.LoseHalf);
    expect(hcp('+0.25', 1, 1, 1)).toBe(R.WinHalf);
    expect(hcp('-0.75', 1, 2, 0)).toBe(R.Win);
    expect(hcp('-0.25', 1, 0, 1)).toBe(R.Lose);
  });
  it('a line that is not a quarter voids the leg', () => {
    expect(hcp('-0.3', 1, 2, 0)).toBe(R.Cancel);
  });
});

describe('payout factors (1/2000 of the stake)', () => {
  it('win = odds, lose = 0, equal and cancel = stake back, halves', () => {
    expect(legFactor(R.Win, 1900)).toBe(3800);
    expect(legFactor(R.Lose, 1900)).toBe(0);
    expect(legFactor(R.Equal, 1900)).toBe(2000);
    expect(legFactor(R.Cancel, 1900)).toBe(2000);
    expect(legFactor(R.WinHalf, 1900)).toBe(2900); // (1.9 + 1) / 2 = 1.45
    expect(legFactor(R.LoseHalf, 1900)).toBe(1000); // 0.5
    expect(legFactor(R.NotSettled, 1900)).toBeNull();
  });
});
