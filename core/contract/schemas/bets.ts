import { Type, type Static } from '@sinclair/typebox';
import { CatalogueId, IdText, INT4_MAX, MONEY_MAX } from './bounds';

/**
 * Sports orders (SPEC §3 Bet slip entry / Bet limit, §4 order status, settle result, bet kinds, record
 * filters, §7 Sports order calls). Conventions of the whole file:
 * - Odds on the wire are decimal numbers as in the match schemas (`od`: 1.85); the server keeps integer
 *   thousandths. A quoted `od` the client sends back is compared at that precision.
 * - Money is integer minor units (1/100 of the currency unit) everywhere: stakes, returns, payouts, prices.
 * - Order ids are strings (a bigint on the server).
 * - Every placement carries `key`, a client-made idempotency key: the same key again answers the same
 *   order(s) and places nothing. A response lost in flight is resolved by getStakeOrderStatus with that key,
 *   never by placing again.
 */

/** SPEC §4 Bet order status. */
export const BetOrderStatus = {
  Created: 0,
  Confirming: 1,
  Rejected: 2,
  Canceled: 3,
  Success: 4,
  Blank: 5,
} as const;
export type BetOrderStatusCode = (typeof BetOrderStatus)[keyof typeof BetOrderStatus];

/** SPEC §4 Bet settle result (also per leg). */
export const SettleResult = {
  NotSettled: 0,
  Equal: 2,
  Lose: 3,
  Win: 4,
  WinHalf: 5,
  LoseHalf: 6,
  Cancel: 7,
} as const;
export type SettleResultCode = (typeof SettleResult)[keyof typeof SettleResult];

export const BetKindSchema = Type.Union([
  Type.Literal('single_bet'),
  Type.Literal('bet_multi'),
  Type.Literal('system_bet'),
  /** Bet builder: several legs of ONE match, priced jointly (schemas/bets-builder.ts). */
  Type.Literal('bet_builder'),
]);
export type BetKind = Static<typeof BetKindSchema>;

/**
 * The player's accept-odds-changes setting: `ask` refuses any change (the slip shows the new odds,
 * needAcceptLatestOdds), `higher` takes a better price silently and refuses a worse one, `any` takes any.
 * An accepted bet is always placed at the current price, never at a stale one.
 */
export const AcceptOddsSchema = Type.Union([
  Type.Literal('ask'),
  Type.Literal('higher'),
  Type.Literal('any'),
]);
export type AcceptOdds = Static<typeof AcceptOddsSchema>;

/** Client idempotency key: 8-64 of [A-Za-z0-9_-] (a UUID fits). */
export const IdempotencyKeySchema = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Money in minor units, positive, at most MAX_VALUE (1e8 major units) in minor units. */
const Minor = (options: { minimum?: number } = {}) =>
  Type.Integer({ minimum: options.minimum ?? 1, maximum: MONEY_MAX });

/** Order and free-bet ids: bigint on the server, text on the wire (at most 15 digits, bounds.ts). */
const OrderIdSchema = IdText();

/** One selection as the slip holds it (SPEC §3 Bet slip entry): match, market, outcome type and quoted odds. */
export const BetSelectionSchema = Type.Object({
  matchId: CatalogueId(),
  marketId: CatalogueId(),
  /** Outcome type of the option (`ty` of the match schemas). */
  ty: Type.Integer({ minimum: 1, maximum: 999 }),
  /** The decimal odds the player saw (positive; a locked option cannot be bet). */
  od: Type.Number({ exclusiveMinimum: 1, maximum: 1000 }),
});
export type BetSelection = Static<typeof BetSelectionSchema>;

/** A selection's place in a market, without the quote (re-quote and limit lookups). */
export const SelectionRefSchema = Type.Object({
  matchId: CatalogueId(),
  marketId: CatalogueId(),
  ty: Type.Integer({ minimum: 1, maximum: 999 }),
});
export type SelectionRef = Static<typeof SelectionRefSchema>;

// ---- Placement ---------------------------------------------------------------------------------------

/**
 * /v1/order/bet/singlePass: one or more single bets placed together, all or nothing (one transaction,
 * one stake debit). Each entry becomes its own order.
 */
export const SinglePassSchema = Type.Object({
  key: IdempotencyKeySchema,
  acceptOdds: AcceptOddsSchema,
  bets: Type.Array(Type.Object({ selection: BetSelectionSchema, stake: Minor() }), {
    minItems: 1,
    maxItems: 10,
  }),
});
export type SinglePass = Static<typeof SinglePassSchema>;

