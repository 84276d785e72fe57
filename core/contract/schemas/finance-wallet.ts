import { Type, type Static } from '@sinclair/typebox';
import { Direction, Minor, Ms, OrderState } from './finance-common';

/**
 * Finance: the player's balance (SPEC §3 Balance, Wallet) and the history of deposits and withdrawals
 * (SPEC §4 pay transaction status). Amounts are minor units; the conventions of all finance files are in
 * finance.ts, which re-exports this one.
 */

// ---- Balance -------------------------------------------------------------------------------------------

/** SPEC §3 Balance: one row per currency the player holds (the brand's currency is always listed). */
export const BalanceRowSchema = Type.Object({
  currency: Type.String(),
  /** cash + bonus (what the header shows), minor units. */
  total_balance: Minor,
  cash: Minor,
  bonus: Minor,
  freebet: Minor,
});
export type BalanceRow = Static<typeof BalanceRowSchema>;

export const BalanceSchema = Type.Object({
  balances: Type.Array(BalanceRowSchema),
  /** SPEC §3 Wallet: the balance of the request's currency with its symbol (Mexico's zero-wallet rule). */
  balance_info: Type.Object({ currency: Type.String(), balance: Minor, symbol: Type.String() }),
});
export type Balance = Static<typeof BalanceSchema>;

// ---- History -------------------------------------------------------------------------------------------

export const PayHistoryQuerySchema = Type.Object({
  /** 'payin', 'payout' or '' / absent for both. */
  direction: Type.Optional(Type.String({ maxLength: 8 })),
  /** The `cursor` of the previous page; absent for the first. */
  cursor: Type.Optional(Type.String({ maxLength: 40 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type PayHistoryQuery = Static<typeof PayHistoryQuerySchema>;

export const PayTransactionSchema = Type.Object({
  order_id: Type.String(),
  direction: Direction,
  /** SPEC §4 pay transaction status. */
  status: Type.Integer(),
  state: OrderState,
  amount: Minor,
  fee: Minor,
  currency: Type.String(),
  /** Method code. */
  method: Type.String(),
  created_at: Ms,
  updated_at: Ms,
});
export type PayTransaction = Static<typeof PayTransactionSchema>;

export const PayHistorySchema = Type.Object({
  list: Type.Array(PayTransactionSchema),
  cursor: Type.String(),
  has_more: Type.Boolean(),
});
export type PayHistory = Static<typeof PayHistorySchema>;
