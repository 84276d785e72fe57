import { Type, type Static } from '@sinclair/typebox';

/**
 * Finance (SPEC §3 Balance, Payment order, Deposit info, Payment method codes; §4 pay transaction status;
 * §5 withdraw account rules; §7 Finance). Amounts are integer minor units (1/100 of the currency unit), never
 * floats: the page divides by 100 only to show them (core/money). Every call that moves money carries an
 * `idempotency_key` chosen by the client (8-64 characters): the same key again answers the first result and
 * moves nothing; the same key with a different request is refused (dm_error 3015).
 *
 * Rule tables (limits, methods, lengths, labels) live in core/wallet; the server applies them, the page reads
 * them for inline checks. `pay_status` is SPEC §4: 0 unprocessed, 1 finished, 2 pending, 3 timeout,
 * 4 failed, 20 pending.
 */

const Minor = Type.Integer({ minimum: 0, maximum: 1e15, description: 'minor units (1/100)' });
const Amount = Type.Integer({ minimum: 1, maximum: 1e13, description: 'minor units (1/100), > 0' });
const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const OrderId = Type.String({ minLength: 1, maxLength: 40 });
const Code = Type.String({ maxLength: 16 });
const Short = Type.String({ maxLength: 64 });
const Direction = Type.Union([Type.Literal('payin'), Type.Literal('payout')]);
const OrderState = Type.Union([
  Type.Literal('created'),
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
const Ms = Type.Integer({ description: 'Unix ms' });

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

// ---- Withdraw (payout) orders --------------------------------------------------------------------------

export const PayoutCreateSchema = Type.Object({
  /** What leaves the balance; the player receives amount - fee. */
  amount: Amount,
  /** A saved withdraw account (account/get). */
  account_id: Type.Integer({ minimum: 1 }),
  currency_code: Type.Optional(Code),
  idempotency_key: IdempotencyKey,
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

// ---- Appeals ---------------------------------------------------------------------------------------------

export const AppealPostSchema = Type.Object({
  order_id: OrderId,
  content: Type.String({ minLength: 1, maxLength: 1000 }),
  /** A payment receipt reference (transaction id, end-to-end id). */
  receipt: Type.Optional(Type.String({ maxLength: 128 })),
});
export type AppealPost = Static<typeof AppealPostSchema>;

export const AppealSchema = Type.Object({
  appeal_id: Type.Integer(),
  order_id: Type.String(),
  content: Type.String(),
  receipt: Type.String(),
  /** open, accepted, rejected */
  status: Type.String(),
  created_at: Ms,
});
export type Appeal = Static<typeof AppealSchema>;

export const AppealListSchema = Type.Object({ list: Type.Array(AppealSchema) });
export type AppealList = Static<typeof AppealListSchema>;

// ---- Deposit check ---------------------------------------------------------------------------------------

/** checkUserDeposit: whether the player has a paid deposit (first-charge offers, tourist deposit flag). */
export const DepositCheckSchema = Type.Object({
  has_deposit: Type.Integer({ description: '1 when at least one deposit is paid' }),
  deposit_count: Type.Integer(),
  /** Unix ms of the first paid deposit, 0 when none. */
  first_deposit_at: Ms,
});
export type DepositCheck = Static<typeof DepositCheckSchema>;

// ---- Sandbox provider ------------------------------------------------------------------------------------

/**
 * The provider's callback (our sandbox provider's format; a real provider gets its own route). Signed:
 * header `x-sandbox-timestamp` (Unix ms) and `x-sandbox-signature` = hex HMAC-SHA256 of
 * `${timestamp}.${raw body}` with the server's sandbox secret. Accepted within 5 minutes; each callback_id
 * is applied once (a replay answers the first result).
 */
export const ProviderCallbackSchema = Type.Object({
  callback_id: Type.String({ minLength: 8, maxLength: 64 }),
  order_id: OrderId,
  direction: Direction,
  /** paid, failed or expired. */
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('expired')]),
  amount: Minor,
  currency: Type.String({ maxLength: 8 }),
  provider_ref: Type.String({ maxLength: 64 }),
});
export type ProviderCallback = Static<typeof ProviderCallbackSchema>;

export const CallbackResultSchema = Type.Object({
  order_id: Type.String(),
  state: OrderState,
  pay_status: Type.Integer(),
  /** false when this callback (or an earlier one) had already settled the order. */
  applied: Type.Boolean(),
});
export type CallbackResult = Static<typeof CallbackResultSchema>;

/** The sandbox control: the player (own orders) or a test marks an order as the provider would. */
export const SandboxMarkSchema = Type.Object({
  order_id: OrderId,
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('expired')]),
});
export type SandboxMark = Static<typeof SandboxMarkSchema>;
