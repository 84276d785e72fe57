import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { StorageKey, readStored, writeStored } from '../platform/storage';
import { useSettings } from './stores/settings';

/**
 * Lingui on the page, one catalog per area (lingui.config.ts: `shell` plus one per src/features folder),
 * each a lazy chunk per locale (the vite plugin compiles the .po file on import). The first route loads the
 * shell and its page's areas; a page's route loads its areas beside its chunk (`withCatalogs`). SPEC §8: a
 * missing catalog rejects; the caller keeps the previous language.
 *
 * In the build each catalog is a file at a name computed here (`/assets/locales/<area>.<locale>.<version>.js`,
 * vite.config.ts CATALOGS): main carries no table of catalog chunk names (DESIGN.md §8), and the server names the
 * first page's catalogs in the HTML's preload links, so they download beside main.js. The dev server and the
 * tests import the .po files themselves.
 */
type CatalogModule = { messages: Messages };
const SOURCE_CATALOGS = import.meta.env.DEV
  ? import.meta.glob<CatalogModule>('../locales/*/*.po')
  : ({} as Record<string, () => Promise<CatalogModule>>);

/** An area of the catalogs: `shell` or the name of a folder of src/features. */
export type CatalogArea = string;

function catalogLoader(area: CatalogArea, locale: Locale): () => Promise<CatalogModule> {
  if (!import.meta.env.DEV)
    return () =>
      import(
        /* @vite-ignore */ `/assets/locales/${area}.${locale}.${__CATALOG_VERSION__}.js`
      ) as Promise<CatalogModule>;
  const load = SOURCE_CATALOGS[`../locales/${area}/${locale}.po`];
  if (!load) throw new Error(`No catalog ${area} for ${locale}`);
  return load;
}

/** Every catalog area (for the missing-message rescue below). */
const allAreas = (): readonly CatalogArea[] =>
  import.meta.env.DEV
    ? [...new Set(Object.keys(SOURCE_CATALOGS).map((path) => /\/locales\/([^/]+)\//.exec(path)?.[1] ?? ''))]
    : __CATALOG_AREAS__;

/** Areas whose catalogs the page has needed so far: a language change loads these again. */
const wanted = new Set<CatalogArea>(['shell']);
/** `${locale}/${area}` already loaded into lingui, or on its way. */
const loads = new Map<string, Promise<void>>();

function loadArea(area: CatalogArea, locale: Locale): Promise<void> {
  const key = `${locale}/${area}`;
  let done = loads.get(key);
  if (!done) {
    done = Promise.resolve()
      .then(() => catalogLoader(area, locale)())
      .then(({ messages }) => {
        // `load` merges into what the locale already has and re-renders the page's translations.
        i18n.load(locale, messages);
      });
    done.catch(() => loads.delete(key));
    loads.set(key, done);
  }
  return done;
}

/** Loads the catalogs of `areas` in the current language (and remembers them for a language change). */
export function loadCatalogs(areas: readonly CatalogArea[], locale: Locale = currentLocale()): Promise<void> {
  for (const area of areas) wanted.add(area);
  return Promise.all(areas.map((area) => loadArea(area, locale))).then(() => undefined);
}

/** The language being activated (from the start of activateLocale), else the active one. */
let target: Locale | undefined;
const currentLocale = (): Locale =>
  target ?? (isLocale(i18n.locale) ? i18n.locale : useSettings.getState().locale);

/**
 * A chunk loader that also loads the message catalogs the chunk's components use: a page renders with its
 * words, never with message ids. A failed catalog does not fail the chunk (the missing-message fallback below
 * still fetches it).
 */
export function withCatalogs<T>(areas: readonly CatalogArea[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogs(areas).catch(() => undefined)]).then(([module]) => module);
}

/**
 * Safety net: a message that is not in any loaded catalog (a component shown outside the areas its page
 * declared) makes lingui emit `missing`; every catalog of the language is then loaded, and the texts re-render.
 * tests/unit/src/catalog-areas.test.ts keeps the declared areas complete, so this should not happen.
 */
const rescued = new Set<Locale>();
i18n.on('missing', ({ locale }) => {
  if (!isLocale(locale) || rescued.has(locale)) return;
  rescued.add(locale);
  void loadCatalogs(allAreas(), locale).catch(() => rescued.delete(locale));
});

/**
 * Activates `locale` once its catalogs are loaded (the shell, `areas`, and every area loaded before in
 * another language): <html lang>, the settings store and lingui all at once.
 */
export async function activateLocale(locale: Locale, areas: readonly CatalogArea[] = []): Promise<void> {
  for (const area of areas) wanted.add(area);
  const previous = target;
  target = locale;
  try {
    await Promise.all([...wanted].map((area) => loadArea(area, locale)));
  } catch (error) {
    if (target === locale) target = previous;
    throw error;
  }
  if (target !== locale) return; // Another language was asked for meanwhile: it wins.
  i18n.activate(locale);
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
