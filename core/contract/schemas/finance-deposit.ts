import { Type, type Static } from '@sinclair/typebox';
import { Amount, Code, IdempotencyKey, Minor, Ms, OrderId, OrderState, Short } from './finance-common';

/**
 * Finance, deposits (payin): deposit info (SPEC §3 Deposit info, Payment method codes), payment orders and
 * what the player does to pay (SPEC §3 Payment order, §4 pay_status), deposit codes and checkUserDeposit.
 * Amounts are minor units; the conventions of all finance files are in finance.ts, which re-exports this one.
 */

// ---- Deposit info --------------------------------------------------------------------------------------

export const DepositInfoQuerySchema = Type.Object({
  /** A method code (SPEC §3) to narrow pay_channel to; '' or absent: all of the brand's. */
  pay_type: Type.Optional(Short),
  /** The currency to deposit in (multi-currency brand); absent: the request's `currency` or the brand's. */
  currency_code: Type.Optional(Code),
  /** 'fiat' or 'crypto': narrows currency_list on the multi-currency brand. */
  currency_type: Type.Optional(Short),
});
export type DepositInfoQuery = Static<typeof DepositInfoQuerySchema>;

export const CurrencyOptionSchema = Type.Object({
  currency: Type.String(),
  symbol: Type.String(),
  /** Crypto networks of the currency (TRC20, ERC20, BEP20, ...); [] for fiat. */
  networks: Type.Array(Type.String()),
});
export type CurrencyOption = Static<typeof CurrencyOptionSchema>;

export const PayChannelSchema = Type.Object({
  /** Method code (SPEC §3), what payin/order/create takes as pay_type. */
  key: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  /** qr | bank_reference | voucher | crypto | card | ewallet: what the deposit page shows after create. */
  family: Type.String(),
  networks: Type.Array(Type.String()),
  /** The method's per-order minimum and maximum (minor units; max 0: none beyond the limits below), as the
   * brand's operator configured them (issue #24). */
  min: Type.Optional(Minor),
  max: Type.Optional(Minor),
});
export type PayChannel = Static<typeof PayChannelSchema>;

export const DepositLimitsSchema = Type.Object({
  min: Minor,
  daily_max: Minor,
  total_max: Minor,
  /** What the player may still deposit today / in the 30-day window (already net of open orders). */
  daily_left: Minor,
  total_left: Minor,
});
export type DepositLimits = Static<typeof DepositLimitsSchema>;

export const DepositInfoSchema = Type.Object({
  currency: Type.String(),
  currency_list: Type.Array(CurrencyOptionSchema),
  pay_channel: Type.Array(PayChannelSchema),
  limits: DepositLimitsSchema,
  quick_amounts: Type.Array(Minor),
});
export type DepositInfo = Static<typeof DepositInfoSchema>;

// ---- Deposit (payin) orders ----------------------------------------------------------------------------

/** Card fields for pay_type Card (sandbox: any 13-19 digit number passing Luhn; 4000...0002 is declined). */
export const CardInputSchema = Type.Object({
  number: Type.String({ maxLength: 23 }),
  holder: Type.String({ maxLength: 64 }),
  /** MM/YY */
  expiry: Type.String({ maxLength: 7 }),
  cvv: Type.String({ maxLength: 4 }),
});
export type CardInput = Static<typeof CardInputSchema>;

export const PayinCreateSchema = Type.Object({
  amount: Amount,
  pay_type: Short,
  currency_code: Type.Optional(Code),
  /** Crypto network (TRC20, ERC20, BEP20) for crypto methods. */
  network: Type.Optional(Short),
  card: Type.Optional(CardInputSchema),
  /** Wallet methods that push to a phone (MPESA, GCASH, ...): the number to push to. */
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  idempotency_key: IdempotencyKey,
});
export type PayinCreate = Static<typeof PayinCreateSchema>;

/**
 * What the player does to pay, per method family (only the fields of its family are set):
 * qr: qr_payload (encode as a QR), copy_code; bank_reference: bank_name, account_no (CLABE, ...),
 * beneficiary, reference; voucher: voucher_no, barcode; crypto: address, network, memo; card: card_fields
 * (the form to collect, when not sent with create); ewallet: redirect_url and/or message (a push was sent).
 */
export const PayInstructionsSchema = Type.Object({
  family: Type.String(),
  qr_payload: Type.Optional(Type.String()),
  copy_code: Type.Optional(Type.String()),
  bank_name: Type.Optional(Type.String()),
  account_no: Type.Optional(Type.String()),
  beneficiary: Type.Optional(Type.String()),
  reference: Type.Optional(Type.String()),
  voucher_no: Type.Optional(Type.String()),
  barcode: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  network: Type.Optional(Type.String()),
  memo: Type.Optional(Type.String()),
  card_fields: Type.Optional(Type.Array(Type.String())),
  redirect_url: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type PayInstructions = Static<typeof PayInstructionsSchema>;

/** SPEC §3 Payment order (a deposit). */
export const PayinOrderSchema = Type.Object({
  order_id: Type.String(),
  /** SPEC §4: 0 unprocessed, 1 finished (success), 2 pending, 3 timeout, 4 failed. */
  pay_status: Type.Integer(),
  state: OrderState,
  amount: Minor,
  currency: Type.String(),
  pay_type: Type.String(),
  created_at: Ms,
  /** When an unpaid order times out. */
  expire_at: Ms,
  instructions: PayInstructionsSchema,
  /** Ours: the built-in sandbox provider's control (mark paid / failed / expired) is on for this order. */
  sandbox_control: Type.Optional(Type.Boolean()),
});
export type PayinOrder = Static<typeof PayinOrderSchema>;

export const OrderQuerySchema = Type.Object({ order_id: OrderId });
export type OrderQuery = Static<typeof OrderQuerySchema>;

// ---- Deposit codes ---------------------------------------------------------------------------------------

export const DepositCodeSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
export type DepositCode = Static<typeof DepositCodeSchema>;

export const DepositCodeCheckSchema = Type.Object({
  valid: Type.Boolean(),
  amount: Minor,
  currency: Type.String(),
});
export type DepositCodeCheck = Static<typeof DepositCodeCheckSchema>;

export const DepositCodeUseSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  idempotency_key: IdempotencyKey,
});
export type DepositCodeUse = Static<typeof DepositCodeUseSchema>;

export const DepositCodeUsedSchema = Type.Object({
  amount: Minor,
  currency: Type.String(),
  /** Cash balance after the credit. */
  balance: Minor,
});
export type DepositCodeUsed = Static<typeof DepositCodeUsedSchema>;

// ---- Deposit check ---------------------------------------------------------------------------------------

/** checkUserDeposit: whether the player has a paid deposit (first-charge offers, tourist deposit flag). */
export const DepositCheckSchema = Type.Object({
  has_deposit: Type.Integer({ description: '1 when at least one deposit is paid' }),
  deposit_count: Type.Integer(),
  /** Unix ms of the first paid deposit, 0 when none. */
  first_deposit_at: Ms,
});
export type DepositCheck = Static<typeof DepositCheckSchema>;
