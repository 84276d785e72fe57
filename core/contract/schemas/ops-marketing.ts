import { Type, type Static } from '@sinclair/typebox';
import { MONEY_MAX } from './bounds';

/**
 * The operator console's marketing and configuration calls (issue #24): campaigns, top-bar messages, games
 * on/off. Money is minor units; times are epoch milliseconds (null: open-ended).
 */

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Brand = Text(32, 1);
const When = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const Reason = Text(500, 1);

export const OpsBrandQuerySchema = Type.Object({ brand: Type.Optional(Brand) });
export type OpsBrandQuery = Static<typeof OpsBrandQuerySchema>;

export const OpsCampaignSchema = Type.Object({
  id: Type.Integer(),
  brand_id: Type.String(),
  kind: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  /** Enabled and within its dates now: a player can be granted it. */
  live: Type.Boolean(),
  starts_at: When,
  ends_at: When,
  /** The key numbers of its rules (minor units; percent in whole percent). */
  percent: Type.Integer(),
  amount: Type.Integer(),
  cap: Type.Integer(),
  min_deposit: Type.Integer(),
  wager_multiple: Type.Number(),
});
export type OpsCampaign = Static<typeof OpsCampaignSchema>;
export const OpsCampaignListSchema = Type.Object({ list: Type.Array(OpsCampaignSchema) });
export type OpsCampaignList = Static<typeof OpsCampaignListSchema>;

export const OpsCampaignEditSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  enabled: Type.Optional(Type.Boolean()),
  starts_at: Type.Optional(When),
  ends_at: Type.Optional(When),
  cap: Type.Optional(Type.Integer({ minimum: 0, maximum: MONEY_MAX })),
  amount: Type.Optional(Type.Integer({ minimum: 0, maximum: MONEY_MAX })),
  percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  min_deposit: Type.Optional(Type.Integer({ minimum: 0, maximum: MONEY_MAX })),
  reason: Reason,
});
export type OpsCampaignEdit = Static<typeof OpsCampaignEditSchema>;

/** Who sees a top-bar message: every signed-in player of the brand, or VIP level n and above. */
export const OpsMessageSchema = Type.Object({
  id: Type.Integer(),
  brand_id: Type.String(),
  /** Text per language (en, es-MX, pt-BR, ...); a player reads theirs, else the brand's default, else en. */
  texts: Type.Record(Type.String(), Type.String()),
  min_vip: Type.Integer(),
  starts_at: Type.Number(),
  ends_at: When,
  created_at: Type.Number(),
});
export type OpsMessage = Static<typeof OpsMessageSchema>;
export const OpsMessageListSchema = Type.Object({ list: Type.Array(OpsMessageSchema) });
export type OpsMessageList = Static<typeof OpsMessageListSchema>;

export const OpsMessageCreateSchema = Type.Object({
  brand: Brand,
  texts: Type.Record(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }), Text(300)),
  min_vip: Type.Integer({ minimum: 0, maximum: 100 }),
  starts_at: Type.Optional(When),
  ends_at: Type.Optional(When),
  reason: Reason,
});
export type OpsMessageCreate = Static<typeof OpsMessageCreateSchema>;
export const OpsMessageDeleteSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Reason });
export type OpsMessageDelete = Static<typeof OpsMessageDeleteSchema>;

export const OpsGameSchema = Type.Object({
  platform: Type.String(),
  game_id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  enabled: Type.Boolean(),
});
export type OpsGame = Static<typeof OpsGameSchema>;
export const OpsGameListSchema = Type.Object({ list: Type.Array(OpsGameSchema) });
export type OpsGameList = Static<typeof OpsGameListSchema>;
export const OpsGameToggleSchema = Type.Object({
  platform: Text(40, 1),
  game_id: Text(80, 1),
  enabled: Type.Boolean(),
  reason: Reason,
});
export type OpsGameToggle = Static<typeof OpsGameToggleSchema>;
