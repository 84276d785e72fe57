import { Type, type Static } from '@sinclair/typebox';

/**
 * The operator console's home banners (issue #24, marketing): image, link route, order, dates, on/off per
 * brand. Times: epoch ms (null: open-ended).
 */

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const When = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const Reason = Text(500, 1);
export const OPS_BANNER_TYPES = ['normal', 'deposit', 'pwa'] as const;
const BannerType = Type.Union(OPS_BANNER_TYPES.map((x) => Type.Literal(x)));

export const OpsBannerSchema = Type.Object({
  id: Type.Integer(),
  brand_id: Type.String(),
  image_url: Type.String(),
  route: Type.String(),
  title: Type.String(),
  banner_type: BannerType,
  position: Type.Integer(),
  enabled: Type.Boolean(),
  starts_at: When,
  ends_at: When,
  updated_at: Type.Number(),
});
export type OpsBanner = Static<typeof OpsBannerSchema>;
export const OpsBannerListSchema = Type.Object({ list: Type.Array(OpsBannerSchema) });
export type OpsBannerList = Static<typeof OpsBannerListSchema>;

const Fields = {
  image_url: Text(500, 1),
  route: Text(200, 1),
  title: Text(120),
  banner_type: BannerType,
  position: Type.Integer({ minimum: 0, maximum: 999 }),
  enabled: Type.Boolean(),
  starts_at: When,
  ends_at: When,
};
export const OpsBannerCreateSchema = Type.Object({ brand: Text(32, 1), ...Fields, reason: Reason });
export type OpsBannerCreate = Static<typeof OpsBannerCreateSchema>;
export const OpsBannerEditSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  ...Object.fromEntries(Object.entries(Fields).map(([k, v]) => [k, Type.Optional(v)])),
  reason: Reason,
});
export type OpsBannerEdit = { id: number; reason: string } & Partial<
  Omit<OpsBannerCreate, 'brand' | 'reason'>
>;
export const OpsBannerDeleteSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Reason });
export type OpsBannerDelete = Static<typeof OpsBannerDeleteSchema>;
