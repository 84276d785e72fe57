import { describe, expect, it } from 'vitest';
import { SettleResult as R } from '../../../../core/contract/schemas/bets';
import { choose, combinations, linesOf, systemSizes } from '../../../../core/bets/combinations';
import {
  betResult,
  combinedOddsMilli,
  isLost,
  lineReturn,
  payoutOf,
  potentialReturn,
  settledReturn,
} from '../../../../core/bets/returns';

describe('system combinations', () => {
  it('C(n, k) for every system the slip allows', () => {
    expect(choose(3, 2)).toBe(3);
    expect(choose(4, 2)).toBe(6);
    expect(choose(4, 3)).toBe(4);
    expect(choose(5, 3)).toBe(10);
    expect(choose(10, 5)).toBe(252);
    expect(choose(10, 9)).toBe(10);
    expect(choose(3, 4)).toBe(0);
    expect(choose(3, -1)).toBe(0);
  });
  it('lists every k-subset once, in order, with C(n, k) of them', () => {
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    for (let n = 2; n <= 10; n++)
      for (let k = 1; k <= n; k++) {
        const all = combinations(n, k);
        expect(all).toHaveLength(choose(n, k));
        expect(new Set(all.map((c) => c.join(','))).size).toBe(all.length);
        for (const c of all) expect(c).toHaveLength(k);
      }
  });
  it('names the systems 2/n .. (n-1)/n with their lines', () => {
    expect(systemSizes(3)).toEqual([{ k: 2, n: 3, name: '2/3', lines: 3 }]);
    expect(systemSizes(4).map((s) => `${s.name}:${s.lines}`)).toEqual(['2/4:6', '3/4:4']);
    expect(systemSizes(2)).toEqual([]);
    expect(linesOf('system_bet', 4, 3)).toBe(4);
    expect(linesOf('bet_multi', 4)).toBe(1);
    expect(linesOf('single_bet', 1)).toBe(1);
  });
});

describe('potential returns (minor units, cut down)', () => {
  it('single and combo: stake x product of the odds', () => {
    expect(lineReturn(1000, [1850])).toBe(1850);
    expect(potentialReturn('single_bet', 500, [2100])).toBe(1050);
    expect(potentialReturn('bet_multi', 1000, [1500, 2000])).toBe(3000);
    // 3.33 x 1.01 x 3 = 10.0899 -> cut, never rounded up
    expect(potentialReturn('bet_multi', 100, [3330, 1010, 3000])).toBe(1008);
    expect(combinedOddsMilli([1500, 1333])).toBe(1999);
  });
  it('system: every line at the stake per line', () => {
    // 2/3 of 2.0, 3.0, 4.0 at 100: 600 + 800 + 1200
    expect(potentialReturn('system_bet', 100, [2000, 3000, 4000], 2)).toBe(2600);
    // 3/4: four trebles
    expect(potentialReturn('system_bet', 100, [2000, 2000, 2000, 2000], 3)).toBe(3200);
  });
  it('ten legs of long odds do not overflow', () => {
    expect(potentialReturn('bet_multi', 10_000, Array(10).fill(101_000))).toBe(
      Number((10_000n * 101n ** 10n).toString()),
    );
  });
});

describe('settled returns, leg by leg', () => {
  const L = (oddsMilli: number, result: number) => ({ oddsMilli, result });
  it('single: each result', () => {
    expect(settledReturn('single_bet', 1000, [L(1900, R.Win)])).toBe(1900);
    expect(settledReturn('single_bet', 1000, [L(1900, R.Lose)])).toBe(0);
    expect(settledReturn('single_bet', 1000, [L(1900, R.Equal)])).toBe(1000);
    expect(settledReturn('single_bet', 1000, [L(1900, R.Cancel)])).toBe(1000);
    expect(settledReturn('single_bet', 1000, [L(1900, R.WinHalf)])).toBe(1450);
    expect(settledReturn('single_bet', 1000, [L(1900, R.LoseHalf)])).toBe(500);
    expect(settledReturn('single_bet', 1000, [L(1900, R.NotSettled)])).toBeNull();
  });
  it('combo: a void leg counts as odds 1, a lost leg loses all, halves multiply', () => {
    expect(settledReturn('bet_multi', 1000, [L(2000, R.Win), L(3000, R.Cancel)])).toBe(2000);
    expect(settledReturn('bet_multi', 1000, [L(2000, R.Win), L(3000, R.Lose)])).toBe(0);
    expect(settledReturn('bet_multi', 1000, [L(2000, R.Win), L(3000, R.WinHalf)])).toBe(4000);
    expect(settledReturn('bet_multi', 1000, [L(2000, R.Win), L(3000, R.LoseHalf)])).toBe(1000);
    expect(settledReturn('bet_multi', 1000, [L(2000, R.Win), L(3000, R.NotSettled)])).toBeNull();
  });
  it('system 2/3 with one leg lost pays the one line without it', () => {
    const legs = [L(2000, R.Win), L(3000, R.Win), L(4000, R.Lose)];
    expect(settledReturn('system_bet', 100, legs, 2)).toBe(600);
  });
  it('a bet is lost early once no line can come home', () => {
    expect(isLost('bet_multi', [R.Lose, R.NotSettled])).toBe(true);
    expect(isLost('bet_multi', [R.Win, R.NotSettled])).toBe(false);
    expect(isLost('system_bet', [R.Lose, R.NotSettled, R.NotSettled], 2)).toBe(false);
    expect(isLost('system_bet', [R.Lose, R.Lose, R.NotSettled], 2)).toBe(true);
  });
});

describe('whole-bet result and free-bet payout', () => {
  it('a single takes its leg result; a combo is judged on its payout', () => {
    expect(betResult('single_bet', [R.WinHalf], 1000, 1450)).toBe(R.WinHalf);
    expect(betResult('bet_multi', [R.Win, R.Win], 1000, 4000)).toBe(R.Win);
    expect(betResult('bet_multi', [R.Win, R.Lose], 1000, 0)).toBe(R.Lose);
    expect(betResult('bet_multi', [R.Cancel, R.Cancel], 1000, 1000)).toBe(R.Cancel);
    expect(betResult('bet_multi', [R.Equal, R.Cancel], 1000, 1000)).toBe(R.Equal);
    expect(betResult('system_bet', [R.Win, R.Lose, R.Lose], 300, 200)).toBe(R.LoseHalf);
  });
  it('a free bet pays the winnings without the stake', () => {
    expect(payoutOf(1900, 1000, true)).toBe(900);
    expect(payoutOf(500, 1000, true)).toBe(0);
    expect(payoutOf(1900, 1000, false)).toBe(1900);
  });
});
