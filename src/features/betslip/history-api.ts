/**
 * The bet history's calls: the list by status and date range, an order by id (detail), cash-out prices and
 * taking a cash-out with its own idempotency key.
 */
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type { BetOrder } from '../../../core/contract/schemas/bets';
import { slipApi } from './slip-api';

export async function fetchOrder(orderId: string): Promise<BetOrder | null> {
  const { list } = await slipApi.call(endpoints.betOrderStatus, { orderIds: [orderId] });
  return list.find((o) => o.orderId === orderId) ?? null;
}

/** The cash-out offers for these orders: orderId -> price (minor units), only those available now. */
export async function fetchCashOutPrices(orderIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!orderIds.length) return out;
  const { list } = await slipApi.call(
    endpoints.cashOutPrice,
    { orderIds: orderIds.slice(0, 50) },
    { retries: 1 },
  );
  for (const p of list) if (p.available && p.price > 0) out.set(p.orderId, p.price);
  return out;
}

export type CashOutOutcome =
  | { kind: 'done'; order: BetOrder }
  /** The price moved: here is the new offer (or null: no offer any more). */
  | { kind: 'moved'; price: number | null }
  | { kind: 'failed'; message: string; code: number };

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Takes the offered price; one key per attempt, so a retried request cannot cash out twice. */
export async function cashOut(orderId: string, price: number): Promise<CashOutOutcome> {
  try {
    const { order } = await slipApi.call(endpoints.cashOutBet, { key: newKey(), orderId, price });
    return { kind: 'done', order };
  } catch (err) {
    const info = err instanceof ApiError ? err.info : null;
    if (info?.dm_error === DmError.CashOutPriceChanged) {
      const prices = await fetchCashOutPrices([orderId]).catch(() => new Map<string, number>());
      return { kind: 'moved', price: prices.get(orderId) ?? null };
    }
    return { kind: 'failed', message: info?.error_msg ?? '', code: info?.dm_error ?? 0 };
  }
}
