import { describe, expect, it } from 'vitest';
import { CLIENT_BRANDS, type BrandId } from '../../../../core/brand/client-brands';
import {
  DEPOSIT_QUICK_AMOUNTS,
  MAX_WITHDRAW_FEE,
  MIN_DEPOSIT,
  checkDepositAmount,
  checkWithdrawAmount,
  depositLimits,
  utcDayStart,
  withdrawFee,
} from '../../../../core/wallet/limits';

const m = (major: number) => major * 100;

describe('minimum deposit per brand (SPEC §9)', () => {
  it.each([
    ['br', 30],
    ['in', 30],
    ['ph', 30],
    ['ke', 30],
    ['us', 30],
    ['vn', 30],
    ['mx', 80],
    ['co', 80],
    ['pe', 80],
    ['crypto', 80],
  ] as [BrandId, number][])('%s: %i', (brand, major) => {
    expect(MIN_DEPOSIT[brand]).toBe(m(major));
  });
});

describe('maximum deposit per market (SPEC §9)', () => {
  it.each([
    ['br', 'BR', 'BRL', 100, 1000],
    ['us', 'US', 'USD', 100, 1000],
    ['mx', 'MX', 'MXN', 300, 3000],
    ['ph', 'PH', 'PHP', 1000, 10000],
    ['in', 'IN', 'INR', 500, 5000],
    ['ke', 'KE', 'KES', 1000, 10000],
    ['vn', 'VN', 'VND', 1_000_000, 5_000_000],
    ['co', 'CO', 'COP', 30000, 50000],
    ['pe', 'PE', 'PEN', 2000, 1000],
    ['crypto', 'CRYPTO', 'USDT', 250, 1000],
    ['crypto', 'CRYPTO', 'BTC', 100, 1000],
  ] as const)('%s %s %s: daily %i, total %i', (brand, market, currency, daily, total) => {
    const limits = depositLimits(brand, market, currency);
    expect(limits).toEqual({ min: MIN_DEPOSIT[brand], dailyMax: m(daily), totalMax: m(total) });
  });

  it('USDT daily maximum applies by currency, case-insensitive', () => {
    expect(depositLimits('crypto', 'CRYPTO', 'usdt').dailyMax).toBe(m(250));
  });
});

describe('checkDepositAmount', () => {
  const limits = depositLimits('br', 'BR', 'BRL');
  it('accepts the minimum and the daily maximum exactly', () => {
    expect(checkDepositAmount(limits, m(30), 0, 0)).toBeNull();
    expect(checkDepositAmount(limits, m(100), 0, 0)).toBeNull();
  });
  it('refuses non-positive or non-integer amounts', () => {
    expect(checkDepositAmount(limits, 0, 0, 0)).toBe('amount_invalid');
    expect(checkDepositAmount(limits, -100, 0, 0)).toBe('amount_invalid');
    expect(checkDepositAmount(limits, 30.5, 0, 0)).toBe('amount_invalid');
  });
  it('refuses one minor unit under the minimum', () => {
    expect(checkDepositAmount(limits, m(30) - 1, 0, 0)).toBe('below_min');
  });
  it('counts what was deposited today against the daily maximum', () => {
    expect(checkDepositAmount(limits, m(30), m(70), m(70))).toBeNull();
    expect(checkDepositAmount(limits, m(30), m(70) + 1, m(70) + 1)).toBe('above_daily');
  });
  it('counts the window against the total maximum', () => {
    expect(checkDepositAmount(limits, m(50), 0, m(950))).toBeNull();
    expect(checkDepositAmount(limits, m(50), 0, m(950) + 1)).toBe('above_total');
  });
});

describe('deposit quick amounts', () => {
  it.each(CLIENT_BRANDS.map((b) => [b.id, b.market, b.currency] as const))(
    '%s: four amounts, rising, within the minimum and the daily maximum',
    (brand, market, currency) => {
      const amounts = DEPOSIT_QUICK_AMOUNTS[brand];
      const limits = depositLimits(brand, market, currency);
      expect(amounts).toHaveLength(4);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      for (const a of amounts) {
        expect(Number.isSafeInteger(a)).toBe(true);
        expect(a).toBeGreaterThanOrEqual(limits.min);
        expect(a).toBeLessThanOrEqual(limits.dailyMax);
      }
    },
  );
});

describe('withdraw fee: 2% rounded up, capped at 50000 (SPEC §9)', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [50, 1],
    [51, 2],
    [m(30), 60],
    [m(1000), m(20)],
    [m(25_000), MAX_WITHDRAW_FEE],
    [m(25_000) + 1, MAX_WITHDRAW_FEE],
    [m(10_000_000), MAX_WITHDRAW_FEE],
  ])('%i -> %i', (amount, fee) => {
    expect(withdrawFee(amount)).toBe(fee);
  });
  it('the cap is 50000 minor units', () => {
    expect(MAX_WITHDRAW_FEE).toBe(50000);
  });
});

describe('checkWithdrawAmount', () => {
  it('needs at least the brand minimum and at most the withdrawable cash', () => {
    expect(checkWithdrawAmount('br', m(30), m(30))).toBeNull();
    expect(checkWithdrawAmount('br', m(30) - 1, m(100))).toBe('below_min');
    expect(checkWithdrawAmount('br', m(31), m(30))).toBe('insufficient');
    expect(checkWithdrawAmount('br', 0, m(30))).toBe('amount_invalid');
    expect(checkWithdrawAmount('mx', m(79), m(1000))).toBe('below_min');
  });
});

describe('utcDayStart', () => {
  it('is midnight UTC of the day', () => {
    const t = Date.UTC(2026, 10, 22, 16, 30, 5, 7);
    expect(utcDayStart(t)).toBe(Date.UTC(2026, 10, 22));
    expect(utcDayStart(Date.UTC(2026, 10, 22))).toBe(Date.UTC(2026, 10, 22));
  });
});