/**
 * /v1/order/betMultiple: a combo (`bet_multi`, every leg must win; stake is the whole stake) or a system bet
 * (`system_bet`: every `systemK`-of-n combination is a combo line; `stake` is the stake PER LINE, the debit
 * is stake x C(n, k)). Legs must be on different matches.
 */
export const BetMultipleSchema = Type.Object({
  key: IdempotencyKeySchema,
  acceptOdds: AcceptOddsSchema,
  kind: Type.Union([Type.Literal('bet_multi'), Type.Literal('system_bet')]),
  selections: Type.Array(BetSelectionSchema, { minItems: 2, maxItems: 10 }),
  /** system_bet only: the combination size k of 'k/n', 2 <= k < n. */
  systemK: Type.Optional(Type.Integer({ minimum: 2, maximum: 9 })),
  stake: Minor(),
});
export type BetMultiple = Static<typeof BetMultipleSchema>;

/**
 * /v1/order/free (POST): a bet whose stake is a free bet of the player (free_activity_info): one selection
 * gives a single, more a combo. The stake is the free bet's amount, taken from the freebet account, never
 * cash; a win pays the return minus the stake to cash.
 */
export const FreeBetPlaceSchema = Type.Object({
  key: IdempotencyKeySchema,
  acceptOdds: AcceptOddsSchema,
  freeBetId: OrderIdSchema,
  selections: Type.Array(BetSelectionSchema, { minItems: 1, maxItems: 10 }),
});
export type FreeBetPlace = Static<typeof FreeBetPlaceSchema>;

/** One leg of an order, as placed and (once its match ended) as settled. */
export const BetLegSchema = Type.Object({
  matchId: Type.Integer(),
  sportId: Type.Integer(),
  /** "Home vs Away". */
  matchName: Type.String(),
  leagueName: Type.String(),
  /** Begin time, epoch ms. */
  bt: Type.Integer(),
  marketId: Type.Integer(),
  marketType: Type.Integer(),
  /** Market name in the request's language. */
  marketName: Type.String(),
  li: Type.Optional(Type.String()),
  ty: Type.Integer(),
  /** Option name in the request's language. */
  nm: Type.String(),
  /** Decimal odds the leg was accepted at. */
  od: Type.Number(),
  /** SPEC §4 settle result of this leg; 0 while unsettled. */
  result: Type.Integer(),
  /** Final score [home, away] once settled. */
  sc: Type.Optional(Type.Array(Type.Integer())),
});
export type BetLeg = Static<typeof BetLegSchema>;

/** An order (one bet) as every order call answers it. */
export const BetOrderSchema = Type.Object({
  orderId: OrderIdSchema,
  /** The idempotency key of the placement that made it. */
  key: Type.String(),
  kind: BetKindSchema,
  /** system_bet: k of 'k/n'. */
  systemK: Type.Optional(Type.Integer()),
  /** Combo lines: 1 for single and bet_multi, C(n, k) for a system bet. */
  lines: Type.Integer(),
  /** SPEC §4 order status. */
  status: Type.Integer(),
  /** SPEC §4 settle result of the whole bet; 0 while unsettled. */
  result: Type.Integer(),
  currency: Type.String(),
  /** Total stake in minor units (per line x lines). */
  stake: Type.Integer(),
  stakePerLine: Type.Integer(),
  /** Paid with a free bet (the stake is not cash and is not paid back). */
  freeBet: Type.Boolean(),
  /** Product of the legs' odds (single/combo); for a system bet, of all legs; a builder's joint price. */
  od: Type.Number(),
  /** What the bet returns if every leg wins, minor units (free bet: stake not included). */
  potentialReturn: Type.Integer(),
  /** Paid back: settlement or cash-out, minor units; 0 until then. */
  payout: Type.Integer(),
  /** The amount it was cashed out for, or absent. */
  cashOut: Type.Optional(Type.Object({ amount: Type.Integer(), at: Type.Integer() })),
  createdAt: Type.Integer(),
  settledAt: Type.Optional(Type.Integer()),
  /** Status 2/3: why (a dm_error code of the 4000 range and its message). */
  reject: Type.Optional(Type.Object({ code: Type.Integer(), msg: Type.String() })),
  legs: Type.Array(BetLegSchema),
});
export type BetOrder = Static<typeof BetOrderSchema>;

/** What a placement answers: its order(s), in the request's order. */
export const PlaceResultSchema = Type.Object({ orders: Type.Array(BetOrderSchema) });
export type PlaceResult = Static<typeof PlaceResultSchema>;

// ---- Status and history -------------------------------------------------------------------------------

