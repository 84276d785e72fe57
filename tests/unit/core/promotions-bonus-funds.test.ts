/** Bonus money in stakes (core/promotions/bonus-funds.ts): cash first, payouts by the stake's split. */
import { describe, expect, it } from 'vitest';
import {
  bonusBalanceAfter,
  bonusPartTarget,
  correctionSplit,
  splitPayout,
  splitStake,
  wageredStake,
} from '../../../core/promotions/bonus-funds';
import { BonusState } from '../../../core/promotions/types';

describe('splitStake', () => {
  it('takes cash first, then bonus', () => {
    expect(splitStake(30, 10, 50)).toEqual({ cash: 10, bonus: 20 });
    expect(splitStake(30, 100, 50)).toEqual({ cash: 30, bonus: 0 });
    expect(splitStake(30, 0, 50)).toEqual({ cash: 0, bonus: 30 });
    expect(splitStake(60, 10, 50)).toEqual({ cash: 10, bonus: 50 });
  });

  it('refuses a stake the two do not cover, and bad input', () => {
    expect(splitStake(61, 10, 50)).toBeNull();
    expect(splitStake(1, 0, 0)).toBeNull();
    expect(splitStake(0, 10, 50)).toBeNull();
    expect(splitStake(-5, 10, 50)).toBeNull();
    expect(splitStake(1.5, 10, 50)).toBeNull();
    expect(splitStake(5, -1, 50)).toBeNull();
    expect(splitStake(5, 10, 0.5)).toBeNull();
  });
});

describe('splitPayout', () => {
  const stake = { cash: 10, bonus: 20 };

  it('pays as the stake was split: 30 (10 cash + 20 bonus) at 2.0 -> 20 cash + 40 bonus', () => {
    expect(splitPayout(60, stake)).toEqual({ cash: 20, bonus: 40 });
  });

  it('returns a refund exactly by the split, and a loss as nothing', () => {
    expect(splitPayout(30, stake)).toEqual({ cash: 10, bonus: 20 });
    expect(splitPayout(0, stake)).toEqual({ cash: 0, bonus: 0 });
    for (const s of [
      { cash: 1, bonus: 2 },
      { cash: 7, bonus: 13 },
      { cash: 999, bonus: 1 },
    ])
      expect(splitPayout(s.cash + s.bonus, s)).toEqual(s);
  });

  it('rounds the cash part down: the remainder (under 1 minor unit of share) stays bonus', () => {
    // 100 * 10 / 30 = 33.33 -> 33 cash, 67 bonus.
    expect(splitPayout(100, stake)).toEqual({ cash: 33, bonus: 67 });
    // 1 * 1 / 3 -> 0 cash, 1 bonus.
    expect(splitPayout(1, { cash: 1, bonus: 2 })).toEqual({ cash: 0, bonus: 1 });
    // 2 * 2 / 3 = 1.33 -> 1 cash.
    expect(splitPayout(2, { cash: 2, bonus: 1 })).toEqual({ cash: 1, bonus: 1 });
  });

  it('always sums to the payout, the cash share never above the stake ratio', () => {
    for (let payout = 0; payout <= 500; payout += 7)
      for (const s of [
        { cash: 3, bonus: 7 },
        { cash: 11, bonus: 1 },
        { cash: 1, bonus: 11 },
      ]) {
        const p = splitPayout(payout, s);
        expect(p.cash + p.bonus).toBe(payout);
        expect(p.cash * (s.cash + s.bonus)).toBeLessThanOrEqual(payout * s.cash);
        expect((p.cash + 1) * (s.cash + s.bonus)).toBeGreaterThan(payout * s.cash);
      }
  });

  it('pays a one-sided stake to its side only, and big amounts exactly', () => {
    expect(splitPayout(12_345, { cash: 100, bonus: 0 })).toEqual({ cash: 12_345, bonus: 0 });
    expect(splitPayout(12_345, { cash: 0, bonus: 100 })).toEqual({ cash: 0, bonus: 12_345 });
    // payout * stake.cash is past 2^53: the BigInt product is still exact.
    const big = splitPayout(9_000_000_000_000, { cash: 3_000_000, bonus: 6_000_000 });
    expect(big).toEqual({ cash: 3_000_000_000_000, bonus: 6_000_000_000_000 });
  });

  it('refuses bad input', () => {
    expect(() => splitPayout(-1, stake)).toThrow(RangeError);
    expect(() => splitPayout(1.5, stake)).toThrow(RangeError);
    expect(() => splitPayout(10, { cash: 0, bonus: 0 })).toThrow(RangeError);
    expect(() => splitPayout(10, { cash: -1, bonus: 5 })).toThrow(RangeError);
  });
});

describe('correctionSplit', () => {
  const stake = { cash: 10, bonus: 20 };

  it('moves the difference of the two payouts on each side', () => {
    // Won at 2.0, corrected to lost: 20 cash and 40 bonus are taken back.
    expect(correctionSplit(60, 0, stake)).toEqual({ cash: -20, bonus: -40 });
    // Lost, corrected to void: the stake comes back by its split.
    expect(correctionSplit(0, 30, stake)).toEqual({ cash: 10, bonus: 20 });
    expect(correctionSplit(60, 60, stake)).toEqual({ cash: 0, bonus: 0 });
  });

  it('never moves one side against the change', () => {
    for (let a = 0; a <= 120; a += 11)
      for (let b = 0; b <= 120; b += 13) {
        const d = correctionSplit(a, b, stake);
        expect(d.cash + d.bonus).toBe(b - a);
        expect(Math.sign(d.cash) * Math.sign(b - a)).toBeGreaterThanOrEqual(0);
        expect(Math.sign(d.bonus) * Math.sign(b - a)).toBeGreaterThanOrEqual(0);
      }
  });
});

describe('bonusPartTarget', () => {
  it('keeps bonus money bonus until unlocked, cash after, forfeited after expiry', () => {
    expect(bonusPartTarget(BonusState.Locked)).toBe('bonus');
    expect(bonusPartTarget(BonusState.Unlocking)).toBe('bonus');
    expect(bonusPartTarget(BonusState.Unlocked)).toBe('cash');
    expect(bonusPartTarget(BonusState.Expired)).toBe('forfeit');
    expect(() => bonusPartTarget(9)).toThrow(RangeError);
  });
});

describe('bonusBalanceAfter', () => {
  it('follows stakes and payouts, and reports what a take-back cannot find', () => {
    expect(bonusBalanceAfter(50, -20)).toEqual({ balance: 30, shortfall: 0 });
    expect(bonusBalanceAfter(30, 40)).toEqual({ balance: 70, shortfall: 0 });
    expect(bonusBalanceAfter(30, -40)).toEqual({ balance: 0, shortfall: 10 });
    expect(() => bonusBalanceAfter(-1, 5)).toThrow(RangeError);
    expect(() => bonusBalanceAfter(5, 0.5)).toThrow(RangeError);
  });
});

describe('wageredStake', () => {
  it('counts the whole stake, cash and bonus parts alike', () => {
    expect(wageredStake({ cash: 10, bonus: 20 })).toBe(30);
  });
});
