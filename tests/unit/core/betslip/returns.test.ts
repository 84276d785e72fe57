import { describe, expect, it } from 'vitest';
import {
  choose,
  comboOdds,
  comboReturn,
  kindProblem,
  subsets,
  systemReturn,
  systemTypes,
  toThousandths,
} from '../../../../core/betslip/returns';

const legs = (...ids: number[]) => ids.map((matchId) => ({ matchId }));

describe('returns in minor units', () => {
  it('single: stake x odds, cut to the cent', () => {
    expect(comboReturn(1000, [toThousandths(1.85)])).toBe(1850);
    expect(comboReturn(333, [toThousandths(1.333)])).toBe(443); // 443.889 -> 443
    expect(toThousandths(2.07)).toBe(2070);
  });

  it('combo: the product of the legs, exact for ten long legs', () => {
    expect(comboReturn(1000, [2000, 3000])).toBe(6000);
    expect(comboOdds([1500, 1333])).toBe(1999);
    const ten = Array.from({ length: 10 }, () => 9_990);
    // 9.99^10 = 9_900_448_802.2... for 1 unit stake (100 minor) -> cut
    expect(comboReturn(100, ten)).toBe(990_044_880_209);
  });

  it('system k of n: n choose k combos, the sum of their returns', () => {
    expect(choose(4, 2)).toBe(6);
    expect(choose(10, 5)).toBe(252);
    expect(subsets([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    // 2 of 3 at 2.0, 3.0, 4.0, 1 unit each: 6 + 8 + 12 = 26 units
    expect(systemReturn(100, [2000, 3000, 4000], 2)).toBe(2600);
  });
});

describe('which bets the selections allow', () => {
  it('system bets need three selections of different matches: every k of n with 2 <= k < n', () => {
    expect(systemTypes(legs(1, 2))).toEqual([]);
    expect(systemTypes(legs(1, 2, 3))).toEqual([{ k: 2, n: 3, combos: 3 }]);
    expect(systemTypes(legs(1, 2, 3, 4)).map((s) => `${s.k}/${s.n}:${s.combos}`)).toEqual(['2/4:6', '3/4:4']);
    expect(systemTypes(legs(1, 2, 2))).toEqual([]);
  });

  it('combos are refused when two legs are the same match', () => {
    expect(kindProblem('bet_multi', legs(1, 2))).toBeNull();
    expect(kindProblem('bet_multi', legs(1, 1))).toBe('same-match');
    expect(kindProblem('bet_multi', legs(1))).toBe('too-few');
    expect(kindProblem('system_bet', legs(1, 2))).toBe('too-few');
    expect(kindProblem('single_bet', legs(1, 1))).toBeNull();
    expect(kindProblem('single_bet', [])).toBe('too-few');
  });
});

describe('the slip shows what settlement pays (core/bets)', () => {
  it('combo and system returns equal core/bets potentialReturn', async () => {
    const { potentialReturn } = await import('../../../../core/bets/returns');
    const odds = [1850, 2070, 3333, 1010];
    expect(comboReturn(1234, odds)).toBe(potentialReturn('bet_multi', 1234, odds));
    expect(systemReturn(500, odds, 2)).toBe(potentialReturn('system_bet', 500, odds, 2));
    expect(systemReturn(500, odds, 3)).toBe(potentialReturn('system_bet', 500, odds, 3));
    expect(comboReturn(999, [1999])).toBe(potentialReturn('single_bet', 999, [1999]));
  });
});
