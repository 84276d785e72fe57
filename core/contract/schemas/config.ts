import { Type, type Static } from '@sinclair/typebox';
import { ListOf } from './common';

/** SPEC §3 Banners: type 1 is an image (info = image URL), anything else is HTML in info. */
export const BannerTypeSchema = Type.Union([
  Type.Literal('normal'),
  Type.Literal('deposit'),
  Type.Literal('pwa'),
  Type.Literal('ui_switch'),
  Type.Literal('banned'),
]);
export const HomeBannerSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  info: Type.String(),
  url: Type.String(),
  banner_type: BannerTypeSchema,
  title: Type.String(),
});
export type HomeBanner = Static<typeof HomeBannerSchema>;
export const BannerQuerySchema = Type.Object({
  source: Type.Optional(Type.Literal('h5')),
});
export type BannerQuery = Static<typeof BannerQuerySchema>;
export const BannerListSchema = ListOf(HomeBannerSchema);
export type BannerList = Static<typeof BannerListSchema>;

/** Shortcut icons on the home page (deposit, VIP, tasks, ...). */
export const HomeIconSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  icon: Type.String(),
  url: Type.String(),
});
export type HomeIcon = Static<typeof HomeIconSchema>;
export const IconListSchema = ListOf(HomeIconSchema);
export type IconList = Static<typeof IconListSchema>;

/** Popups shown after start; `level` sorts the popup stack (SPEC §4 Popups). */
export const PopupSchema = Type.Object({
  id: Type.Integer(),
  popup_type: Type.String(),
  level: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  url: Type.String(),
});
export type Popup = Static<typeof PopupSchema>;
export const PopupListSchema = ListOf(PopupSchema);
export type PopupList = Static<typeof PopupListSchema>;

/** Top-level home tabs (Home, Slots, Casino, Sport): `route` is where the tab goes. */
export const TopTabSchema = Type.Object({
  tab_key: Type.String(),
  title: Type.String(),
  icon: Type.String(),
  icon_active: Type.String(),
  route: Type.String(),
});
export type TopTab = Static<typeof TopTabSchema>;
export const TopTabListSchema = ListOf(TopTabSchema);
export type TopTabList = Static<typeof TopTabListSchema>;

export const LogoSchema = Type.Object({
  name: Type.String(),
  logo_url: Type.String(),
  icon_url: Type.String(),
});
export type Logo = Static<typeof LogoSchema>;

/** A-Z filter sport list. */
export const AzTabSchema = Type.Object({
  sport_id: Type.Integer(),
  title: Type.String(),
  icon: Type.String(),
});
export type AzTab = Static<typeof AzTabSchema>;
export const AzTabListSchema = ListOf(AzTabSchema);
export type AzTabList = Static<typeof AzTabListSchema>;

export const AzKeywordListSchema = Type.Object({ list: Type.Array(Type.String()) });
export type AzKeywordList = Static<typeof AzKeywordListSchema>;

/** SPEC §4 Global status poll: 0 normal, 1 error page (type 3), 2 news page. */
export const GlobalConfSchema = Type.Object({
  global_stats: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
});
export type GlobalConf = Static<typeof GlobalConfSchema>;

/**
 * SPEC §7 conf/pwa/get. app_group, cv_prefix and src_host name the brand (in that order, after an explicit
 * app key); lca_lang (else lca_coun's language) picks the words; currency and smid (common parameters) are
 * accepted and do not change the manifest.
 */
export const PwaQuerySchema = Type.Object({
  app_group: Type.Optional(Type.String({ maxLength: 32 })),
  src_host: Type.Optional(Type.String({ maxLength: 253 })),
  cv_prefix: Type.Optional(Type.String({ maxLength: 16 })),
});
export type PwaQuery = Static<typeof PwaQuerySchema>;

export const ManifestIconSchema = Type.Object({
  src: Type.String(),
  sizes: Type.String(),
  type: Type.String(),
  purpose: Type.Optional(Type.String()),
});
export const ManifestScreenshotSchema = Type.Object({
  src: Type.String(),
  sizes: Type.String(),
  type: Type.String(),
  form_factor: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
});
export const ManifestShortcutSchema = Type.Object({
  name: Type.String(),
  short_name: Type.Optional(Type.String()),
  url: Type.String(),
  icons: Type.Optional(Type.Array(ManifestIconSchema)),
});
/**
 * The web app manifest of the brand (also served raw at /manifest.webmanifest). The optional fields are
 * always present in the server's answer (server/install/manifest.ts); the stored document has only the
 * operator-editable ones.
 */
export const PwaManifestSchema = Type.Object({
  id: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  orientation: Type.Optional(Type.String()),
  categories: Type.Optional(Type.Array(Type.String())),
  screenshots: Type.Optional(Type.Array(ManifestScreenshotSchema)),
  shortcuts: Type.Optional(Type.Array(ManifestShortcutSchema)),
  /** The brand is flagged banned (SPEC §6): the page shows the banned guide and "removed" banners. */
  banned: Type.Optional(Type.Boolean()),
  name: Type.String(),
  short_name: Type.String(),
  start_url: Type.String(),
  scope: Type.String(),
  display: Type.String(),
  theme_color: Type.String(),
  background_color: Type.String(),
  lang: Type.String(),
  icons: Type.Array(ManifestIconSchema),
});
export type PwaManifest = Static<typeof PwaManifestSchema>;

/** The PWA install landing page content. */
export const PwaIndexSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  install_url: Type.String(),
  award_amount: Type.Integer({ description: 'minor units' }),
  screenshots: Type.Array(Type.String()),
});
export type PwaIndex = Static<typeof PwaIndexSchema>;

/** Dynamic configs keyed by name (SPEC §3): api_host, maidian_host, A/B switches, pwa install url. */
export const DynConfigQuerySchema = Type.Object({
  keys: Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }), {
    minItems: 1,
    maxItems: 50,
  }),
});
export type DynConfigQuery = Static<typeof DynConfigQuerySchema>;
export const DynConfigEntrySchema = Type.Object({
  result: Type.String(),
  switch: Type.Boolean(),
});
export type DynConfigEntry = Static<typeof DynConfigEntrySchema>;
/** Keys not configured for the brand are absent from the map. */
export const DynConfigResultSchema = Type.Object({
  configs: Type.Record(Type.String(), DynConfigEntrySchema),
});
export type DynConfigResult = Static<typeof DynConfigResultSchema>;

export const AreaCheckQuerySchema = Type.Object({
  lca_coun: Type.Optional(Type.String({ maxLength: 8 })),
});
export type AreaCheckQuery = Static<typeof AreaCheckQuerySchema>;
export const AreaCheckSchema = Type.Object({ country_code: Type.String() });
export type AreaCheck = Static<typeof AreaCheckSchema>;
export const AreaInfoSchema = Type.Object({
  country_code: Type.String(),
  brand_country: Type.String(),
  allowed: Type.Boolean(),
});
export type AreaInfo = Static<typeof AreaInfoSchema>;