/**
 * order/getStakeOrderStatus: the orders of placements by idempotency key and/or by id (polled while an
 * order is confirming). A key never placed (or refused: nothing was made) is simply absent.
 */
export const StakeOrderStatusQuerySchema = Type.Object({
  keys: Type.Optional(Type.Array(IdempotencyKeySchema, { maxItems: 20 })),
  orderIds: Type.Optional(Type.Array(OrderIdSchema, { maxItems: 50 })),
});
export type StakeOrderStatusQuery = Static<typeof StakeOrderStatusQuerySchema>;
export const BetOrderListSchema = Type.Object({ list: Type.Array(BetOrderSchema) });
export type BetOrderList = Static<typeof BetOrderListSchema>;

/** SPEC §4 Bet record filters. */
export const BetRecordStatusSchema = Type.Union([Type.Literal('outstanding'), Type.Literal('settled')]);
export type BetRecordStatus = Static<typeof BetRecordStatusSchema>;
export const BetRecordRangeSchema = Type.Union([
  Type.Literal('today'),
  Type.Literal('yesterday'),
  Type.Literal('last7days'),
  Type.Literal('last30days'),
]);
export type BetRecordRange = Static<typeof BetRecordRangeSchema>;

/**
 * order/bet/list: outstanding = not settled yet (confirming or accepted, not cashed out); settled = settled,
 * cashed out, rejected or canceled. The range is in the player's day (`tzOffset`, minutes east of UTC, as
 * `-new Date().getTimezoneOffset()`), on the placement time; newest first, `page` from 1.
 */
export const BetListQuerySchema = Type.Object({
  status: BetRecordStatusSchema,
  range: BetRecordRangeSchema,
  tzOffset: Type.Optional(Type.Integer({ minimum: -720, maximum: 840 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type BetListQuery = Static<typeof BetListQuerySchema>;
export const BetListSchema = Type.Object({
  list: Type.Array(BetOrderSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  has_more: Type.Boolean(),
  /** Sums over the whole filter (all pages), minor units. */
  totalStake: Type.Integer(),
  totalPayout: Type.Integer(),
});
export type BetList = Static<typeof BetListSchema>;

// ---- Quotes and limits --------------------------------------------------------------------------------

/** The current state of one selection: price, market status, and whether it can be bet now. */
export const SelectionQuoteSchema = Type.Object({
  matchId: Type.Integer(),
  marketId: Type.Integer(),
  ty: Type.Integer(),
  /** Current decimal odds; negative when the option is locked, 0 when the selection is unknown. */
  od: Type.Number(),
  /** Market status (SPEC §3 `ss`: 1 open); 0 when unknown. */
  ss: Type.Integer(),
  /** Match status (`ms`: 4 not started, 5 live, 6 ended); 0 when unknown. */
  ms: Type.Integer(),
  li: Type.Optional(Type.String()),
  nm: Type.String(),
  /** Open market, match not over, option not locked. */
  available: Type.Boolean(),
});
export type SelectionQuote = Static<typeof SelectionQuoteSchema>;

/** order/batchBetMatchMarketOfJumpLine: re-quote the slip (latest odds and status of each selection). */
export const RequoteQuerySchema = Type.Object({
  list: Type.Array(SelectionRefSchema, { minItems: 1, maxItems: 10 }),
});
export type RequoteQuery = Static<typeof RequoteQuerySchema>;
export const RequoteSchema = Type.Object({ list: Type.Array(SelectionQuoteSchema) });
export type Requote = Static<typeof RequoteSchema>;

/**
 * getBetLatestInfo (path ours: /api/piranha/v1/order/getBetLatestInfo): bet limits and the latest quotes
 * for the slip. `type` is the selection's outcome type (`ty`). `isSelectSeries`: the slip is on the
 * combo/system tab. `currencyId` is accepted for compatibility; the currency is the player's (the
 * `currency` parameter on a multi-currency brand, else the brand's).
 */
export const BetLatestInfoQuerySchema = Type.Object({
  betMatchMarketList: Type.Array(
    Type.Object({
      type: Type.Integer({ minimum: 1, maximum: 999 }),
      matchId: CatalogueId(),
      marketId: CatalogueId(),
    }),
    { minItems: 1, maxItems: 10 },
  ),
  isSelectSeries: Type.Optional(Type.Boolean()),
  /** Accepted and not used (SPEC §9 "Default currency id 22"; no table of the ids is specified). */
  currencyId: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX })),
  /** The odds the slip shows, same order as the list: needAcceptLatestOdds compares them. */
  quotedOdds: Type.Optional(Type.Array(Type.Number({ minimum: -1000, maximum: 1000 }), { maxItems: 10 })),
});
export type BetLatestInfoQuery = Static<typeof BetLatestInfoQuerySchema>;

/** One system option the selections allow: 'k/n' with its number of lines. */
export const SystemOptionSchema = Type.Object({
  k: Type.Integer(),
  n: Type.Integer(),
  /** "2/3". */
  name: Type.String(),
  lines: Type.Integer(),
});
export type SystemOption = Static<typeof SystemOptionSchema>;

export const BetLatestInfoSchema = Type.Object({
  currency: Type.String(),
  /** SPEC §3 Bet limit, minor units: maxSingleBet (mon) per single; maxBetMulti (msl) per combo/system line. */
  maxSingleBet: Type.Integer(),
  maxBetMulti: Type.Integer(),
  /** SPEC §9 minimum stake for the currency (per bet; per line for a system bet). */
  minBet: Type.Integer(),
  /** Default stake and quick amounts for the currency (SPEC §9 table), minor units. */
  defaultBet: Type.Integer(),
  quickAmounts: Type.Array(Type.Integer()),
  /** Some selection's current odds differ from `quotedOdds`. */
  needAcceptLatestOdds: Type.Boolean(),
  /** bms: the selections can be combined (2+ selections, all available, on different matches). */
  bms: Type.Boolean(),
  /** sos: the system bets they allow, k from 2 to n-1 (empty when bms is false or n < 3). */
  sos: Type.Array(SystemOptionSchema),
  /** Latest quote per selection, same order as the request. */
  list: Type.Array(SelectionQuoteSchema),
});
export type BetLatestInfo = Static<typeof BetLatestInfoSchema>;

// ---- Cash-out -----------------------------------------------------------------------------------------

/** order/cashOut/price: the price offered now for each order, or why none. */
export const CashOutPriceQuerySchema = Type.Object({
  orderIds: Type.Array(OrderIdSchema, { minItems: 1, maxItems: 50 }),
});
export type CashOutPriceQuery = Static<typeof CashOutPriceQuerySchema>;
export const CashOutPriceSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      orderId: OrderIdSchema,
      available: Type.Boolean(),
      /** The offer in minor units (0 when not available). */
      price: Type.Integer(),
      /** Not available: a dm_error code of the 4000 range. */
      reason: Type.Optional(Type.Integer()),
    }),
  ),
});
export type CashOutPrice = Static<typeof CashOutPriceSchema>;

