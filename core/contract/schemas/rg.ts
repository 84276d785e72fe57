import { Type, type Static } from '@sinclair/typebox';
import { MONEY_MAX } from './bounds';

/**
 * Responsible gaming and market rules (issue #21). Amount limits are minor units of the player's currency;
 * times are epoch milliseconds (the server's clock). Limit keys: core/rg/limits.ts.
 */

const LimitKey = Type.Union([
  Type.Literal('deposit_day'),
  Type.Literal('deposit_week'),
  Type.Literal('deposit_month'),
  Type.Literal('loss_day'),
  Type.Literal('loss_week'),
  Type.Literal('loss_month'),
  Type.Literal('wager_day'),
  Type.Literal('wager_week'),
  Type.Literal('wager_month'),
  Type.Literal('session_minutes'),
]);

/** The market profile of the brand, as the client shows it. */
export const MarketProfileSchema = Type.Object({
  /** Deposit methods allowed; null: every method the brand offers. */
  pay_methods: Type.Union([Type.Array(Type.String()), Type.Null()]),
  signup_bonus: Type.Boolean(),
  deposit_bonus: Type.Boolean(),
  min_age: Type.Integer(),
  identity: Type.Union([
    Type.Object({
      document: Type.String(),
      when: Type.String(),
      deposit_threshold: Type.Optional(Type.Integer()),
      /** A date of birth is asked at registration (always when the document is asked then). */
      birth_date: Type.Optional(Type.Boolean()),
    }),
    Type.Null(),
  ]),
  required_limits: Type.Array(Type.String()),
  limits_at_registration: Type.Boolean(),
  reality_minutes: Type.Integer({ minimum: 0 }),
  session_clock: Type.Boolean(),
  show_rtp: Type.Boolean(),
  risk_warnings: Type.Boolean(),
  real_money: Type.Boolean(),
});
export type MarketProfile = Static<typeof MarketProfileSchema>;

export const LimitViewSchema = Type.Object({
  key: LimitKey,
  /** In force; null: none. */
  value: Type.Union([Type.Integer(), Type.Null()]),
  /** A looser value waiting (null value: removal), from `pending_at` on confirmable. */
  pending: Type.Union([
    Type.Object({
      value: Type.Union([Type.Integer(), Type.Null()]),
      at: Type.Integer(),
      confirmable: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  /** Used in the current period (amount limits; 0 for the session limit). */
  used: Type.Integer(),
  /** When the current period ends (amount limits), else 0. */
  resets_at: Type.Integer(),
});
export type LimitView = Static<typeof LimitViewSchema>;

export const ExclusionSchema = Type.Object({
  kind: Type.Union([Type.Literal('timeout'), Type.Literal('self_exclusion'), Type.Literal('closure')]),
  from: Type.Integer(),
  /** null: permanent. */
  until: Type.Union([Type.Integer(), Type.Null()]),
});
export type Exclusion = Static<typeof ExclusionSchema>;

export const RgStatusSchema = Type.Object({
  profile: MarketProfileSchema,
  currency: Type.String(),
  /** Empty for a guest. */
  limits: Type.Array(LimitViewSchema),
  exclusion: Type.Union([ExclusionSchema, Type.Null()]),
  /** The reality-check interval in force (the player's, else the market's), minutes; 0: none. */
  reality_minutes: Type.Integer({ minimum: 0 }),
  /** Whether the player chose the interval (else it is the market's). */
  reality_custom: Type.Boolean(),
  /** When the login session began (the session clock and the reality check count from it); 0 for a guest. */
  session_started_at: Type.Integer(),
  /** Net result of this session (payouts - stakes, minor units). */
  session_net: Type.Integer(),
  server_time: Type.Integer(),
});
export type RgStatus = Static<typeof RgStatusSchema>;

/**
 * Sets limits: a number sets, null removes; keys left out are unchanged. Amounts at most the money a request
 * may name (MONEY_MAX), the session at most a day in minutes: a larger number is a 1001 naming the field,
 * never a 500 (tests/server/number-bounds.test.ts).
 */
const LimitValue = Type.Union([Type.Integer({ minimum: 1, maximum: MONEY_MAX }), Type.Null()]);
const SessionLimitValue = Type.Union([Type.Integer({ minimum: 1, maximum: 24 * 60 }), Type.Null()]);
export const RgLimitsSetSchema = Type.Object({
  limits: Type.Object(
    {
      deposit_day: Type.Optional(LimitValue),
      deposit_week: Type.Optional(LimitValue),
      deposit_month: Type.Optional(LimitValue),
      loss_day: Type.Optional(LimitValue),
      loss_week: Type.Optional(LimitValue),
      loss_month: Type.Optional(LimitValue),
      wager_day: Type.Optional(LimitValue),
      wager_week: Type.Optional(LimitValue),
      wager_month: Type.Optional(LimitValue),
      session_minutes: Type.Optional(SessionLimitValue),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
});
export type RgLimitsSet = Static<typeof RgLimitsSetSchema>;

export const RgLimitConfirmSchema = Type.Object({ key: LimitKey });
export type RgLimitConfirm = Static<typeof RgLimitConfirmSchema>;

/** A time out of `length` days (1-42), or a self-exclusion of `length` months (6-60) or permanent. */
export const RgExcludeSchema = Type.Object({
  kind: Type.Union([Type.Literal('timeout'), Type.Literal('self_exclusion')]),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  permanent: Type.Optional(Type.Boolean()),
});
export type RgExclude = Static<typeof RgExcludeSchema>;

/** The player's reality-check interval (minutes); null: back to the market's. */
export const RgRealitySetSchema = Type.Object({
  minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 240 }), Type.Null()]),
});
export type RgRealitySet = Static<typeof RgRealitySetSchema>;
