/** Activity reward math (issue #16): periods, tiers, cashback and the real-time share. */
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  cashbackOf,
  dayKey,
  dayStart,
  nextTier,
  shareOf,
  tiersReached,
  weekStart,
} from '../../../core/promotions/rewards';
import { depositBonus } from '../../../core/promotions/wagering';

describe('periods', () => {
  it('a UTC day and a Monday-first week', () => {
    const wed = Date.UTC(2026, 10, 25, 12, 30);
    expect(dayStart(wed)).toBe(Date.UTC(2026, 10, 25));
    expect(dayKey(wed)).toBe('2026-11-25');
    expect(weekStart(wed)).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(Date.UTC(2026, 10, 29, 23, 59))).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
    expect(dayStart(wed) + DAY_MS).toBe(Date.UTC(2026, 10, 26));
  });
});

describe('tiers', () => {
  const tiers = [
    { threshold: 15_000, amount: 1500 },
    { threshold: 60_000, amount: 6000 },
    { threshold: 150_000, amount: 15_000 },
  ];
  it('reached at the threshold exactly, not a unit below', () => {
    expect(tiersReached(tiers, 14_999)).toEqual([]);
    expect(tiersReached(tiers, 15_000)).toEqual([0]);
    expect(tiersReached(tiers, 150_000)).toEqual([0, 1, 2]);
    expect(tiersReached([{ threshold: 0, amount: 5 }], 10)).toEqual([]);
  });
  it('the next tier ahead', () => {
    expect(nextTier(tiers, 0)).toEqual(tiers[0]);
    expect(nextTier(tiers, 60_000)).toEqual(tiers[2]);
    expect(nextTier(tiers, 150_000)).toBeNull();
  });
});

describe('cashback and share', () => {
  it('a percent of the net loss, rounded down, capped; nothing on a win or a draw', () => {
    expect(cashbackOf(5, 20_000, 0, 3000)).toBe(1000);
    expect(cashbackOf(5, 20_019, 0, 0)).toBe(1000);
    expect(cashbackOf(5, 200_000, 0, 3000)).toBe(3000);
    expect(cashbackOf(5, 10_000, 10_000, 0)).toBe(0);
    expect(cashbackOf(5, 10_000, 25_000, 0)).toBe(0);
    expect(cashbackOf(0, 10_000, 0, 0)).toBe(0);
  });
  it('the real-time share of stakes', () => {
    expect(shareOf(1, 12_345)).toBe(123);
    expect(shareOf(1, 99)).toBe(0);
    expect(shareOf(1, 1_000_000, 5000)).toBe(5000);
    expect(shareOf(1, -5)).toBe(0);
  });
  it('the daily deposit match: below the minimum nothing, capped above', () => {
    const rules = { percent: 10, cap: 6000, minDeposit: 3000 };
    expect(depositBonus(rules, 2999)).toBe(0);
    expect(depositBonus(rules, 3000)).toBe(300);
    expect(depositBonus(rules, 100_000)).toBe(6000);
  });
});
