/**
 * The performance log (SPEC §7 "a performance log report call is made with retries", §8 messages, §9 every
 * 3 s): the page's load timings, sent once per load after the load event, retried by core/report/perf-retry.ts.
 */
import * as endpoints from '../../../core/contract/endpoints-channels';
import { reportWithRetry } from '../../../core/report/perf-retry';
import { quietApi } from '../../platform/api';

export function loadMetrics(): Record<string, number> {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const out: Record<string, number> = {};
  if (nav) {
    out.ttfb = Math.max(0, Math.round(nav.responseStart));
    out.dom_ready = Math.max(0, Math.round(nav.domContentLoadedEventEnd));
    out.load = Math.max(0, Math.round(nav.loadEventEnd));
  }
  const fcp = performance.getEntriesByName?.('first-contentful-paint')[0];
  if (fcp) out.fcp = Math.max(0, Math.round(fcp.startTime));
  return out;
}

export function startPerfLog(): void {
  let leaving = false;
  window.addEventListener('pagehide', () => (leaving = true), { once: true });
  const run = () =>
    void reportWithRetry(
      () =>
        quietApi.call(
          endpoints.perfLogUpload,
          { url: window.location.href.slice(0, 1024), metrics: loadMetrics() },
          { retries: 0 },
        ),
      {
        sleep: (ms) => new Promise((r) => window.setTimeout(r, ms)),
        // SPEC §8's messages, in the console for the operator's debugging (never shown to the player).
        log: (message, error) => console.warn(message, error ?? ''),
        cancelled: () => leaving,
      },
    );
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
