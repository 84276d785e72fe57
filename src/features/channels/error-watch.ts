/**
 * Error reporting on the page (SPEC §4 "Error handler", §7 reportedError, §9 "Error reporting"): uncaught
 * errors and rejections and white screens go to the monitor upload (crashReport), throttled by
 * core/report/throttle.ts (10 per 60 s, 1 s apart, the same error once per 5 min, 3-line 256-character
 * fingerprints). Started only for gray-release devices or in development (errorReportingActive).
 */
import * as endpoints from '../../../core/contract/endpoints-core';
import { ReportThrottle, fingerprint } from '../../../core/report/throttle';
import {
  LAYOUT_CONTAINER_SELECTORS,
  detectWhiteScreen,
  type WhiteScreenReason,
  type WhiteScreenSnapshot,
} from '../../../core/report/white-screen';
import { createWhiteScreenWatch } from '../../../core/report/white-screen-watch';
import { quietApi } from '../../platform/api';

/** Elements looked at for visibility: enough to pass the rule of 3, bounded on a huge page. */
const VISIBLE_SCAN_MAX = 400;

export function whiteScreenSnapshot(doc: Document = document): WhiteScreenSnapshot {
  const root = doc.getElementById('root');
  if (!root) {
    return {
      rootExists: false,
      rootChildCount: 0,
      errorUiPresent: false,
      textLength: 0,
      layoutContainerCount: 0,
      visibleElementCount: 0,
    };
  }
  let visible = 0;
  const all = root.querySelectorAll('*');
  for (let i = 0; i < all.length && i < VISIBLE_SCAN_MAX; i++) {
    const el = all[i] as HTMLElement;
    if (el.offsetWidth > 0 && el.offsetHeight > 0 && getComputedStyle(el).visibility !== 'hidden') visible++;
  }
  return {
    rootExists: true,
    rootChildCount: root.childElementCount,
    // The crash fallback (src/app/crash) is the app's error screen.
    errorUiPresent: root.querySelector('.crash[role="alert"]') !== null,
    textLength: (root.innerText ?? root.textContent ?? '').trim().length,
    layoutContainerCount: LAYOUT_CONTAINER_SELECTORS.filter((s) => doc.querySelector(s) !== null).length,
    visibleElementCount: visible,
  };
}

const throttle = new ReportThrottle(() => Date.now());

export function sendCrash(errorType: string, detail: string, isWhiteScreen: boolean, fp: string): boolean {
  if (!throttle.allow(fp)) return false;
  quietApi
    .call(
      endpoints.crashReport,
      {
        url: window.location.href.slice(0, 1024),
        action_type: 'crash',
        errorType: errorType.slice(0, 64) || 'Error',
        isWhiteScreen,
        error_detail: detail.slice(0, 4096),
      },
      { retries: 0 },
    )
    .catch(() => undefined);
  return true;
}

export function reportThrown(value: unknown): void {
  const err = value instanceof Error ? value : new Error(String(value));
  sendCrash(
    err.name,
    `${err.name}: ${err.message}\n${err.stack ?? ''}`,
    false,
    fingerprint(err.message, err.stack),
  );
}

let started = false;

/** `early`: what was thrown before the watch started (main.tsx holds it), reported now. */
export function startErrorWatch(early: unknown[] = []): void {
  for (const thrown of early) reportThrown(thrown);
  if (started) return;
  started = true;
  window.addEventListener('error', (e) => reportThrown(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => reportThrown(e.reason));
  const watch = createWhiteScreenWatch({
    setTimer: (fn, ms) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
    check: () => {
      let snapshot: WhiteScreenSnapshot | null = null;
      try {
        snapshot = whiteScreenSnapshot();
      } catch {
        snapshot = null;
      }
      return detectWhiteScreen(snapshot);
    },
    onWhiteScreen: (reason: WhiteScreenReason) =>
      void sendCrash(
        'WhiteScreen',
        `white screen: ${reason} at ${window.location.pathname}`,
        true,
        `ws ${reason} ${window.location.pathname}`,
      ),
  });
  watch.request();
  window.addEventListener('popstate', () => watch.request());
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) watch.request();
  });
}
