import { initialLocale, localeFromCountry } from '../../core/i18n/language';
import { DEFAULT_SPORT_TAB } from '../../core/sport/first-screen';
import * as endpoints from '../../core/contract/endpoints-core';
import type { Locale } from '../../core/i18n/locales';
import { configureEngine, forgetEngineUser, onEngineEvent, prefetchTopic } from '../platform/engine-bridge';
import { addedParams, handleExpired, handleForbidden, quietApi } from '../platform/api';
import { apiBaseUrl, onHostChange, startDynamicHost } from '../platform/api-host';
import { StorageKey, readStored, writeStored } from '../platform/storage';
import { activateLocale, storedLocale } from './i18n';
import { isSportHome, rootRedirect, showsHomeHeader } from './route-meta';
import { useBrand } from './stores/brand';
import { readFirstScreen, seedFirstScreen } from './first-screen';
import { useSession } from './stores/session';
import { useSettings } from './stores/settings';
import type { CrashDetails } from './crash/CrashBoundary';

/**
 * The country, when it says more than the brand does. Without a geo header the server answers the brand's
 * own country, which only restates the brand default; the browser's language is a better guess then
 * (core/i18n initialLocale ranks it above the brand default). A different country is real knowledge and
 * applies the SPEC §1 rule (a Mexican on the Brazilian site gets Spanish).
 */
export function telltaleCountry(country: string | null, brandCountry: string): string | null {
  return country && country !== brandCountry ? country : null;
}

/**
 * The visitor's country the server wrote into the shell (`<html data-country>`, server/http/shell.ts):
 * present only when a trusted proxy said it, so it is knowledge even when it is the brand's own country.
 */
export function shellCountry(doc: Document = document): string | null {
  const country = doc.documentElement.dataset.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/**
 * The first language: a stored choice, else the country rule, browser languages, brand default (core/i18n).
 * SPEC §1: a first visit from Mexico gets Spanish even with an English phone — the shell's country decides
 * when the server knows it; otherwise a country learnt earlier counts only when it is not the brand's own.
 */
export function chooseInitialLocale(doc: Document = document): Locale {
  const { brand } = useBrand.getState();
  // The service worker serves its own copy of the shell after the first visit: remember what the server's said.
  const fromShell = shellCountry(doc);
  if (fromShell) writeStored(StorageKey.geoCountry, fromShell);
  const known = fromShell ?? readStored(StorageKey.geoCountry);
  return initialLocale({
    stored: storedLocale(),
    country: known ?? telltaleCountry(readStored(StorageKey.country), brand.country),
    brand,
    navigatorLanguages: navigator.languages,
  });
}

/** Loads and activates the first language's catalog (chooseInitialLocale unless given). */
export async function activateInitialLocale(locale = chooseInitialLocale()): Promise<void> {
  try {
    await activateLocale(locale);
  } catch {
    // SPEC §8 "Missing locale resource": fall back to English rather than show nothing.
    await activateLocale('en').catch(() => undefined);
  }
}

/** Gives the engine worker what it needs to call the API as this player; again whenever any of it changes. */
export function wireEngine(): void {
  const push = () => {
    const { brand } = useBrand.getState();
    configureEngine({
      baseUrl: apiBaseUrl(),
      appKey: brand.appKey,
      appName: brand.name,
      params: addedParams(),
    });
  };
  push();
  onHostChange(push);
  // The engine's own calls meet 604 and 403 too (SPEC §8): same reaction as the page's.
  onEngineEvent((event) => (event.type === 'expired' ? handleExpired() : handleForbidden()));
  useSession.subscribe((s, prev) => {
    if (s.user !== prev.user) push();
    // Logout or session expiry: the player's own data leaves the device (DESIGN.md §9).
    if (prev.user && !s.user) void forgetEngineUser();
  });
  useSettings.subscribe((s, prev) => {
    if (s.locale !== prev.locale || s.currency !== prev.currency) push();
  });
}

/**
 * SPEC §4 Area check: learn the visitor's country. 403 sends to /forbidden (the api module does it); any
 * other failure keeps the brand's country. On a first visit the country also picks the language (SPEC §1).
 */
export async function checkArea(): Promise<void> {
  const { brand } = useBrand.getState();
  try {
    const { country_code } = await quietApi.call(
      endpoints.areaCheck,
      { lca_coun: brand.country || undefined },
      { retries: 1 },
    );
    const country = country_code.trim().toUpperCase();
    if (!country) return;
    writeStored(StorageKey.country, country);
    if (!storedLocale() && telltaleCountry(country, brand.country)) {
      const locale = localeFromCountry(country, { multiCurrency: brand.flags.multiCurrency });
      if (locale !== useSettings.getState().locale) await activateLocale(locale).catch(() => undefined);
    }
  } catch {
    // Unknown country: the brand's own is used for requests (addedParams) and nothing else changes.
  }
}

/** The sport home's first match list: its default tab before the tab list is known (SportHome DEFAULT_TAB). */
const SPORT_HOME_FIRST_LIST = { tab_key: DEFAULT_SPORT_TAB } as const;
const NO_PARAMS = {} as Record<string, never>;

/**
 * Boot, before React renders: the data of the first screen is asked for at once, while the page chunk and
 * the language catalog load, instead of after the first render (DESIGN.md §8 LCP). The home header's logo,
 * banners and tabs (homeConfig) on every level-1 page; the sport home's tabs and first match list there.
 * Requests speak the first language from the start: the settings store takes it now, its catalog follows.
 */
export function startEngine(pathname: string, locale: Locale): void {
  useSettings.setState({ locale });
  wireEngine();
  const { brand } = useBrand.getState();
  const path = pathname === '/' ? rootRedirect(brand) : pathname;
  if (showsHomeHeader(path)) prefetchTopic('homeConfig', NO_PARAMS);
  if (isSportHome(path) && !brand.flags.sportComingSoon) {
    // The server's first screen, when it came with the page: the matches paint without waiting for the
    // worker and the API (core/sport/first-screen.ts). The engine still starts and takes over.
    const first = readFirstScreen();
    if (first) seedFirstScreen(first, { brand: brand.id, lang: locale });
    prefetchTopic('homeTabs', NO_PARAMS);
    prefetchTopic('matches', SPORT_HOME_FIRST_LIST);
  }
}

export function startDynamicHostFetch(): void {
  startDynamicHost(quietApi);
}

/** SPEC §7 reportedError: one crash report per page load, sent without a toast. */
export function reportCrash({ error, componentStack }: CrashDetails): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const detail = `${err.name}: ${err.message}\n${err.stack ?? ''}\n${componentStack}`;
  quietApi
    .call(
      endpoints.crashReport,
      {
        url: window.location.href.slice(0, 1024),
        action_type: 'crash',
        errorType: err.name.slice(0, 64) || 'Error',
        isWhiteScreen: false,
        error_detail: detail.slice(0, 4096),
      },
      { retries: 1 },
    )
    .catch(() => undefined);
}
