import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { StorageKey, readStored, writeStored } from '../platform/storage';
import { useSettings } from './stores/settings';

/**
 * Lingui on the page. Each locale's catalog is its own lazy chunk (the vite plugin compiles the .po file on
 * import), so the first route carries only the catalog it shows. SPEC §8: a missing catalog rejects; the
 * caller keeps the previous language.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}.po`)) as { messages: Messages };
  return messages;
}

/** Activates `locale` once its catalog is loaded: <html lang>, the settings store and lingui all at once. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  useSettings.setState({ locale });
}

/** The player chose a language: switch now and remember it. */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeStored(StorageKey.locale, locale);
}

/** A language the player (or a previous visit) chose; null on a first visit. */
export function storedLocale(): Locale | null {
  const stored = readStored(StorageKey.locale);
  return isLocale(stored) ? stored : null;
}

export { i18n };
