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

export const DEPOSIT_DATA_KEY = 'deposit_data';

export function readDepositData(): DepositData | null {
  try {
    const raw = window.localStorage.getItem(DEPOSIT_DATA_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<DepositData>;
    if (typeof data.orderId !== 'string' || !Number.isSafeInteger(data.amount)) return null;
    if (typeof data.currencyCode !== 'string') return null;
    return data as DepositData;
  } catch {
    return null;
  }
}

export function writeDepositData(data: DepositData): void {
  try {
    window.localStorage.setItem(DEPOSIT_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: the wait page still has the order id in its URL.
  }
}

export function clearDepositData(): void {
  try {
    window.localStorage.removeItem(DEPOSIT_DATA_KEY);
  } catch {
    // nothing stored
  }
}