/**
 * /v1/order/cashOut/bet: take the offered `price`. Accepted only while the bet is unsettled and the price
 * recomputed now is not more than the tolerance below it; the player is paid `price`. `key` makes a retry
 * safe (the same key answers the same outcome).
 */
export const CashOutBetSchema = Type.Object({
  key: IdempotencyKeySchema,
  orderId: OrderIdSchema,
  price: Minor(),
});
export type CashOutBet = Static<typeof CashOutBetSchema>;
export const CashOutResultSchema = Type.Object({ order: BetOrderSchema });
export type CashOutResult = Static<typeof CashOutResultSchema>;

/** order/getCashOutsByIds: the cash-outs of these orders (absent: not cashed out). */
export const CashOutsByIdsQuerySchema = Type.Object({
  orderIds: Type.Array(OrderIdSchema, { minItems: 1, maxItems: 50 }),
});
export type CashOutsByIdsQuery = Static<typeof CashOutsByIdsQuerySchema>;
export const CashOutListSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      orderId: OrderIdSchema,
      amount: Type.Integer(),
      at: Type.Integer(),
    }),
  ),
});
export type CashOutList = Static<typeof CashOutListSchema>;

// ---- Free bets ----------------------------------------------------------------------------------------

export const FreeBetSchema = Type.Object({
  freeBetId: OrderIdSchema,
  currency: Type.String(),
  /** The stake it pays, minor units. */
  amount: Type.Integer(),
  /** Lowest total decimal odds it may be used on (1 = any). */
  minOdds: Type.Number(),
  /** epoch ms */
  expiresAt: Type.Integer(),
  status: Type.Union([Type.Literal('available'), Type.Literal('used'), Type.Literal('expired')]),
  /** The order it was used on. */
  orderId: Type.Optional(OrderIdSchema),
  title: Type.String(),
});
export type FreeBet = Static<typeof FreeBetSchema>;

/** /v1/order/free_activity_info (GET): the player's free bets, available first. */
export const FreeBetInfoSchema = Type.Object({ list: Type.Array(FreeBetSchema) });
export type FreeBetInfo = Static<typeof FreeBetInfoSchema>;
