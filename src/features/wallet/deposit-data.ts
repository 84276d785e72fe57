/**
 * SPEC §3 "Deposit data kept locally": the order the player is paying (orderId, amount, currencyCode), so
 * /deposit-wait and /deposit-result survive a reload or a trip to the bank app. Never a token or a payment
 * payload: only what the player typed and the order's id. Cleared once the order is over.
 */
export interface DepositData {
  orderId: string;
  /** Integer minor units. */
  amount: number;
  currencyCode: string;
  /** Where the deposit was started from (the `from` parameter), to go back there at the end. */
  from?: string;
}

import { readItem, writeItem } from '../../platform/storage';

export const DEPOSIT_DATA_KEY = 'deposit_data';

export function readDepositData(): DepositData | null {
  try {
    const raw = readItem(DEPOSIT_DATA_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<DepositData>;
    if (typeof data.orderId !== 'string' || !Number.isSafeInteger(data.amount)) return null;
    if (typeof data.currencyCode !== 'string') return null;
    return data as DepositData;
  } catch {
    return null;
  }
}

/** Filed under the brand (platform/storage): an order of one brand is never shown on another. */
export function writeDepositData(data: DepositData): void {
  writeItem(DEPOSIT_DATA_KEY, JSON.stringify(data));
}

export function clearDepositData(): void {
  writeItem(DEPOSIT_DATA_KEY, null);
}
