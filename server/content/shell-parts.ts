/**
 * What the HTML shell carries for a document request (http/shell.ts), for the brand the request resolves to
 * (host, app_key, cv, channel):
 * - the brand's logo (`conf/logo` content), remembered per brand for a short while: every page load asks,
 *   and operators change logos rarely;
 * - on the sport home, its first screen (core/sport/first-screen.ts): the answers of the tab list and the
 *   first match list, asked of this server's own API so they are exactly what the page would get, in the
 *   language the page will choose on a first visit (its browser languages, else the brand's);
 * - the visitor's country, when a trusted proxy says it (http/area.ts): SPEC §1 sets the first visit's
 *   language from the country, so the page must know it before it picks one (src/app/boot.ts);
 * - the chunks to preload: that language's catalog index and the catalogs of the shell and of the first page
 *   (the page looks its catalogs up in two steps, src/app/i18n.ts), and the first page's chunk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HomeTabList, MatchList } from '../../core/contract';
import { homeTabList, matchList } from '../../core/contract/endpoints-core';
import type { BrandConfig } from '../../core/brand/brands';
import { initialLocale } from '../../core/i18n/language';
import type { Locale } from '../../core/i18n/locales';
import { FIRST_SCREEN_LIST, isSportHomePath, type FirstScreen } from '../../core/sport/first-screen';
import type { Db } from '../db/database';
import { proxyCountry } from '../http/area';
import { brandOf, sanitizeQuery } from '../http/context';
import type { ShellParts } from '../http/shell';
import type { BrandHead } from '../install/shell-head';
import { readContent } from './store';

const LOGO_KEEP_MS = 30_000;

/**
 * The two first screens players land on: their page chunk (a manifest key or a chunk group of
 * vite.config.ts) and the catalog areas their route loads (src/app/routes.tsx `withCatalogs`).
 */
const SPORT_HOME_PAGE = { chunk: 'SportHome', areas: ['sport-home'] };
/** The casino lobby's first screen: one chunk (vite.config.ts 'HomePage' group) and its two catalogs. */
const HOME_PAGE = { chunk: 'HomePage', areas: ['home', 'casino-home'] };

/** `/` (which lands on /home/slots for a new-UI brand) and the home group's casino tabs. */
function isHomePath(path: string, brand: BrandConfig): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return (p === '/' && brand.flags.uiV3) || p === '/home' || /^\/home\/(game|slots|casino)$/.test(p);
}

/** Accept-Language as the browser's ordered language list (highest q first; q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 16)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

export function shellPartsSource(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  options: { trustProxy: boolean } = { trustProxy: false },
) {
  const logos = new Map<string, { at: number; url: string | undefined }>();
  const heads = new Map<string, { at: number; head: BrandHead }>();

  /** The brand's manifest name and theme colour for the shell's <head> (install/shell-head.ts). */
  async function headOf(brand: BrandConfig): Promise<BrandHead> {
    const hit = heads.get(brand.id);
    if (hit && now() - hit.at < LOGO_KEEP_MS) return hit.head;
    const doc = await readContent(db, brand, 'pwa_manifest', undefined);
    const head = {
      brandId: brand.id,
      appKey: brand.appKey,
      name: doc.name || brand.name,
      themeColor: doc.theme_color,
    };
    heads.set(brand.id, { at: now(), head });
    return head;
  }

  async function logoOf(brand: BrandConfig) {
    const hit = logos.get(brand.id);
    if (hit && now() - hit.at < LOGO_KEEP_MS) return hit.url;
    const { logo_url } = await readContent(db, brand, 'logo', undefined);
    logos.set(brand.id, { at: now(), url: logo_url || undefined });
    return logo_url || undefined;
  }

  /** One of our own GET calls, answered in process; its data, or an error for anything but success. */
  async function call<T>(request: FastifyRequest, brand: BrandConfig, path: string, query: string) {
    const res = await app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: { appkey: brand.appKey, host: request.host },
    });
    const body = res.json<{ dm_error: number; data: T }>();
    if (res.statusCode !== 200 || body.dm_error !== 0) throw new Error(`${path}: ${res.statusCode}`);
    return body.data;
  }

  async function firstScreenOf(
    request: FastifyRequest,
    brand: BrandConfig,
    lang: Locale,
  ): Promise<FirstScreen | undefined> {
    const { tab_key, size, page_limit } = FIRST_SCREEN_LIST;
    const [homeTabs, matches] = await Promise.all([
      call<HomeTabList>(request, brand, homeTabList.path, `lca_lang=${lang}`),
      call<MatchList>(
        request,
        brand,
        matchList.path,
        `lca_lang=${lang}&tab_key=${tab_key}&size=${size}&page_limit=${page_limit}`,
      ),
    ]);
    return { brand: brand.id, lang, at: now(), homeTabs, matches };
  }

  return async (request: FastifyRequest): Promise<ShellParts> => {
    let brand: BrandConfig;
    try {
      brand = brandOf(request, sanitizeQuery(request)).brand;
    } catch {
      return {}; // an unknown app key: the app reports it; the shell stays plain
    }
    // Only a trusted proxy's word is knowledge; without it the country stays unknown (never the brand's).
    const country = (options.trustProxy ? proxyCountry(request) : null) || undefined;
    // The language the page will pick on a first visit (a stored choice is the page's to know).
    const lang = initialLocale({
      stored: null,
      country: country ?? null,
      brand,
      navigatorLanguages: acceptedLanguages(request.headers['accept-language']),
    });
    const sportHome = isSportHomePath(request.url.split('?')[0] ?? '') && !brand.flags.sportComingSoon;
    const [url, head, firstScreen] = await Promise.all([
      logoOf(brand),
      headOf(brand).catch(() => undefined),
      sportHome
        ? firstScreenOf(request, brand, lang).catch((err: unknown) => {
            request.log.warn({ err }, 'first screen for the shell failed; the page fetches it itself');
            return undefined;
          })
        : undefined,
    ]);
    const path = request.url.split('?')[0] ?? '';
    const page = sportHome ? SPORT_HOME_PAGE : isHomePath(path, brand) ? HOME_PAGE : undefined;
    return {
      logo: url ? { brandId: brand.id, url } : undefined,
      head,
      country,
      firstScreen,
      preload: [
        ...['shell', ...(page?.areas ?? [])].map((area) => `src/locales/${area}/${lang}.po`),
        ...(page ? [page.chunk] : []),
      ],
    };
  };
}
