/**
 * On a first visit the page fetches its config before this worker controls it, so those answers never pass
 * through the runtime cache (DESIGN.md §11). Fetching the config calls at install fills the cache, and an
 * offline second visit still renders the logo, tabs and banners.
 */
import { CACHE, CONFIG_ENDPOINTS, configCacheKey, isCacheableEnvelope } from './cache-rules';

declare let self: ServiceWorkerGlobalScope;

/** A slow API must not hold the install (and with it the shell's precache) for long. */
const PREFILL_TIMEOUT_MS = 5_000;

async function prefillOne(cache: Cache, path: string): Promise<void> {
  try {
    const url = new URL(path, self.location.origin);
    const response = await fetch(url, {
      credentials: 'include',
      signal: AbortSignal.timeout(PREFILL_TIMEOUT_MS),
    });
    if (response.status !== 200 || !isCacheableEnvelope(await response.clone().json())) return;
    await cache.put(configCacheKey(url), response);
  } catch {
    // Offline or slow at install: the runtime route fills this entry on the next config fetch.
  }
}

export async function prefillConfigCache(): Promise<void> {
  const cache = await caches.open(CACHE.config);
  await Promise.all(CONFIG_ENDPOINTS.map((e) => prefillOne(cache, e.path)));
}

export function registerInstallPrefill(): void {
  self.addEventListener('install', (event) => event.waitUntil(prefillConfigCache()));
}
