/**
 * The brand's web app manifest (SPEC §7 conf/pwa/get, and /manifest.webmanifest for the browser): which
 * brand from the query (app_group, cv_prefix, src_host, after an explicit app key), words in the request's
 * language, PNG icons painted from the brand's colours (install/icons.ts), screenshots and shortcuts. The
 * operator-editable part (name, short name, colours) comes from the brand's stored `pwa_manifest` document.
 */
import { BRANDS, type BrandConfig } from '../../core/brand/brands';
import { cvPrefixOf, resolveBrand } from '../../core/brand/resolve';
import type { PwaManifest, PwaQuery } from '../../core/contract';
import { localeFromCountry } from '../../core/i18n/language';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { brandById } from '../../core/brand/brands';
import type { DbOrTx } from '../db/database';
import { readBrandSettings, readContent } from '../content/store';
import type { BrandSource } from '../../core/brand/resolve';
import { MANIFEST_TEXT } from './manifest-text';

/** Where a brand's painted artwork is served (install/routes.ts). */
export const iconUrl = (brandId: string, file: string) => `/brand-icons/${brandId}/${file}`;

export const ICON_SIZES = [192, 512] as const;
/** The iOS launch screens (portrait, device pixels) with the media query of the devices that use them. */
export const STARTUP_IMAGES = [
  { w: 1290, h: 2796, dw: 430, dh: 932, dpr: 3 },
  { w: 1179, h: 2556, dw: 393, dh: 852, dpr: 3 },
  { w: 1284, h: 2778, dw: 428, dh: 926, dpr: 3 },
  { w: 1170, h: 2532, dw: 390, dh: 844, dpr: 3 },
  { w: 1125, h: 2436, dw: 375, dh: 812, dpr: 3 },
  { w: 1242, h: 2688, dw: 414, dh: 896, dpr: 3 },
  { w: 828, h: 1792, dw: 414, dh: 896, dpr: 2 },
  { w: 750, h: 1334, dw: 375, dh: 667, dpr: 2 },
  { w: 640, h: 1136, dw: 320, dh: 568, dpr: 2 },
] as const;
export const SCREENSHOT = { w: 540, h: 1170 } as const;

/**
 * The brand a manifest request is for: an explicit app key (header or app_key) wins, as on every call; else
 * the query's app_group, then cv_prefix, then src_host (the page's host, when it asks from another), else the
 * brand the request itself resolved to.
 */
export function manifestBrand(
  resolved: { brand: BrandConfig; source: BrandSource },
  query: PwaQuery,
): BrandConfig {
  if (resolved.source === 'app_key') return resolved.brand;
  const group = query.app_group?.trim().toLowerCase();
  const byGroup = group ? BRANDS.find((b) => b.appGroup.toLowerCase() === group) : undefined;
  if (byGroup) return byGroup;
  const prefix = query.cv_prefix?.trim().toUpperCase();
  const byPrefix = prefix
    ? BRANDS.find((b) => b.cvPrefix === prefix || b.cvPrefix === cvPrefixOf(`${prefix}1.0.0`))
    : undefined;
  if (byPrefix) return byPrefix;
  if (query.src_host) {
    const r = resolveBrand({ host: query.src_host });
    if (r.ok && r.source === 'host') return brandById(r.brand.id) ?? resolved.brand;
  }
  return resolved.brand;
}

/** lca_lang when it is one of the eight, else the language of lca_coun, else the brand's. */
export function manifestLocale(params: Readonly<Record<string, string>>, brand: BrandConfig): Locale {
  if (isLocale(params.lca_lang)) return params.lca_lang;
  const country = params.lca_coun?.toUpperCase();
  if (country && /^[A-Z]{2}$/.test(country))
    return localeFromCountry(country, { multiCurrency: brand.flags.multiCurrency });
  return brand.defaultLang;
}

export function buildManifest(
  brand: BrandConfig,
  stored: PwaManifest,
  lang: Locale,
  banned: boolean,
): Required<Omit<PwaManifest, 'banned'>> & { banned: boolean } {
  const text = MANIFEST_TEXT[lang];
  const name = stored.name || brand.name;
  const icons = ICON_SIZES.flatMap((size) => [
    {
      src: iconUrl(brand.id, `icon-${size}.png`),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    },
    {
      src: iconUrl(brand.id, `maskable-${size}.png`),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    },
  ]);
  const shortcutIcon = [{ src: iconUrl(brand.id, 'icon-192.png'), sizes: '192x192', type: 'image/png' }];
  // The installed app keeps its brand on a shared host: the start page names it (src/app/stores/brand.ts).
  const brandQuery = `app_key=${encodeURIComponent(brand.appKey)}`;
  return {
    id: `/?app=${brand.id}`,
    name,
    short_name: stored.short_name || name,
    description: text.description(name),
    lang,
    start_url: `/?source=pwa&${brandQuery}`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: stored.theme_color,
    background_color: stored.background_color,
    categories: ['sports', 'games', 'entertainment'],
    icons,
    screenshots: [
      {
        src: iconUrl(brand.id, 'screenshot-narrow.png'),
        sizes: `${SCREENSHOT.w}x${SCREENSHOT.h}`,
        type: 'image/png',
        form_factor: 'narrow',
        label: text.description(name),
      },
    ],
    shortcuts: [
      { name: text.sport, url: `/sport?source=pwa&${brandQuery}`, icons: shortcutIcon },
      { name: text.casino, url: `/home/casino?source=pwa&${brandQuery}`, icons: shortcutIcon },
      { name: text.deposit, url: `/deposit?source=pwa&${brandQuery}`, icons: shortcutIcon },
      { name: text.bets, url: `/bet-record?source=pwa&${brandQuery}`, icons: shortcutIcon },
    ],
    banned,
  };
}

/** The manifest for a request: its brand's stored document and settings, read from the database. */
export async function manifestFor(
  db: DbOrTx,
  resolved: { brand: BrandConfig; source: BrandSource },
  params: Readonly<Record<string, string>>,
  query: PwaQuery,
) {
  const brand = manifestBrand(resolved, query);
  const [stored, settings] = await Promise.all([
    readContent(db, brand, 'pwa_manifest', undefined),
    readBrandSettings(db, brand),
  ]);
  return buildManifest(brand, stored, manifestLocale(params, brand), settings.banned);
}
