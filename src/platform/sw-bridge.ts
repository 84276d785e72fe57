/**
 * The page's only door to the service worker (DESIGN.md §10.2, squoosh's sw-bridge): registers it after the
 * page has loaded, retries when registration is not ready (SPEC §9: up to 10 retries at 1 s), and tells the
 * UI when a new version is waiting (<UpdatePrompt/>).
 */
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** SPEC §9 "Service worker wait up to 10 retries at 1 s". */
export const SW_RETRIES = 10;
export const SW_RETRY_DELAY_MS = 1_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it yields a value, at most 1 + `retries` times, `delayMs` apart; undefined if it never does. */
export async function retryUntil<T>(
  attempt: () => Promise<T | undefined>,
  { retries = SW_RETRIES, delayMs = SW_RETRY_DELAY_MS, sleep = realSleep } = {},
): Promise<T | undefined> {
  for (let n = 0; ; n++) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch {
      // A failed try counts like an empty one: the next may find the network back.
    }
    if (n >= retries) return undefined;
    await sleep(delayMs);
  }
}

let wb: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  if (waiting === value) return;
  waiting = value;
  for (const listener of listeners) listener();
}

/** An installed app can run for days: ask for a new version this often, and when it comes back to sight. */
export const UPDATE_CHECK_MS = 60 * 60_000;
const UPDATE_CHECK_MIN_GAP_MS = 5 * 60_000;

/** The language catalogs this page loaded (all of them before the worker controlled it). */
function loadedCatalogs(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/locales/'));
}

export function registerServiceWorker(): void {
  // The dev server serves no sw.js (vite.config.ts devOptions): registering there would only retry and fail.
  if (wb || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js', { scope: '/' });
  wb = worker;
  worker.addEventListener('waiting', () => setWaiting(true));

  // The catalogs are not precached (only the shell is): hand over the ones this page uses, so it works
  // offline in its language; later ones are cached by the worker as they load.
  const handOver = () =>
    void worker.messageSW({ type: 'CACHE_LOCALES', urls: loadedCatalogs() }).catch(() => undefined);
  worker.addEventListener('activated', handOver);
  if (navigator.serviceWorker.controller) handOver();

  // Another tab took an update: this tab's code is now older than the worker serving it, so reload too. Not
  // on a first install (no controller before) and only once.
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  // A long-lived installed app notices a new version without a reload: every hour, and when shown again.
  let lastCheck = Date.now();
  const check = () => {
    if (Date.now() - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = Date.now();
    void worker.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });

  const register = () => void retryUntil(() => worker.register());
  // After load, so the worker's precache downloads do not compete with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The active registration, once there is one (push subscribes through it); undefined after the retries. */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return retryUntil(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    return registration?.active ? registration : undefined;
  });
}

/** True while a new version is installed and waiting for the player's go. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
}

/** Activates the waiting version; the page reloads once it controls the page, so old and new code never mix. */
export function applyUpdate(): void {
  const worker = wb;
  if (!worker) return;
  // Every open tab reloads on the worker's `controllerchange` (registerServiceWorker), this one included.
  worker.messageSkipWaiting();
  setWaiting(false);
}

/** "Later": hide the prompt; the new version activates on its own once every tab of the app is closed. */
export function dismissUpdate(): void {
  setWaiting(false);
}
