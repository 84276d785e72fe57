/**
 * Seeds each brand's content documents (brand_content): banners, icons, popups, top tabs, logo, A-Z tabs
 * and keywords, PWA manifest and landing. Each body has the contract's shape for its config call; the ones
 * with words are written once per interface language. The artwork lives in public/brand/<id>/ and
 * public/img/.
 */
import { BRANDS, type BrandConfig } from '../../../core/brand/brands';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import type {
  AzKeywordList,
  AzTabList,
  BannerList,
  IconList,
  Logo,
  PopupList,
  PwaIndex,
  PwaManifest,
  TopTabList,
} from '../../../core/contract';
import { paletteFor } from '../../brand/palette';
import type { Tx } from '../database';
import { brandContent } from '../schema';
import { contentText, type ContentText } from './content-text';
import { SPORTS } from './sports-catalogue';

export const CONTENT_KINDS = [
  'banners',
  'icons',
  'popups',
  'top_tabs',
  'logo',
  'az_tabs',
  'az_keywords',
  'pwa_manifest',
  'pwa_index',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Documents without words: one row (lang '') serves every language; the manifest keeps the brand name. */
export const NEUTRAL_KINDS: readonly ContentKind[] = ['logo', 'pwa_manifest'];
export const isNeutralKind = (kind: ContentKind) => NEUTRAL_KINDS.includes(kind);

export interface ContentBodies {
  banners: BannerList;
  icons: IconList;
  popups: PopupList;
  top_tabs: TopTabList;
  logo: Logo;
  az_tabs: AzTabList;
  az_keywords: AzKeywordList;
  pwa_manifest: PwaManifest;
  pwa_index: PwaIndex;
}

/** Leagues and teams players of each market search for first. */
const KEYWORD_COUNTRIES: Record<string, readonly string[]> = {
  BR: ['BR'],
  MX: ['MX'],
  CO: ['CO'],
  PE: ['CO', 'ES'],
  PH: ['US'],
  IN: ['GB'],
  KE: ['GB'],
  VN: ['GB', 'ES'],
  US: ['US'],
  CRYPTO: ['', 'GB'],
};

/** The market's sports in the player's language, then league and team names (proper names, untranslated). */
function keywords(b: BrandConfig, text: ContentText): string[] {
  const countries = KEYWORD_COUNTRIES[b.market] ?? ['GB'];
  const leagues = SPORTS.flatMap((s) => s.leagues).filter((l) => countries.includes(l.country));
  const sports = [text.sports.Soccer, text.sports[b.extraSportTab ?? 'BasketBall']];
  return [...sports, ...leagues.map((l) => l.name), ...leagues.flatMap((l) => l.teams.slice(0, 3))].slice(
    0,
    12,
  );
}

const icon = (name: string) => `/img/icons/${name}.svg`;
const tabIcon = (name: string, active: boolean) => `/img/tabs/${name}${active ? '-active' : ''}.svg`;
const sportIcon = (tabKey: string) => `/img/sports/${tabKey.toLowerCase()}.svg`;

/** The brand's documents with their words in `lang` (the brand's default language when not given). */
/** A banner's artwork file in a language (its headline is drawn in it; server/tools/generate-art.ts). */
export const bannerArt = (n: 1 | 2 | 3, lang: Locale) => `banner-${n}.${lang}.svg`;

export function contentFor(b: BrandConfig, index: number, lang: Locale = b.defaultLang): ContentBodies {
  const text = contentText(lang);
  const palette = paletteFor(b.templates.theme);
  const art = (file: string) => `/brand/${b.id}/${file}`;
  const base = (index + 1) * 100;
  const sportTabs = SPORTS.map((s) => s.tabKey) as (keyof typeof text.sports)[];
  return {
    banners: {
      list: [
        {
          id: base + 1,
          type: 1,
          info: art(bannerArt(1, lang)),
          url: '/deposit',
          banner_type: 'deposit',
          title: text.banners.welcome(b.maxBonusDisplay),
        },
        {
          id: base + 2,
          type: 1,
          info: art(bannerArt(2, lang)),
          url: '/home/sport',
          banner_type: 'normal',
          title: text.banners.live,
        },
        {
          id: base + 3,
          type: 1,
          info: art(bannerArt(3, lang)),
          url: '/download',
          banner_type: 'pwa',
          title: text.banners.app,
        },
      ],
    },
    icons: {
      list: [
        { id: base + 11, title: text.icons.deposit, icon: icon('deposit'), url: '/deposit' },
        { id: base + 12, title: text.icons.vip, icon: icon('vip'), url: '/vip-club' },
        { id: base + 13, title: text.icons.tasks, icon: icon('tasks'), url: '/task' },
        { id: base + 14, title: text.icons.invite, icon: icon('invite'), url: '/activity/invite' },
        { id: base + 15, title: text.icons.promotions, icon: icon('promotions'), url: '/promotion' },
        { id: base + 16, title: text.icons.support, icon: icon('support'), url: '/support' },
      ],
    },
    popups: {
      list: [
        // SPEC §9 popup weights: first charge 2, download guide 1.5.
        {
          id: base + 21,
          popup_type: 'first_charge',
          level: 2,
          title: text.popups.firstCharge(b.maxBonusDisplay),
          image: art(bannerArt(1, lang)),
          url: '/activity/first-charge',
        },
        {
          id: base + 22,
          popup_type: 'download_guide',
          level: 1.5,
          title: text.popups.download,
          image: art(bannerArt(3, lang)),
          url: '/download',
        },
      ],
    },
    top_tabs: {
      list: [
        {
          tab_key: 'home',
          title: text.topTabs.home,
          icon: tabIcon('home', false),
          icon_active: tabIcon('home', true),
          route: '/home/game',
        },
        {
          tab_key: 'slots',
          title: text.topTabs.slots,
          icon: tabIcon('slots', false),
          icon_active: tabIcon('slots', true),
          route: '/home/slots',
        },
        {
          tab_key: 'casino',
          title: text.topTabs.casino,
          icon: tabIcon('casino', false),
          icon_active: tabIcon('casino', true),
          route: '/home/casino',
        },
        {
          tab_key: 'sport',
          title: text.topTabs.sport,
          icon: tabIcon('sport', false),
          icon_active: tabIcon('sport', true),
          route: '/home/sport',
        },
      ],
    },
    logo: { name: b.name, logo_url: art('logo.svg'), icon_url: art('icon.svg') },
    az_tabs: {
      list: SPORTS.map((s, i) => ({
        sport_id: s.id,
        title: text.sports[sportTabs[i]!],
        icon: sportIcon(s.tabKey),
      })),
    },
    az_keywords: { list: keywords(b, text) },
    pwa_manifest: {
      name: b.name,
      short_name: b.name,
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: palette.background,
      background_color: palette.background,
      lang: b.defaultLang,
      icons: [
        { src: art('icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: art('icon-maskable.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    },
    pwa_index: {
      title: text.pwa.title,
      description: text.pwa.description,
      install_url: '/download',
      // The install reward equals the brand's minimum deposit (minor units), a common operator choice.
      award_amount: b.minCharge,
      screenshots: [art(bannerArt(1, lang)), art(bannerArt(2, lang)), art(bannerArt(3, lang))],
    },
  };
}

/**
 * Adds any missing (brand, kind, language) document and leaves existing ones alone, since an operator may
 * have edited them: a database from before per-language content gets the other languages on restart.
 */
export async function seedContent(tx: Tx): Promise<void> {
  const rows = BRANDS.flatMap((b, i) =>
    LOCALES.flatMap((lang) => {
      const bodies = contentFor(b, i, lang);
      return CONTENT_KINDS.filter((kind) => !isNeutralKind(kind) || lang === b.defaultLang).map((kind) => ({
        brandId: b.id,
        kind,
        lang: isNeutralKind(kind) ? '' : lang,
        body: bodies[kind],
      }));
    }),
  );
  await tx.insert(brandContent).values(rows).onConflictDoNothing();
}
