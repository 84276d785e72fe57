import type { BrandConfig } from '../brand/brands';
import { LOCALES, isLocale, type Locale } from './locales';

/**
 * Which interface language a visitor gets (SPEC §1). Two rule lists from the spec, plus the order in which
 * the page applies them at boot (`initialLocale`).
 */

/** SPEC §1 "Language is set from the country on first visit". */
const BY_COUNTRY: Readonly<Record<string, Locale>> = {
  RU: 'ru',
  BR: 'pt-BR',
  MX: 'es-MX',
  PE: 'es-MX',
  AR: 'es-MX',
  VN: 'vi',
  TH: 'th',
  MY: 'ms',
};

/** The multi-currency brand serves no single market: only Peru and Colombia get Spanish, the rest English. */
const MULTI_CURRENCY_SPANISH = new Set(['PE', 'CO']);

export function localeFromCountry(country: string, options: { multiCurrency: boolean }): Locale {
  const code = country.trim().toUpperCase();
  if (options.multiCurrency) return MULTI_CURRENCY_SPANISH.has(code) ? 'es-MX' : 'en';
  return BY_COUNTRY[code] ?? 'en';
}

/**
 * SPEC §1 "Language key resolution", checked in the spec's order because keys overlap: "pt-PE" must give
 * Portuguese (PT is checked before PE), "es-PE" Spanish. Case-insensitive substring match.
 */
const BY_KEY: readonly (readonly [readonly string[], Locale])[] = [
  [['PT'], 'pt-BR'],
  [['EN'], 'en'],
  [['ES', 'PE'], 'es-MX'],
  [['RU'], 'ru'],
  [['VI'], 'vi'],
  [['TH'], 'th'],
  [['MS'], 'ms'],
  [['ZH'], 'zh-CN'],
];

/** The spec's default when a key names none of the languages. */
export const DEFAULT_KEY_LOCALE: Locale = 'pt-BR';

export function localeFromKey(key: string): Locale {
  const k = key.toUpperCase();
  for (const [needles, locale] of BY_KEY) if (needles.some((n) => k.includes(n))) return locale;
  return DEFAULT_KEY_LOCALE;
}

export interface InitialLocaleInput {
  /** The language the player chose before (local storage); ignored unless it is one of our eight. */
  stored: string | null | undefined;
  /** The visitor's country (area check), when known. */
  country: string | null | undefined;
  brand: Pick<BrandConfig, 'defaultLang' | 'flags'>;
  /** navigator.languages, most preferred first. */
  navigatorLanguages?: readonly string[];
}

/**
 * The language at boot. Order, strongest first:
 * 1. a stored valid choice — the player picked it, nothing overrides that;
 * 2. the country rule (SPEC §1), which applies on first visit, i.e. when nothing is stored;
 * 3. when the country is not known yet, the first browser language that is exactly one of our eight
 *    locales, or whose primary subtag matches one (e.g. "pt-PT" -> pt-BR, "en-GB" -> en) — it says more about
 *    the person than the brand does;
 * 4. the brand's default language.
 * The page stores the result only when the player picks a language, so the country rule keeps applying until then.
 */
export function initialLocale(input: InitialLocaleInput): Locale {
  if (isLocale(input.stored)) return input.stored;
  const country = input.country?.trim();
  if (country) return localeFromCountry(country, { multiCurrency: input.brand.flags.multiCurrency });
  for (const lang of input.navigatorLanguages ?? []) {
    const match = matchBrowserLanguage(lang);
    if (match) return match;
  }
  return input.brand.defaultLang;
}

function matchBrowserLanguage(tag: string): Locale | undefined {
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase();
  return LOCALES.find((l) => l.split('-')[0] === primary);
}
