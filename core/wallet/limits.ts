/**
 * Deposit and withdraw limits (SPEC §9). Every amount is integer minor units (1/100 of the currency unit).
 *
 * - Minimum deposit per brand: 30 (Brazil, India, Philippines, Kenya, USA, Vietnam); 80 (Mexico, Colombia,
 *   Peru, multi-currency).
 * - Daily maximum: the sum of a player's deposit orders of the current UTC day (orders that are not failed
 *   or expired, i.e. created, pending or paid) plus the new one may not exceed it. USDT: 250. Peru: 2000.
 * - Total maximum: the same sum over a rolling 30 days. The spec names no period; a lifetime cap would shut a
 *   player out for good, so 30 days it is (documented choice).
 * - Withdraw fee: 2% of the amount, rounded up to a whole minor unit, capped at 50000 minor units (SPEC §9
 *   "Maximum withdraw fee 50000"; 500.00 in the currency). Minimum withdrawal: the brand's minimum deposit.
 */
import type { BrandId, Market } from '../brand/client-brands';

const m = (major: number) => major * 100;

export const MIN_DEPOSIT: Readonly<Record<BrandId, number>> = {
  br: m(30),
  in: m(30),
  ph: m(30),
  ke: m(30),
  us: m(30),
  vn: m(30),
  mx: m(80),
  co: m(80),
  pe: m(80),
  crypto: m(80),
};

/** SPEC §9 "Total maximum deposit"; markets not listed use the default. */
export const TOTAL_MAX_DEPOSIT: Readonly<Partial<Record<Market, number>>> & { default: number } = {
  default: m(1000),
  MX: m(3000),
  PH: m(10000),
  IN: m(5000),
  KE: m(10000),
  VN: m(5_000_000),
  CO: m(50000),
};

/**
 * SPEC §9 "Daily maximum deposit". Colombia has two variants (30000 or 10000): 30000 here. Peru 2000
 * (alternative 500): 2000 here. The crypto brand's USDT daily maximum is 250 (by currency, below).
 */
export const DAILY_MAX_DEPOSIT: Readonly<Partial<Record<Market, number>>> & { default: number } = {
  default: m(100),
  MX: m(300),
  PH: m(1000),
  IN: m(500),
  KE: m(1000),
  CO: m(30000),
  VN: m(1_000_000),
  PE: m(2000),
};

/** Per-currency daily maxima that override the market's (SPEC §9: USDT 250). */
export const DAILY_MAX_BY_CURRENCY: Readonly<Record<string, number>> = { USDT: m(250) };

/** SPEC §9 maximum withdraw fee. */
export const MAX_WITHDRAW_FEE = 50000;
/** Withdraw fee rate, in basis points (2%). */
export const WITHDRAW_FEE_BPS = 200;

/** The window of the total maximum (see the header). */
export const TOTAL_WINDOW_DAYS = 30;

/** How long a deposit order waits for payment before it times out (status 3). */
export const DEPOSIT_EXPIRY_MS = 30 * 60 * 1000;

export interface DepositLimits {
  min: number;
  dailyMax: number;
  totalMax: number;
}

export function depositLimits(brand: BrandId, market: Market, currency: string): DepositLimits {
  return {
    min: MIN_DEPOSIT[brand],
    dailyMax:
      DAILY_MAX_BY_CURRENCY[currency.toUpperCase()] ?? DAILY_MAX_DEPOSIT[market] ?? DAILY_MAX_DEPOSIT.default,
    totalMax: TOTAL_MAX_DEPOSIT[market] ?? TOTAL_MAX_DEPOSIT.default,
  };
}

/** Deposit quick amounts per brand (minor units): within the minimum and the daily maximum. */
export const DEPOSIT_QUICK_AMOUNTS: Readonly<Record<BrandId, readonly number[]>> = {
  br: [m(30), m(50), m(80), m(100)],
  mx: [m(80), m(100), m(200), m(300)],
  co: [m(1000), m(5000), m(10000), m(30000)],
  pe: [m(80), m(200), m(500), m(1000)],
  ph: [m(100), m(200), m(500), m(1000)],
  in: [m(100), m(200), m(300), m(500)],
  ke: [m(200), m(500), m(800), m(1000)],
  vn: [m(100_000), m(200_000), m(500_000), m(1_000_000)],
  us: [m(30), m(50), m(80), m(100)],
  crypto: [m(80), m(100), m(200), m(250)],
};

export type DepositRuleError = 'amount_invalid' | 'below_min' | 'above_daily' | 'above_total';

/**
 * Checks a deposit of `amount` given what the player already deposited today and in the total window
 * (orders that count: created, pending, paid). Null when allowed.
 */
export function checkDepositAmount(
  limits: DepositLimits,
  amount: number,
  depositedToday: number,
  depositedInWindow: number,
): DepositRuleError | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'amount_invalid';
  if (amount < limits.min) return 'below_min';
  if (depositedToday + amount > limits.dailyMax) return 'above_daily';
  if (depositedInWindow + amount > limits.totalMax) return 'above_total';
  return null;
}

/** 2% rounded up, capped at MAX_WITHDRAW_FEE; 0 for nothing. */
export function withdrawFee(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
  return Math.min(MAX_WITHDRAW_FEE, Math.ceil((amount * WITHDRAW_FEE_BPS) / 10_000));
}

export type WithdrawRuleError = 'amount_invalid' | 'below_min' | 'insufficient';

/**
 * Checks a withdrawal of `amount` (what leaves the balance; the player receives amount - fee) against the
 * withdrawable cash. Null when allowed.
 */
export function checkWithdrawAmount(
  brand: BrandId,
  amount: number,
  withdrawable: number,
): WithdrawRuleError | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'amount_invalid';
  if (amount < MIN_DEPOSIT[brand]) return 'below_min';
  if (amount > withdrawable) return 'insufficient';
  return null;
}

/** The start of the UTC day of `nowMs`, the daily maximum's boundary. */
export function utcDayStart(nowMs: number): number {
  return nowMs - (((nowMs % 86_400_000) + 86_400_000) % 86_400_000);
}
