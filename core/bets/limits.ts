/**
 * Stake amounts per currency (SPEC §9 "Bet amounts by currency"), in minor units. The spec's table covers
 * BRL, MXN, PHP, INR, KES, USD and COP; PEN, VND and USDT follow the same scale (PEN like BRL, USDT like
 * USD, VND in thousands). Maximum stakes are ours: a single up to 5,000x the minimum, a combo or system line
 * up to 2,000x. An unknown currency gets the USD row.
 */
export interface StakeLimits {
  currency: string;
  /** Lowest stake of a bet (of a line, for a system bet). */
  min: number;
  /** The stake the slip starts with. */
  default: number;
  /** The slip's quick-amount buttons. */
  quick: readonly number[];
  /** SPEC §3 Bet limit maxSingleBet (mon). */
  maxSingle: number;
  /** SPEC §3 Bet limit maxBetMulti (msl): per combo, per line of a system bet. */
  maxMulti: number;
}

const row = (currency: string, quick: readonly number[], def: number, min: number): StakeLimits => ({
  currency,
  min: min * 100,
  default: def * 100,
  quick: quick.map((q) => q * 100),
  maxSingle: min * 5000 * 100,
  maxMulti: min * 2000 * 100,
});

export const STAKE_LIMITS: Readonly<Record<string, StakeLimits>> = {
  BRL: row('BRL', [5, 10, 50, 100], 5, 3),
  MXN: row('MXN', [20, 40, 200, 400], 20, 10),
  PHP: row('PHP', [100, 200, 500, 1000], 100, 50),
  INR: row('INR', [100, 200, 500, 1000], 100, 50),
  KES: row('KES', [200, 500, 1000, 5000], 500, 200),
  USD: row('USD', [10, 20, 50, 100], 10, 5),
  COP: row('COP', [6000, 10000, 20000, 50000], 6000, 3000),
  PEN: row('PEN', [5, 10, 50, 100], 5, 3),
  VND: row('VND', [20000, 50000, 100000, 500000], 20000, 10000),
  USDT: row('USDT', [10, 20, 50, 100], 10, 5),
  /** Play chips (play-money mode, core/rg/play.ts): a daily top-up is 10,000 chips. */
  XPC: row('XPC', [50, 100, 200, 500], 100, 10),
};

export function stakeLimits(currency: string): StakeLimits {
  const code = currency.toUpperCase();
  return STAKE_LIMITS[code] ?? { ...STAKE_LIMITS.USD!, currency: code };
}

/** SPEC §9: at most 10 selections on a slip (and legs in a combo). */
export const MAX_SELECTIONS = 10;

/** The most one bet may return, minor units: SPEC §9 max value 1e8 currency units. */
export const MAX_RETURN = 100_000_000 * 100;
