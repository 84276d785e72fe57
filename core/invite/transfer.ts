/**
 * Agent transfers (issue #19): an agent moves commission from the agent balance to their own cash balance or
 * to a player of their downline. Every transfer is within the limits of one transfer and of the UTC day, and
 * never more than the agent balance. Amounts are integer minor units of the brand's currency.
 */

export interface TransferLimits {
  /** The smallest transfer. */
  min: number;
  /** The largest single transfer. */
  max: number;
  /** Everything the agent may transfer in one UTC day, to every destination together. */
  dailyMax: number;
}

/** One set of limits for every brand, in the brand's minor units (R$ 10 to R$ 5.000, R$ 20.000 a day). */
export function transferLimits(): TransferLimits {
  return { min: 1_000, max: 500_000, dailyMax: 2_000_000 };
}

export type TransferRefusal = 'amount' | 'daily_limit' | 'balance';

export interface TransferCheck {
  amount: number;
  /** The agent balance now. */
  balance: number;
  /** Already transferred this UTC day. */
  today: number;
}

/** Why a transfer is refused, or null when it may go: amount limits first, then the day, then the balance. */
export function checkTransfer(t: TransferCheck, limits: TransferLimits): TransferRefusal | null {
  if (!Number.isSafeInteger(t.amount) || t.amount < limits.min || t.amount > limits.max) return 'amount';
  if (t.today + t.amount > limits.dailyMax) return 'daily_limit';
  if (t.amount > t.balance) return 'balance';
  return null;
}

/** What can still be transferred now: the balance, the single-transfer maximum and the day's rest. */
export function transferable(t: Omit<TransferCheck, 'amount'>, limits: TransferLimits): number {
  const most = Math.min(t.balance, limits.max, Math.max(0, limits.dailyMax - t.today));
  return most >= limits.min ? most : 0;
}

/** The UTC day [start, end) in Unix ms that contains `at`. */
export function utcDayOf(at: number): [number, number] {
  const start = Math.floor(at / 86_400_000) * 86_400_000;
  return [start, start + 86_400_000];
}
