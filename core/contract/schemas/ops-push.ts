import { Type, type Static } from '@sinclair/typebox';

/**
 * The operator console's push broadcasts (issue #24, marketing): a title and body per language, the app
 * route a tap opens, and an audience; the console counts the audience before sending. Times: epoch ms.
 */

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Brand = Text(32, 1);
const Reason = Text(500, 1);

/** all: every player of the brand; vip: VIP level n+; registered / deposited: in the last n days. */
export const OPS_PUSH_AUDIENCES = ['all', 'vip', 'registered', 'deposited'] as const;
export type OpsPushAudienceKind = (typeof OPS_PUSH_AUDIENCES)[number];
const AudienceKind = Type.Union(OPS_PUSH_AUDIENCES.map((a) => Type.Literal(a)));

export const OpsPushAudienceSchema = Type.Object({
  brand: Brand,
  audience: AudienceKind,
  /** VIP level (1-10) or days (1-365); ignored for `all`. */
  n: Type.Integer({ minimum: 0, maximum: 365 }),
});
export type OpsPushAudience = Static<typeof OpsPushAudienceSchema>;
export const OpsPushCountSchema = Type.Object({ count: Type.Integer() });
export type OpsPushCount = Static<typeof OpsPushCountSchema>;

const Words = Type.Object({ title: Text(80), body: Text(300) });

export const OpsPushCreateSchema = Type.Object({
  brand: Brand,
  texts: Type.Record(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }), Words),
  route: Text(200, 1),
  audience: AudienceKind,
  n: Type.Integer({ minimum: 0, maximum: 365 }),
  reason: Reason,
});
export type OpsPushCreate = Static<typeof OpsPushCreateSchema>;

export const OpsPushSchema = Type.Object({
  id: Type.Integer(),
  brand_id: Type.String(),
  texts: Type.Record(Type.String(), Words),
  route: Type.String(),
  audience: AudienceKind,
  n: Type.Integer(),
  /** draft | sending | sent */
  state: Type.String(),
  recipients: Type.Integer(),
  pushes: Type.Integer(),
  created_at: Type.Number(),
  sent_at: Type.Union([Type.Number(), Type.Null()]),
});
export type OpsPush = Static<typeof OpsPushSchema>;
export const OpsPushListSchema = Type.Object({ list: Type.Array(OpsPushSchema) });
export type OpsPushList = Static<typeof OpsPushListSchema>;
export const OpsPushSendSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Reason });
export type OpsPushSend = Static<typeof OpsPushSendSchema>;
