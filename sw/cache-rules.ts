/**
 * What the service worker caches and under which key, as pure functions (tested in tests/unit/sw).
 * Account, wallet and bet answers are never cached (DESIGN.md §9): only the config calls, the brand manifest
 * and images are, and everything else under /api goes to the network.
 */
import { endpoints } from '../core/contract/endpoints';

// Cache names are frozen: renaming one strands every player's cached entries. Bump the suffix to drop one.
export const CACHE = {
  config: 'config-v1',
  images: 'images-v1',
  manifest: 'manifest-v1',
  locales: 'locales-v1',
} as const;

/**
 * The language catalogs' chunks (vite.config.ts puts them here): not precached, all eight languages would be
 * most of the precache; the languages this device uses are cached as it loads them (cache-first: the names
 * carry a content hash) and the page hands over the ones it loaded before the worker controlled it.
 */
export const LOCALE_PREFIX = '/assets/locales/';

/** The config GET calls of SPEC §7 "Config": the same answer for every visitor of a brand and language. */
export const CONFIG_ENDPOINTS = [
  endpoints.bannerIndex,
  endpoints.iconIndex,
  endpoints.popupIndex,
  endpoints.tabIndex,
  endpoints.confLogo,
  endpoints.confAzTab,
  endpoints.confAzKeyword,
  endpoints.confGlobal,
  endpoints.pwaManifest,
  endpoints.pwaIndex,
] as const;

export const CONFIG_PATHS: ReadonlySet<string> = new Set(CONFIG_ENDPOINTS.map((e) => e.path));

/**
 * Config calls whose answer must be current when the network is there: the global status (maintenance,
 * SPEC §4) would otherwise be seen one poll late. Network first, the cache only when offline.
 */
export const FRESH_CONFIG_PATHS: ReadonlySet<string> = new Set([endpoints.confGlobal.path]);

/**
 * Added parameters that differ on every call or per person but do not change a config answer (SPEC §7):
 * the timestamp, device and user ids, the session and the free-form `p`. Kept in the key, they would make
 * every request a miss; language, country, currency, version and brand stay, since they change the answer.
 */
export const VOLATILE_PARAMS: ReadonlySet<string> = new Set(['ts', 'smid', 'uid', 'sid', 'p']);

export const IMAGE_PREFIXES = ['/img/', '/brand/', '/icons/'] as const;

export const MANIFEST_PATH = '/manifest.webmanifest';

/** Navigations to these are real server resources, not routes of the app shell. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/outer\//,
  /^\/manifest\.webmanifest$/,
  // A game provider's page, framed by the game room (the local fake provider serves it here).
  /^\/fake-provider\//,
  // The operator console (issue #24): its own build and page, never the player's shell.
  /^\/ops(\/|$)/,
];

export type CachePolicy =
  /** Stale-while-revalidate under a normalised key. */
  | 'config'
  /** Network first (cache when offline), same normalised key. */
  | 'config-fresh'
  | 'manifest'
  /** Cache-first with expiry. */
  | 'image'
  /** Cache-first, no expiry: a language catalog chunk (hashed name). */
  | 'locale'
  /** Explicitly never cached: account, wallet, bets and every other API answer. */
  | 'network-only'
  /** Not a runtime route: precache, navigation route, or the browser's own handling. */
  | 'none';

export function cachePolicy(url: URL, method: string, origin: string): CachePolicy {
  if (method !== 'GET') return 'none';
  // The API may live on another host (dynconfig api_host), so config and API paths match on any origin.
  if (FRESH_CONFIG_PATHS.has(url.pathname)) return 'config-fresh';
  if (CONFIG_PATHS.has(url.pathname)) return 'config';
  if (url.pathname.startsWith('/api/')) return 'network-only';
  if (url.origin !== origin) return 'none';
  if (url.pathname === MANIFEST_PATH) return 'manifest';
  if (IMAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'image';
  if (url.pathname.startsWith(LOCALE_PREFIX) && url.pathname.endsWith('.js')) return 'locale';
  return 'none';
}

/**
 * The cache key of a config call: same path, volatile params dropped, the rest sorted, and the brand from
 * the Appkey header folded in (the Cache API keys on the URL only, and two brands may share a host).
 */
export function configCacheKey(url: URL, appKey?: string | null): string {
  const kept: [string, string][] = [];
  url.searchParams.forEach((value, name) => {
    if (!VOLATILE_PARAMS.has(name)) kept.push([name, value]);
  });
  if (appKey && !kept.some(([name]) => name === 'app_key')) kept.push(['app_key', appKey]);
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = kept
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export function isNavigationAllowed(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

/** Only a successful envelope is worth keeping: a cached business error would outlive the fix. */
export function isCacheableEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { dm_error?: unknown }).dm_error === 0;
}
