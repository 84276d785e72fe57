/**
 * Runtime caching. Order matters: workbox takes the first route that matches, so the config paths (under
 * /api) come before the network-only catch-all for the rest of /api.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE, cachePolicy, configCacheKey, isCacheableEnvelope } from './cache-rules';

declare let self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const matches =
  (policy: ReturnType<typeof cachePolicy>) =>
  ({ url, request }: { url: URL; request: Request }) =>
    cachePolicy(url, request.method, self.location.origin) === policy;

export const configPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    configCacheKey(new URL(request.url), request.headers.get('Appkey')),
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    try {
      return isCacheableEnvelope(await response.clone().json()) ? response : null;
    } catch {
      return null;
    }
  },
  // Offline with no entry for this exact language/currency: any cached answer of the same call (e.g. the one
  // pre-filled at install) beats an empty page.
  handlerDidError: async ({ request }) =>
    (await caches.match(request.url, { cacheName: CACHE.config, ignoreSearch: true })) ?? undefined,
};

export function registerRuntimeRoutes(): void {
  registerRoute(
    matches('config'),
    new StaleWhileRevalidate({ cacheName: CACHE.config, plugins: [configPlugin] }),
  );
  registerRoute(
    matches('config-fresh'),
    new NetworkFirst({ cacheName: CACHE.config, networkTimeoutSeconds: 5, plugins: [configPlugin] }),
  );
  registerRoute(
    matches('manifest'),
    new StaleWhileRevalidate({
      cacheName: CACHE.manifest,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  registerRoute(
    matches('image'),
    new CacheFirst({
      cacheName: CACHE.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    matches('locale'),
    new CacheFirst({
      cacheName: CACHE.locales,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true }),
      ],
    }),
  );
  // The page hands over the catalogs it loaded before this worker controlled it (sw-bridge.ts).
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (data?.type !== 'CACHE_LOCALES' || !Array.isArray(data.urls)) return;
    const urls = data.urls.filter(
      (u): u is string =>
        typeof u === 'string' &&
        cachePolicy(new URL(u, self.location.origin), 'GET', self.location.origin) === 'locale',
    );
    event.waitUntil(
      caches
        .open(CACHE.locales)
        .then((cache) => cache.addAll(urls))
        .catch(() => undefined),
    );
  });
  // Account, wallet, bets and every other API answer: never from a cache, never into one (DESIGN.md §9).
  // Explicit, so a later catch-all route cannot start caching money data by accident.
  registerRoute(matches('network-only'), new NetworkOnly());
}
