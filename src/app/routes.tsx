import { useSyncExternalStore } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { RENDER_TEST_TYPE, RenderTestError } from './render-test';
import { rootRedirect } from './route-meta';
import { StorageKey, readStored } from '../platform/storage';
import { useBrand } from './stores/brand';
import { withCatalogs } from './i18n';
import { Layout } from './layout/Layout';
import { allPageLoaders, lazyRoute, pageLoadersFor } from './lazy-route';

const home = withCatalogs(['home', 'casino-home'], () => import('../features/home/HomePage'));
const sport = withCatalogs(['sport-home'], () => import('../features/sport/SportHome'));

/** A route that only sends on (replacing the history entry). */
const redirectTo = (path: string | undefined, to: string): RouteObject => {
  const element = <Navigate to={to} replace />;
  return path === undefined ? { index: true, element } : { path, element };
};

function RootRedirect() {
  const brand = useBrand((s) => s.brand);
  return <Navigate to={rootRedirect(brand, readStored(StorageKey.uiNew))} replace />;
}

/** /login is an old address of the login page; keep its query (back_url) on the way. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/loginb${search}`} replace />;
}

/** /error, plus the crash self-test of src/app/render-test.ts, checked here in the main chunk. */
function RenderTestGate() {
  const [query] = useSearchParams();
  if (query.get('type') === RENDER_TEST_TYPE) throw new RenderTestError();
  return <Outlet />;
}

/** The first screens' routes, children of the Layout route; the rest are in more-routes.tsx. */
const firstRoutes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  { path: 'login', element: <LoginRedirect /> },
  lazyRoute(
    'loginb',
    withCatalogs(['account'], () => import('../features/account/LoginPage')),
  ),
  lazyRoute('sport', sport),
  lazyRoute(
    'me',
    withCatalogs(['account'], () => import('../features/account/MePage')),
  ),
  {
    path: 'error',
    element: <RenderTestGate />,
    children: [
      lazyRoute(
        undefined,
        withCatalogs(['system'], () => import('../features/system/ErrorPage')),
      ),
    ],
  },
  lazyRoute(
    'forbidden',
    withCatalogs(['system'], () => import('../features/system/ForbiddenPage')),
  ),
  lazyRoute(
    'match-detail',
    withCatalogs(['sport', 'sport-home'], () => import('../features/sport/MatchDetailPage')),
  ),
  {
    path: 'home',
    children: [
      redirectTo(undefined, '/home/game'),
      lazyRoute('game', home),
      lazyRoute('slots', home),
      lazyRoute('casino', home),
      lazyRoute('sport', sport),
    ],
  },
];

/**
 * The rest of the table (more-routes.tsx), its own chunk. Until it has loaded, every other path matches the
 * catch-all below, which loads it (showing the page skeleton meanwhile, or the page-chunk error with a retry
 * when offline and not cached); then the table holds every route and the path matches its page.
 */
let moreRoutes: RouteObject[] | null = null;
const moreListeners = new Set<() => void>();
const loadMoreRoutes = () =>
  import('./more-routes').then((module) => {
    if (!moreRoutes) {
      moreRoutes = module.moreRoutes;
      for (const listener of moreListeners) listener();
    }
    return module;
  });

const tableOf = (more: RouteObject[] | null): RouteObject[] => [
  {
    element: <Layout />,
    children: more ? [...firstRoutes, ...more] : [...firstRoutes, lazyRoute('*', loadMoreRoutes)],
  },
];

/**
 * Every route of SPEC §2 under the app's frame (Layout renders the matched page in its <Outlet>). Pages are
 * lazy routes (lazy-route.tsx): one chunk each, loaded on the first visit and by the 20 s preload.
 *
 * react-router's declarative mode (useRoutes under <BrowserRouter>), not its data mode: the data router
 * (createBrowserRouter) costs 31.6 KB gzip against 13.8 KB for this (measured with the same React build),
 * and the first route's 120 KB budget (DESIGN.md §8) cannot hold React (67 KB) plus the data router.
 */
let table = tableOf(null);
moreListeners.add(() => (table = tableOf(moreRoutes)));

/** Loads every page chunk in the background (SPEC §2: pages are preloaded 20 s after start). */
export async function preloadPages(): Promise<unknown> {
  await loadMoreRoutes().catch(noop);
  return Promise.allSettled(allPageLoaders(table).map((load) => load()));
}

const subscribe = (listener: () => void) => {
  moreListeners.add(listener);
  return () => void moreListeners.delete(listener);
};

/** The route table rendered (App puts it under <BrowserRouter>): the first screens', then the whole. */
export function AppRoutes() {
  const current = useSyncExternalStore(subscribe, () => table);
  return useRoutes(current);
}

/**
 * Starts downloading the chunk of the page at `pathname` at once, in parallel with the language catalog,
 * instead of after the first render discovers it (one network round trip less before the first screen).
 * A page outside the first screens needs the rest of the table first, then its chunk. Settles when it has
 * loaded (or failed): a failed chunk is not an error here, the page's render retries it.
 */
export async function preloadCurrentPage(pathname: string): Promise<void> {
  // `/` only redirects: the page a visitor lands on is the brand's start page (the casino lobby for most).
  const path =
    pathname === '/' ? rootRedirect(useBrand.getState().brand, readStored(StorageKey.uiNew)) : pathname;
  const load = () => Promise.all(pageLoadersFor(table, path).map((l) => l())).then(noop, noop);
  const before = table;
  await load();
  if (table !== before) await load();
}

const noop = () => undefined;
