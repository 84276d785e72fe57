import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './bounds';
import { Amount, Code, IdempotencyKey, Minor, Ms, OrderState, Short } from './finance-common';

/**
 * Finance, withdrawals (payout): payout orders, getWithdrawBalance and the player's saved withdraw accounts
 * with the form of each method (SPEC §5 withdraw account rules). Amounts are minor units; the conventions of
 * all finance files are in finance.ts, which re-exports this one.
 */

// ---- Withdraw (payout) orders --------------------------------------------------------------------------

export const PayoutCreateSchema = Type.Object({
  /** What leaves the balance; the player receives amount - fee. */
  amount: Amount,
  /** A saved withdraw account (account/get). */
  account_id: RowId(),
  currency_code: Type.Optional(Code),
  idempotency_key: IdempotencyKey,
  /**
   * Issue #16: a withdrawal while a bonus is locked or unlocking forfeits it. Without this the call is refused
   * (6514 WithdrawForfeitsBonus, nothing changed) so the player can confirm; with it the bonuses are forfeited.
   */
  forfeit_bonus: Type.Optional(Type.Boolean()),
});
export type PayoutCreate = Static<typeof PayoutCreateSchema>;

export const PayoutOrderSchema = Type.Object({
  order_id: Type.String(),
  pay_status: Type.Integer(),
  state: OrderState,
  amount: Minor,
  fee: Minor,
  /** amount - fee. */
  receive_amount: Minor,
  currency: Type.String(),
  pay_type: Type.String(),
  /** The account paid to, masked (last 4 characters). */
  account_masked: Type.String(),
  created_at: Ms,
  /**
   * Ours: the built-in sandbox provider's control (finance/sandbox/order/mark: paid / failed) is on for this
   * order (development only), so the withdrawal status page may offer it, as the deposit page does.
   */
  sandbox_control: Type.Optional(Type.Boolean()),
});
export type PayoutOrder = Static<typeof PayoutOrderSchema>;

export const WithdrawBalanceQuerySchema = Type.Object({ currency_code: Type.Optional(Code) });
export type WithdrawBalanceQuery = Static<typeof WithdrawBalanceQuerySchema>;

/** getWithdrawBalance: what can be withdrawn now and at what cost. */
export const WithdrawBalanceSchema = Type.Object({
  currency: Type.String(),
  /** Cash balance (bonus and free-bet money are not withdrawable). */
  withdrawable: Minor,
  /** Withdrawals reserved and not yet completed. */
  pending_payout: Minor,
  min_amount: Minor,
  /** Fee in basis points (200 = 2%), rounded up, capped at max_fee. */
  fee_bps: Type.Integer(),
  max_fee: Minor,
  methods: Type.Array(Type.String()),
});
export type WithdrawBalance = Static<typeof WithdrawBalanceSchema>;

// ---- Withdraw accounts ---------------------------------------------------------------------------------

export const WithdrawAccountSchema = Type.Object({
  account_id: Type.Integer(),
  method: Type.String(),
  /** Masked except the last 4 characters. */
  account_masked: Type.String(),
  holder_name: Type.String(),
  tax_id_label: Type.String(),
  document_type: Type.String(),
  bank_code: Type.String(),
  bank_account_type: Type.String(),
  created_at: Ms,
});
export type WithdrawAccount = Static<typeof WithdrawAccountSchema>;

export const AccountListSchema = Type.Object({ list: Type.Array(WithdrawAccountSchema) });
export type AccountList = Static<typeof AccountListSchema>;

export const ElementsQuerySchema = Type.Object({ pay_type: Type.Optional(Short) });
export type ElementsQuery = Static<typeof ElementsQuerySchema>;

/** The form of a withdraw method (SPEC §5): which fields, their lengths and labels. */
export const AccountElementsSchema = Type.Object({
  method: Type.String(),
  family: Type.String(),
  /** Allowed account number lengths as [min, max] pairs. */
  account_lengths: Type.Array(Type.Array(Type.Integer())),
  /** CPF, RFC, CC or '' when the method asks for none. */
  tax_id_label: Type.String(),
  /** Phone country code ('' when none). */
  phone_code: Type.String(),
  /** Peru DNI/RUC, Argentina CUIT/CUIL; [] when not asked. */
  document_types: Type.Array(Type.String()),
  bank_account_types: Type.Array(Type.String()),
});
export type AccountElements = Static<typeof AccountElementsSchema>;

export const AccountElementsListSchema = Type.Object({ list: Type.Array(AccountElementsSchema) });
export type AccountElementsList = Static<typeof AccountElementsListSchema>;

export const AccountSetSchema = Type.Object({
  method: Short,
  account_no: Type.String({ maxLength: 64 }),
  holder_name: Type.String({ maxLength: 64 }),
  tax_id: Type.Optional(Type.String({ maxLength: 32 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  document_type: Type.Optional(Type.String({ maxLength: 8 })),
  document_no: Type.Optional(Type.String({ maxLength: 20 })),
  bank_code: Type.Optional(Type.String({ maxLength: 32 })),
  bank_account_type: Type.Optional(Type.String({ maxLength: 16 })),
});
export type AccountSet = Static<typeof AccountSetSchema>;
