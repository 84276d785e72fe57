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
