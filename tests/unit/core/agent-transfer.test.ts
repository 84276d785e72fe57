import { describe, expect, it } from 'vitest';
import { checkTransfer, transferable, transferLimits, utcDayOf } from '../../../core/invite/transfer';

const limits = { min: 1_000, max: 50_000, dailyMax: 80_000 };

describe('agent transfer limits', () => {
  it('refuses amounts outside one transfer, fractions, and the rest of the day before the balance', () => {
    expect(checkTransfer({ amount: 999, balance: 10_000, today: 0 }, limits)).toBe('amount');
    expect(checkTransfer({ amount: 50_001, balance: 100_000, today: 0 }, limits)).toBe('amount');
    expect(checkTransfer({ amount: 1_000.5, balance: 100_000, today: 0 }, limits)).toBe('amount');
    expect(checkTransfer({ amount: 40_000, balance: 100_000, today: 40_001 }, limits)).toBe('daily_limit');
    expect(checkTransfer({ amount: 40_000, balance: 100_000, today: 40_000 }, limits)).toBeNull();
    expect(checkTransfer({ amount: 5_001, balance: 5_000, today: 0 }, limits)).toBe('balance');
    expect(checkTransfer({ amount: 1_000, balance: 1_000, today: 0 }, limits)).toBeNull();
  });

  it('says how much can go now, zero below the minimum', () => {
    expect(transferable({ balance: 9_900, today: 0 }, limits)).toBe(9_900);
    expect(transferable({ balance: 900_000, today: 0 }, limits)).toBe(50_000);
    expect(transferable({ balance: 900_000, today: 75_000 }, limits)).toBe(5_000);
    expect(transferable({ balance: 900_000, today: 79_500 }, limits)).toBe(0);
    expect(transferable({ balance: 999, today: 0 }, limits)).toBe(0);
    expect(transferLimits().min).toBeLessThan(transferLimits().max);
  });

  it('cuts the UTC day', () => {
    const at = Date.parse('2026-11-20T23:59:59.999Z');
    expect(utcDayOf(at)).toEqual([Date.parse('2026-11-20T00:00:00Z'), Date.parse('2026-11-21T00:00:00Z')]);
  });
});
