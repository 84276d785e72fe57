/**
 * Client tracking (SPEC §7 "Tracking reports ... h5log, h5quality and basic", "A session tracking report and a
 * heartbeat report"; §9 "Tracking waits 3 s before the content-view event"). Loaded after the first paint
 * (start.ts), never on the first route's critical path. Events wait in core/tracking/queue.ts and leave in
 * batches through the ad md upload call: with sendBeacon when the page hides, or early when 20 are waiting.
 * They go to this server (or the dynamic API host); only an operator-configured analytics host
 * (dynconfig maidian_host) receives a copy. No third-party host is called otherwise.
 */
import * as endpoints from '../../../core/contract/endpoints-channels';
import { createTrackingQueue, type TrackingQueue } from '../../../core/tracking/queue';
import { useBrand } from '../../app/stores/brand';
import { useSession } from '../../app/stores/session';
import { maidianHost } from '../../platform/api-host';
import { isNativeApp } from '../../platform/device';
import { beaconUrl, sendJsonBeacon } from './beacon';

/** SPEC §9 heartbeat: every 60 s while the player touches the page within 10 minutes. */
export const TRACK_HEARTBEAT_MS = 60_000;
export const TRACK_IDLE_CUTOFF_MS = 10 * 60_000;

let queue: TrackingQueue | null = null;

/** The running queue (null before start): other modules add their events to it. */
export const trackingQueue = (): TrackingQueue | null => queue;

function displayMode(): string {
  if (isNativeApp()) return 'app';
  if ((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) return 'telegram';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'standalone';
  return 'browser';
}

export function flushTracking(): void {
  if (!queue) return;
  for (let batch = queue.take(); batch.length > 0; batch = queue.take()) {
    sendJsonBeacon(beaconUrl(endpoints.adMdUpload.path), { events: batch });
    const operator = maidianHost();
    if (operator) sendJsonBeacon(beaconUrl(endpoints.adMdUpload.path, operator), { events: batch });
  }
}

function qualityOfLoad(q: TrackingQueue): void {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fcp = performance.getEntriesByName?.('first-contentful-paint')[0];
  if (!nav) return;
  q.push('h5quality', 'page_load', {
    ttfb: Math.round(nav.responseStart),
    dom_ready: Math.round(nav.domContentLoadedEventEnd),
    load: Math.round(nav.loadEventEnd),
    fcp: fcp ? Math.round(fcp.startTime) : null,
    transfer_kb: Math.round((nav.transferSize ?? 0) / 1024),
  });
}

/** Watches route changes: the router moves with history.pushState/replaceState and popstate. */
function onRouteChange(listener: (path: string) => void): void {
  let last = window.location.pathname;
  const check = () => {
    const path = window.location.pathname;
    if (path === last) return;
    last = path;
    listener(path);
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      check();
    };
  }
  window.addEventListener('popstate', check);
}

export function startTracking(): void {
  if (queue) return;
  const q = createTrackingQueue({
    now: () => Date.now(),
    setTimer: (fn, ms) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
    onFull: () => flushTracking(),
  });
  queue = q;
  const startedAt = Date.now();
  const { cv, brand } = useBrand.getState();
  q.push('session', 'session_start', {
    display_mode: displayMode(),
    cv,
    brand: brand.id,
    referrer: document.referrer.slice(0, 256),
    logged_in: Boolean(useSession.getState().user?.uid),
  });
  q.pageView(window.location.pathname);
  onRouteChange((path) => q.pageView(path));
  if (document.readyState === 'complete') qualityOfLoad(q);
  else window.addEventListener('load', () => qualityOfLoad(q), { once: true });

  let lastTouch = Date.now();
  for (const e of ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const)
    window.addEventListener(e, () => (lastTouch = Date.now()), { passive: true, capture: true });
  window.setInterval(() => {
    if (document.hidden || Date.now() - lastTouch >= TRACK_IDLE_CUTOFF_MS) return;
    q.push('heartbeat', 'heartbeat', { session_ms: Date.now() - startedAt });
  }, TRACK_HEARTBEAT_MS);

  // Page hide: the last moment a request is sure to leave (unload is unreliable on phones).
  document.addEventListener('visibilitychange', () => {
    q.push('h5log', document.hidden ? 'page_hide' : 'page_show', { path: window.location.pathname });
    if (document.hidden) {
      q.push('session', 'session_pause', { session_ms: Date.now() - startedAt });
      flushTracking();
    }
  });
  window.addEventListener('pagehide', () => {
    q.push('session', 'session_end', { session_ms: Date.now() - startedAt });
    flushTracking();
  });
}
