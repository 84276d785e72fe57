/**
 * The console's languages: the same eight as the player app, its own catalog area (src/locales/ops), loaded
 * from this build only. The language is the browser's, or the one picked in the header (remembered).
 */
import { i18n } from '@lingui/core';
import { LOCALES, type Locale } from '../../core/i18n/locales';

const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../locales/ops/*.po');
const KEY = 'ops.locale';

function initial(): Locale {
  const saved = localStorage.getItem(KEY);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  for (const lang of navigator.languages) {
    const exact = LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
    if (exact) return exact;
    const base = LOCALES.find((l) => l.split('-')[0] === lang.split('-')[0]);
    if (base) return base;
  }
  return 'en';
}

export async function activate(locale: Locale = initial()): Promise<void> {
  const load = catalogs[`../locales/ops/${locale}.po`] ?? catalogs['../locales/ops/en.po'];
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
}

export { i18n };
