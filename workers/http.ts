/**
 * The engine's API client: core's client with the worker's fetch, timers and abort controllers. The page's
 * own client (src/platform/api.ts) wires toasts and reporting; here failures go to the engine, which forwards
 * 604/403 to the page as events.
 */
import { createApiClient } from '../core/api/client';
import type { ApiClient, FetchLike } from '../core/api/types';
import type { EngineConfig } from './protocol';

export function createHttpClient(config: () => EngineConfig | undefined): ApiClient {
  return createApiClient({
    baseUrl: () => config()?.baseUrl ?? '',
    fetch: ((url, init) => self.fetch(url, init as RequestInit)) as FetchLike,
    sleep: (ms) => new Promise((resolve) => self.setTimeout(resolve, ms)),
    setTimer: (fn, ms) => {
      const handle = self.setTimeout(fn, ms);
      return () => self.clearTimeout(handle);
    },
    newAbortController: () => new AbortController(),
    now: () => Date.now(),
    params: () => config()?.params ?? {},
    appKey: () => config()?.appKey ?? '',
    appName: () => config()?.appName ?? '',
  });
}
