import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import {
  activateInitialLocale,
  checkArea,
  chooseInitialLocale,
  reportCrash,
  startDynamicHostFetch,
  startEngine,
} from './boot';
import { pathFromHashRoute } from './route-meta';
import { preloadCurrentPage, preloadPages } from './routes';
import { registerServiceWorkerLater } from './service-worker';
import { useBrand } from './stores/brand';
import { applyTheme } from './theme';
import { adoptShellLogo } from './shell-logo';
// Accounts (issue 3): the session's boot step, kept apart from the shell's own steps.
import { startSession } from '../features/account/session-boot';
import { captureInstallPrompt } from '../platform/install-capture';
import { errorReportingActive } from '../platform/api';
import { isNativeApp } from '../platform/device';

// SPEC §4 Install prompt: listen before anything else can delay it (the event fires once, early).
captureInstallPrompt();

/** SPEC §2, §9: every page chunk is fetched 20 s after start, when the first screen is long done. */
const PRELOAD_AFTER_MS = 20_000;
/** Channels (tracking, performance log) start this long after the load event, outside the native shell. */
const CHANNELS_AFTER_LOAD_MS = 5_000;
/** How long the first render waits for the first page's chunk once the catalog is there. */
const PAGE_CHUNK_WAIT_MS = 3_000;
const afterLoad = (fn: () => void) =>
  document.readyState === 'complete' ? fn() : window.addEventListener('load', fn, { once: true });
const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

// Old shared links use hash routes (#/download?uid=...): serve them at their path.
const hashPath = pathFromHashRoute(window.location.hash);
if (hashPath) window.history.replaceState(null, '', hashPath);

applyTheme(useBrand.getState().brand.templates.theme);
adoptShellLogo(useBrand.getState().brand.id);

async function start(): Promise<void> {
  startDynamicHostFetch();
  void startSession();
  const locale = chooseInitialLocale();
  // Started first: the page chunk's catalogs (below) load in the language being activated.
  const catalogs = activateInitialLocale(locale);
  const pageChunk = preloadCurrentPage(window.location.pathname);
  startEngine(window.location.pathname, locale);
  // The first render waits for the first screen's chunk and its catalogs too (they load beside the shell's
  // catalog): rendered in the same pass, the page shows without a skeleton step (route-elements.tsx
  // lazyPage). Not for long: on a stalled connection the app renders its frame and the page's skeleton.
  await Promise.all([catalogs, Promise.race([pageChunk, delay(PAGE_CHUNK_WAIT_MS)])]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The first render as a transition: React renders it in slices that yield to the browser every few
  // milliseconds instead of one long task; the static shell stays on screen until it commits.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App reportCrash={reportCrash} />));
  registerServiceWorkerLater();
  void checkArea();
  // Tracking, the performance log, error reporting and the native bridge (features/channels), none of it
  // first-screen work. Inside the native shell (the bridge answers the shell's calls) all of it starts when
  // the page is first idle; elsewhere a few seconds after the load, when it takes nothing from the first
  // screen (tracking reads the landing URL and the buffered performance entries whenever it starts; errors
  // thrown during the load are held for the error watch).
  const whenIdle = (fn: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 4_000 });
    else setTimeout(fn, 1_000);
  };
  const channels = () => void import('../features/channels/start').then((m) => m.startChannels());
  if (isNativeApp()) whenIdle(channels);
  else {
    // A gray-release device keeps the errors thrown meanwhile and hands them to the error watch when the
    // channels start: reported as if watched from the start, without its chunk on the first route.
    const early = errorReportingActive() ? holdEarlyErrors() : undefined;
    afterLoad(() =>
      window.setTimeout(
        () =>
          whenIdle(() => {
            if (early)
              void import('../features/channels/error-watch').then((m) => m.startErrorWatch(early()));
            channels();
          }),
        CHANNELS_AFTER_LOAD_MS,
      ),
    );
  }
  window.setTimeout(() => preloadWhenCheap(), PRELOAD_AFTER_MS);
}

/** Keeps uncaught errors and rejections until the error watch starts; the returned call stops and hands them over. */
function holdEarlyErrors(): () => unknown[] {
  const held: unknown[] = [];
  const onError = (e: ErrorEvent) => void held.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => void held.push(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    return held.splice(0, 10);
  };
}

/**
 * SPEC §2 "Pages are preloaded 20 s after start", when it costs the player nothing: on a fast connection
 * without data saving, and while the page is idle. On a slow link the ~70 page chunks would crowd out the odds
 * and the balance; there every page loads when opened (and the service worker precaches them anyway).
 */
function preloadWhenCheap(): void {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  if (connection?.saveData || (connection?.effectiveType && connection.effectiveType !== '4g')) return;
  if (!navigator.onLine) return;
  const run = () => void preloadPages();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else run();
}

void start();
