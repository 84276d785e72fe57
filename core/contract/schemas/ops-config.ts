import { Type, type Static } from '@sinclair/typebox';
import { MONEY_MAX } from './bounds';

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
