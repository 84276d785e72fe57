/**
 * How orders and amounts appear to the player: the answer shapes of an order, and money and account numbers
 * as text for messages.
 */
import type {
  PayInstructions,
  PayinOrder,
  PayoutOrder,
  PayTransaction,
} from '../../core/contract/schemas/finance';
import { currencyInfo } from '../../core/money/currencies';
import type { OrderState } from '../../core/wallet/status';
import type { PayOrderRow } from './orders';

/** Money in minor units as "30.00 BRL" for messages (never shown as a float). */
export const money = (minor: number, currency: string): string =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')} ${currency}`;

export const currencySymbol = (currency: string): string => currencyInfo(currency)?.symbol ?? currency;

export const maskAccount = (accountNo: string): string =>
  accountNo.length <= 4
    ? accountNo
    : `${'*'.repeat(Math.min(8, accountNo.length - 4))}${accountNo.slice(-4)}`;

export function payinView(row: PayOrderRow): PayinOrder {
  return {
    order_id: row.orderNo,
    pay_status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    currency: row.currency,
    pay_type: row.method,
    created_at: row.createdAt.getTime(),
    expire_at: row.expiresAt?.getTime() ?? 0,
    instructions: row.instructions as PayInstructions,
  };
}

export function payoutView(row: PayOrderRow): PayoutOrder {
  return {
    order_id: row.orderNo,
    pay_status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    fee: row.fee,
    receive_amount: row.amount - row.fee,
    currency: row.currency,
    pay_type: row.method,
    account_masked: row.accountMasked ?? '',
    created_at: row.createdAt.getTime(),
  };
}

export function transactionView(row: PayOrderRow): PayTransaction {
  return {
    order_id: row.orderNo,
    direction: row.direction as 'payin' | 'payout',
    status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    method: row.method,
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
  };
}
