import type { Locale } from '../i18n/locales';
import type { CurrencyCode, MinorUnits } from '../money/types';

/**
 * The ten brands (SPEC §1, §9). This table is the built-in default; the server seeds it into the database,
 * where an operator edits it, and answers config calls from there. Amounts are integer minor units (1/100).
 */
export type BrandId = 'br' | 'mx' | 'co' | 'pe' | 'ph' | 'in' | 'ke' | 'vn' | 'us' | 'crypto';
export type Market = 'BR' | 'MX' | 'CO' | 'PE' | 'PH' | 'IN' | 'KE' | 'VN' | 'US' | 'CRYPTO';

export interface BrandConfig {
  id: BrandId;
  /** Sent in the Appkey header and accepted as the `app_key` URL parameter. */
  appKey: string;
  name: string;
  market: Market;
  /** ISO 3166 country of the market; the crypto brand has none of its own. */
  country: string;
  currency: CurrencyCode;
  defaultLang: Locale;
  supportEmail: string;
  /** SPEC §9 minimum deposit per brand. */
  minCharge: MinorUnits;
  /** SPEC §9 maximum deposit tables. */
  maxDepositTotal: MinorUnits;
  maxDepositDaily: MinorUnits;
  /** SPEC §9 maximum bonus display, as shown. */
  maxBonusDisplay: string;
  officialDomain: string;
  /** Other host names that resolve to this brand. */
  domains: readonly string[];
  appGroup: string;
  /** Client version prefix (SPEC §9: prefix + 1.0.0 + suffix). */
  cvPrefix: string;
  /** Channel parameter prefix; a channel starting with `${channelPrefix}tourist` means tourist mode. */
  channelPrefix: string;
  seo: { title: string; description: string };
  templates: { home: 'casino' | 'sport'; theme: string };
  /** Extra sport home tab (SPEC §2): TableTennis for Spanish markets, Volleyball for the Portuguese one. */
  extraSportTab: 'TableTennis' | 'Volleyball' | null;
  flags: {
    /** New UI (v3) home at /home/game. */
    uiV3: boolean;
    /** Multi-currency brand: currency pickers and crypto list. */
    multiCurrency: boolean;
    /** Region-restricted: countries outside `allowedCountries` get 403 from the area check. */
    regionLocked: boolean;
    hideGoogleLogin: boolean;
    banned: boolean;
    /** PHP market shows a full-screen 'coming soon' over the sport home (SPEC §2). */
    sportComingSoon: boolean;
  };
  allowedCountries: readonly string[];
}

const m = (major: number) => (major * 100) as MinorUnits;
const cur = (code: string) => code as CurrencyCode;

