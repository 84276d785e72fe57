import { Type, type Static } from '@sinclair/typebox';
import { MONEY_MAX } from './bounds';
import { MarketProfileSchema } from './rg';

/**
 * The operator console's brand configuration calls (issue #24): payment methods per brand (on/off, per-order
 * min and max). Money is minor units.
 */

const Brand = Type.String({ minLength: 1, maxLength: 32 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Direction = Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]);

export const OpsBrandOnlySchema = Type.Object({ brand: Brand });
export type OpsBrandOnly = Static<typeof OpsBrandOnlySchema>;

export const OpsPayMethodSchema = Type.Object({
  direction: Direction,
  method: Type.String(),
  enabled: Type.Boolean(),
  min: Type.Integer(),
  /** null: no per-order maximum beyond the market's daily and 30-day limits. */
  max: Type.Union([Type.Integer(), Type.Null()]),
  /** Differs from the code default. */
  customised: Type.Boolean(),
});
export type OpsPayMethod = Static<typeof OpsPayMethodSchema>;

export const OpsPayMethodListSchema = Type.Object({
  brand: Type.String(),
  /** The market's floor: no minimum may be set below it. */
  floor: Type.Integer(),
  currency: Type.String(),
  list: Type.Array(OpsPayMethodSchema),
});
export type OpsPayMethodList = Static<typeof OpsPayMethodListSchema>;

export const OpsPayMethodEditSchema = Type.Object({
  brand: Brand,
  direction: Direction,
  method: Type.String({ minLength: 1, maxLength: 32 }),
  enabled: Type.Boolean(),
  min: Type.Integer({ minimum: 0, maximum: MONEY_MAX }),
  max: Type.Union([Type.Integer({ minimum: 0, maximum: MONEY_MAX }), Type.Null()]),
  reason: Reason,
});
export type OpsPayMethodEdit = Static<typeof OpsPayMethodEditSchema>;

// ---- Support contacts ----------------------------------------------------------------------------------

const Chat = Type.Object({
  kind: Type.Union([Type.Literal('livechat'), Type.Literal('whatsapp'), Type.Literal('telegram')]),
  url: Type.String({ maxLength: 300 }),
});
const Hour = Type.String({ maxLength: 5 });

export const OpsSupportContactsSchema = Type.Object({
  brand: Type.String(),
  email: Type.String(),
  chats: Type.Array(Chat),
  hours_from: Type.String(),
  hours_to: Type.String(),
  timezone: Type.String(),
  /** Set in the console (else the brand's seeded contacts). */
  customised: Type.Boolean(),
});
export type OpsSupportContacts = Static<typeof OpsSupportContactsSchema>;

export const OpsSupportContactsEditSchema = Type.Object({
  brand: Brand,
  email: Type.String({ minLength: 3, maxLength: 254 }),
  chats: Type.Array(Chat, { maxItems: 3 }),
  hours_from: Hour,
  hours_to: Hour,
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Reason,
});
export type OpsSupportContactsEdit = Static<typeof OpsSupportContactsEditSchema>;

// ---- Market profile (responsible gaming) ---------------------------------------------------------------

export const OpsMarketProfileSchema = Type.Object({
  brand: Type.String(),
  /** In force for the brand's players. */
  profile: MarketProfileSchema,
  /** The licence's profile: the floor no edit may go below. */
  legal: MarketProfileSchema,
});
export type OpsMarketProfile = Static<typeof OpsMarketProfileSchema>;

export const OpsMarketProfileEditSchema = Type.Object({
  brand: Brand,
  signup_bonus: Type.Boolean(),
  deposit_bonus: Type.Boolean(),
  min_age: Type.Integer({ minimum: 16, maximum: 99 }),
  required_limits: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 12 }),
  limits_at_registration: Type.Boolean(),
  reality_minutes: Type.Integer({ minimum: 0, maximum: 24 * 60 }),
  session_clock: Type.Boolean(),
  show_rtp: Type.Boolean(),
  risk_warnings: Type.Boolean(),
  reason: Reason,
});
export type OpsMarketProfileEdit = Static<typeof OpsMarketProfileEditSchema>;

// ---- Withdrawal review threshold ------------------------------------------------------------------------

/**
 * A withdrawal of more than `threshold` (minor units) waits for an operator before the provider is asked;
 * null: none waits; 0: every withdrawal waits (core/wallet/payout-review.ts).
 */
export const OpsPayoutReviewSchema = Type.Object({
  brand: Type.String(),
  currency: Type.String(),
  threshold: Type.Union([Type.Integer(), Type.Null()]),
  /** Differs from the code default. */
  customised: Type.Boolean(),
});
export type OpsPayoutReview = Static<typeof OpsPayoutReviewSchema>;

export const OpsPayoutReviewEditSchema = Type.Object({
  brand: Brand,
  threshold: Type.Union([Type.Integer({ minimum: 0, maximum: MONEY_MAX }), Type.Null()]),
  reason: Reason,
});
export type OpsPayoutReviewEdit = Static<typeof OpsPayoutReviewEditSchema>;
