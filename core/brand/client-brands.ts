import type { Locale } from '../i18n/locales';
import type { CurrencyCode } from '../money/types';

/**
 * The ten brands (SPEC §1, §9), the part the page needs: identity, how a request is matched to a brand, theme
 * and feature flags. Deposit limits, SEO texts and country lists are in brand-terms.ts, which only the server
 * loads (brands.ts merges both): the page ships this table in its first-route JS (DESIGN.md §8).
 */
export type BrandId = 'br' | 'mx' | 'co' | 'pe' | 'ph' | 'in' | 'ke' | 'vn' | 'us' | 'crypto';
export type Market = 'BR' | 'MX' | 'CO' | 'PE' | 'PH' | 'IN' | 'KE' | 'VN' | 'US' | 'CRYPTO';

export interface ClientBrand {
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
  /** Other host names that resolve to this brand. */
  domains: readonly string[];
  /** Client version prefix (SPEC §9: prefix + 1.0.0 + suffix). */
  cvPrefix: string;
  /** Channel parameter prefix; a channel starting with `${channelPrefix}tourist` means tourist mode. */
  channelPrefix: string;
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
}

const cur = (code: string) => code as CurrencyCode;

export const CLIENT_BRANDS: readonly ClientBrand[] = [
  {
    id: 'br',
    appKey: 'placar_br',
    name: 'PlacarBet',
    market: 'BR',
    country: 'BR',
    currency: cur('BRL'),
    defaultLang: 'pt-BR',
    supportEmail: 'suporte@placarbet.com.br',
    domains: ['placarbet.com.br', 'br.placarbet.com'],
    cvPrefix: 'BR',
    channelPrefix: 'br_',
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
    domains: ['golazomx.com', 'mx.golazo.bet'],
    cvPrefix: 'MX',
    channelPrefix: 'mx_',
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
    domains: ['tribuna.co', 'co.tribuna.bet'],
    cvPrefix: 'CO',
    channelPrefix: 'co_',
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
    domains: ['incabet.pe'],
    cvPrefix: 'PE',
    channelPrefix: 'pe_',
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
    domains: ['tayaph.com'],
    cvPrefix: 'PH',
    channelPrefix: 'ph_',
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
    domains: ['khel.in'],
    cvPrefix: 'IN',
    channelPrefix: 'in_',
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
    domains: ['safaribet.co.ke'],
    cvPrefix: 'KE',
    channelPrefix: 'ke_',
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
    domains: ['keovn.com'],
    cvPrefix: 'VN',
    channelPrefix: 'vn_',
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
    domains: ['lineus.com'],
    cvPrefix: 'US',
    channelPrefix: 'us_',
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
    domains: ['chainbet.io'],
    cvPrefix: 'CB',
    channelPrefix: 'cb_',
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
  },
];

/** The brand served when nothing else names one (localhost, an unknown host). */
export const DEFAULT_BRAND_ID: BrandId = 'br';

export function clientBrandById(id: string): ClientBrand | undefined {
  return CLIENT_BRANDS.find((b) => b.id === id);
}

export function clientBrandByAppKey(appKey: string): ClientBrand | undefined {
  return CLIENT_BRANDS.find((b) => b.appKey === appKey);
}