export const BRANDS: readonly BrandConfig[] = [
  {
    id: 'br',
    appKey: 'placar_br',
    name: 'PlacarBet',
    market: 'BR',
    country: 'BR',
    currency: cur('BRL'),
    defaultLang: 'pt-BR',
    supportEmail: 'suporte@placarbet.com.br',
    minCharge: m(30),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(100),
    maxBonusDisplay: 'R$600',
    officialDomain: 'placarbet.com.br',
    domains: ['placarbet.com.br', 'br.placarbet.com'],
    appGroup: 'placar',
    cvPrefix: 'BR',
    channelPrefix: 'br_',
    seo: {
      title: 'PlacarBet — Apostas esportivas e cassino',
      description: 'Apostas ao vivo, cassino e PIX na hora.',
    },
    templates: { home: 'casino', theme: 'green' },
    extraSportTab: 'Volleyball',
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['BR'],
  },
  {
    id: 'mx',
    appKey: 'golazo_mx',
    name: 'GolazoMX',
    market: 'MX',
    country: 'MX',
    currency: cur('MXN'),
    defaultLang: 'es-MX',
    supportEmail: 'soporte@golazomx.com',
    minCharge: m(80),
    maxDepositTotal: m(3000),
    maxDepositDaily: m(300),
    maxBonusDisplay: '$5000',
    officialDomain: 'golazomx.com',
    domains: ['golazomx.com', 'mx.golazo.bet'],
    appGroup: 'golazo',
    cvPrefix: 'MX',
    channelPrefix: 'mx_',
    seo: {
      title: 'GolazoMX — Apuestas deportivas y casino',
      description: 'Apuestas en vivo, casino y depósitos SPEI y OXXO.',
    },
    templates: { home: 'casino', theme: 'red' },
    extraSportTab: 'TableTennis',
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['MX'],
  },
  {
    id: 'co',
    appKey: 'tribuna_co',
    name: 'TribunaCO',
    market: 'CO',
    country: 'CO',
    currency: cur('COP'),
    defaultLang: 'es-MX',
    supportEmail: 'soporte@tribuna.co',
    minCharge: m(80),
    maxDepositTotal: m(50000),
    maxDepositDaily: m(30000),
    maxBonusDisplay: '$20MIL',
    officialDomain: 'tribuna.co',
    domains: ['tribuna.co', 'co.tribuna.bet'],
    appGroup: 'tribuna',
    cvPrefix: 'CO',
    channelPrefix: 'co_',
    seo: {
      title: 'TribunaCO — Apuestas deportivas y casino',
      description: 'Apuestas en vivo, casino, PSE y Nequi.',
    },
    templates: { home: 'sport', theme: 'yellow' },
    extraSportTab: 'TableTennis',
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['CO'],
  },
  {
    id: 'pe',
    appKey: 'inca_pe',
    name: 'IncaBet',
    market: 'PE',
    country: 'PE',
    currency: cur('PEN'),
    defaultLang: 'es-MX',
    supportEmail: 'soporte@incabet.pe',
    minCharge: m(80),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(2000),
    maxBonusDisplay: 'S/600',
    officialDomain: 'incabet.pe',
    domains: ['incabet.pe'],
    appGroup: 'inca',
    cvPrefix: 'PE',
    channelPrefix: 'pe_',
    seo: {
      title: 'IncaBet — Apuestas deportivas y casino',
      description: 'Apuestas en vivo y casino en soles.',
    },
    templates: { home: 'sport', theme: 'orange' },
    extraSportTab: 'TableTennis',
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['PE'],
  },
  {
    id: 'ph',
    appKey: 'taya_ph',
    name: 'TayaPH',
    market: 'PH',
    country: 'PH',
    currency: cur('PHP'),
    defaultLang: 'en',
    supportEmail: 'support@tayaph.com',
    minCharge: m(30),
    maxDepositTotal: m(10000),
    maxDepositDaily: m(1000),
    maxBonusDisplay: '₱5000',
    officialDomain: 'tayaph.com',
    domains: ['tayaph.com'],
    appGroup: 'taya',
    cvPrefix: 'PH',
    channelPrefix: 'ph_',
    seo: {
      title: 'TayaPH — Sports betting and casino',
      description: 'Live betting, casino, GCash and PayMaya.',
    },
    templates: { home: 'casino', theme: 'blue' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: true,
    },
    allowedCountries: ['PH'],
  },
  {
    id: 'in',
    appKey: 'khel_in',
    name: 'KhelIN',
    market: 'IN',
    country: 'IN',
    currency: cur('INR'),
    defaultLang: 'en',
    supportEmail: 'support@khel.in',
    minCharge: m(30),
    maxDepositTotal: m(5000),
    maxDepositDaily: m(500),
    maxBonusDisplay: '₹5000',
    officialDomain: 'khel.in',
    domains: ['khel.in'],
    appGroup: 'khel',
    cvPrefix: 'IN',
    channelPrefix: 'in_',
    seo: {
      title: 'KhelIN — Sports betting and casino',
      description: 'Live cricket and football betting, casino, UPI.',
    },
    templates: { home: 'casino', theme: 'saffron' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: true,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['IN'],
  },
  {
    id: 'ke',
    appKey: 'safari_ke',
    name: 'SafariBet',
    market: 'KE',
    country: 'KE',
    currency: cur('KES'),
    defaultLang: 'en',
    supportEmail: 'support@safaribet.co.ke',
    minCharge: m(30),
    maxDepositTotal: m(10000),
    maxDepositDaily: m(1000),
    maxBonusDisplay: '15000 KSh',
    officialDomain: 'safaribet.co.ke',
    domains: ['safaribet.co.ke'],
    appGroup: 'safari',
    cvPrefix: 'KE',
    channelPrefix: 'ke_',
    seo: {
      title: 'SafariBet — Sports betting and casino',
      description: 'Live betting and casino with M-Pesa.',
    },
    templates: { home: 'sport', theme: 'green' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['KE'],
  },
  {
    id: 'vn',
    appKey: 'keo_vn',
    name: 'KeoVN',
    market: 'VN',
    country: 'VN',
    currency: cur('VND'),
    defaultLang: 'vi',
    supportEmail: 'hotro@keovn.com',
    minCharge: m(30),
    maxDepositTotal: m(5_000_000),
    maxDepositDaily: m(1_000_000),
    maxBonusDisplay: '5.000K ₫',
    officialDomain: 'keovn.com',
    domains: ['keovn.com'],
    appGroup: 'keo',
    cvPrefix: 'VN',
    channelPrefix: 'vn_',
    seo: { title: 'KeoVN — Cá cược thể thao và casino', description: 'Cá cược trực tiếp và casino.' },
    templates: { home: 'casino', theme: 'red' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['VN'],
  },
  {
    id: 'us',
    appKey: 'line_us',
    name: 'LineUS',
    market: 'US',
    country: 'US',
    currency: cur('USD'),
    defaultLang: 'en',
    supportEmail: 'support@lineus.com',
    minCharge: m(30),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(100),
    maxBonusDisplay: '$600',
    officialDomain: 'lineus.com',
    domains: ['lineus.com'],
    appGroup: 'line',
    cvPrefix: 'US',
    channelPrefix: 'us_',
    seo: {
      title: 'LineUS — Sports betting and casino',
      description: 'Live odds in American format, casino and cards.',
    },
    templates: { home: 'sport', theme: 'navy' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: false,
      regionLocked: true,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: ['US'],
  },
  {
    id: 'crypto',
    appKey: 'chain_crypto',
    name: 'ChainBet',
    market: 'CRYPTO',
    country: '',
    currency: cur('USDT'),
    defaultLang: 'en',
    supportEmail: 'support@chainbet.io',
    minCharge: m(80),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(250),
    maxBonusDisplay: '600 USDT',
    officialDomain: 'chainbet.io',
    domains: ['chainbet.io'],
    appGroup: 'chain',
    cvPrefix: 'CB',
    channelPrefix: 'cb_',
    seo: {
      title: 'ChainBet — Crypto sports betting and casino',
      description: 'Bet and play with USDT, BTC and more.',
    },
    templates: { home: 'casino', theme: 'violet' },
    extraSportTab: null,
    flags: {
      uiV3: true,
      multiCurrency: true,
      regionLocked: false,
      hideGoogleLogin: false,
      banned: false,
      sportComingSoon: false,
    },
    allowedCountries: [],
  },
];

/** The brand served when nothing else names one (localhost, an unknown host). */
export const DEFAULT_BRAND_ID: BrandId = 'br';

export function brandById(id: string): BrandConfig | undefined {
  return BRANDS.find((b) => b.id === id);
}

export function brandByAppKey(appKey: string): BrandConfig | undefined {
  return BRANDS.find((b) => b.appKey === appKey);
}
