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
  warmFirstScreen,
} from './boot';
import { pathFromHashRoute } from './route-meta';
import { preloadCurrentPage, preloadPages } from './routes';
import { registerServiceWorkerLater } from './service-worker';
import { useBrand } from './stores/brand';
import { applyTheme } from './theme';
import { adoptShellLogo } from './shell-logo';
// Accounts (issue 3): the session's boot step, kept apart from the shell's own steps.
import { startSession } from '../features/account/session-boot';

/** SPEC §2, §9: every page chunk is fetched 20 s after start, when the first screen is long done. */
const PRELOAD_AFTER_MS = 20_000;
/** How long the first render waits for the first page's chunk once the catalog is there. */
const PAGE_CHUNK_WAIT_MS = 3_000;
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
  warmFirstScreen(window.location.pathname, locale);
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
  window.setTimeout(() => preloadWhenCheap(), PRELOAD_AFTER_MS);
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
