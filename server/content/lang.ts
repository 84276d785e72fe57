/**
 * Which language a call is answered in: the request's lca_lang when it is one of the eight interface
 * languages, else the brand's default language (as edited in the database, if that is one of the eight).
 */
import type { BrandConfig } from '../../core/brand/brands';
import { isLocale, type Locale } from '../../core/i18n/locales';

export function requestedLocale(params: Readonly<Record<string, string>>): Locale | undefined {
  const lang = params.lca_lang;
  return isLocale(lang) ? lang : undefined;
}

export function answerLocale(
  params: Readonly<Record<string, string>>,
  brand: BrandConfig,
  defaultLang: string,
): Locale {
  return requestedLocale(params) ?? (isLocale(defaultLang) ? defaultLang : brand.defaultLang);
}
