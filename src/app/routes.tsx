import {
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { RENDER_TEST_TYPE, RenderTestError } from './render-test';
import type { InfoPageId } from '../features/info/pages';
import { rootRedirect } from './route-meta';
import { useBrand } from './stores/brand';
import { withCatalogs } from './i18n';
import { Layout } from './layout/Layout';
import { allPageLoaders, lazyRoute, pageLoadersFor } from './lazy-route';
import { betsRoutes } from '../features/betslip/routes';
import { casinoRoutes } from '../features/casino/routes';
import { gamesRoutes } from '../features/games/routes';
import { walletRoutes } from '../features/wallet/routes';
import { messagesRoutes } from '../features/messages/routes';
import { helpRoutes } from '../features/help/routes';
import { activityRoutes, promotionsRoutes, walletBonusRoute } from '../features/promotions/routes';
import { loyaltyRoutes } from '../features/loyalty/routes';
import { inviteRoutes } from '../features/invite/routes';
import { rgRoutes } from '../features/rg/routes';

/** Feature areas that declare their own routes (src/features/<area>/routes.tsx). */
const AREAS: RouteObject[][] = [
  walletRoutes,
  betsRoutes,
  casinoRoutes,
  gamesRoutes,
  messagesRoutes,
  helpRoutes,
  promotionsRoutes,
  loyaltyRoutes,
  inviteRoutes,
  rgRoutes,
];

const home = withCatalogs(['home', 'casino-home'], () => import('../features/home/HomePage'));
const sport = withCatalogs(['sport-home'], () => import('../features/sport/SportHome'));
const info = withCatalogs(['info', 'account'], () => import('../features/info/InfoPage'));
const infoRoute = (path: string | undefined, id: InfoPageId) => lazyRoute(path, info, { id });

/** Top-level pages served by InfoPage: path is the id. */
const INFO_TOP: InfoPageId[] = [
  'award',
  'thaiqr-pay',
  'th-bank-page',
  'welcome',
  'auth-file',
  'download',
  'new-download',
  'brg-download',
  'download/ios',
  'download-land',
  'download-land/detail',
  'promotion/free-rounds',
  'promotion/free-rounds/rule',
  'raffle',
];

/** The activity children still served by InfoPage (the promotions area serves the rest). */
const ACTIVITY_CHILDREN = ['ui-switch-reward'] as const;

/** A route that only sends on (replacing the history entry). */
const redirectTo = (path: string | undefined, to: string): RouteObject => {
  const element = <Navigate to={to} replace />;
  return path === undefined ? { index: true, element } : { path, element };
};

function RootRedirect() {
  const brand = useBrand((s) => s.brand);
  return <Navigate to={rootRedirect(brand)} replace />;
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

/**
 * Every route of SPEC §2 under the app's frame (Layout renders the matched page in its <Outlet>). Pages are
 * lazy routes (lazy-route.tsx): one chunk each, loaded on the first visit and by the 20 s preload.
 *
 * react-router's declarative mode (useRoutes under <BrowserRouter>), not its data mode: the data router
 * (createBrowserRouter) costs 31.6 KB gzip against 13.8 KB for this (measured with the same React build),
 * and the first route's 120 KB budget (DESIGN.md §8) cannot hold React (67 KB) plus the data router.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
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
        'setting',
        withCatalogs(['settings'], () => import('../features/settings/SettingPage')),
      ),
      lazyRoute(
        'setting/language',
        withCatalogs(['settings'], () => import('../features/settings/LanguagePage')),
      ),
      lazyRoute(
        'email-register',
        withCatalogs(['account'], () => import('../features/account/RegisterPage')),
      ),
      lazyRoute(
        'email-forgot-password',
        withCatalogs(['account'], () => import('../features/account/ForgotPasswordPage')),
      ),
      lazyRoute(
        'save-email',
        withCatalogs(['account'], () => import('../features/account/SaveEmailPage')),
      ),
      lazyRoute(
        'setting/account-info',
        withCatalogs(['account'], () => import('../features/account/AccountInfoPage')),
      ),
      lazyRoute(
        'setting/account-cancellation',
        withCatalogs(['account'], () => import('../features/account/AccountCancellationPage')),
      ),
      lazyRoute(
        'match-detail',
        withCatalogs(['sport', 'sport-home'], () => import('../features/sport/MatchDetailPage')),
      ),
      lazyRoute(
        'league',
        withCatalogs(['sport', 'sport-home'], () => import('../features/sport/LeaguePage')),
      ),
      lazyRoute(
        'az-filter',
        withCatalogs(['sport', 'sport-home'], () => import('../features/sport/AzFilterPage')),
      ),
      lazyRoute(
        'az-filter-search',
        withCatalogs(['sport', 'sport-home'], () => import('../features/sport/AzSearchPage')),
      ),
      lazyRoute(
        'az-filter-match',
        withCatalogs(['sport', 'sport-home'], () => import('../features/sport/AzMatchPage')),
      ),
      ...AREAS.flat(),
      ...INFO_TOP.map((id) => infoRoute(id, id)),
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
      {
        path: 'wallet',
        children: [redirectTo(undefined, '/wallet/deposit'), walletBonusRoute],
      },
      {
        path: 'activity',
        children: [
          ...activityRoutes,
          ...ACTIVITY_CHILDREN.map((child) => infoRoute(child, `activity/${child}`)),
        ],
      },
      {
        path: 'agent',
        children: [redirectTo(undefined, '/agent/home')],
      },
      // SPEC §2: the catch-all falls back to the sport page.
      redirectTo('*', '/sport'),
    ],
  },
];

/** Loads every page chunk in the background (SPEC §2: pages are preloaded 20 s after start). */
export function preloadPages(): Promise<unknown> {
  return Promise.allSettled(allPageLoaders(appRoutes).map((load) => load()));
}

/** The route table rendered (App puts it under <BrowserRouter>); the table itself is built once. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts downloading the chunk of the page at `pathname` at once, in parallel with the language catalog,
 * instead of after the first render discovers it (one network round trip less before the first screen).
 * Settles when it has loaded (or failed): a failed chunk is not an error here, the page's render retries it.
 */
export function preloadCurrentPage(pathname: string): Promise<void> {
  // `/` only redirects: the page a visitor lands on is the brand's start page (the casino lobby for most).
  const path = pathname === '/' ? rootRedirect(useBrand.getState().brand) : pathname;
  return Promise.all(pageLoadersFor(appRoutes, path).map((load) => load())).then(noop, noop);
}

const noop = () => undefined;
