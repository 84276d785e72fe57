/**
 * The route table beyond the first screens (routes.tsx keeps those): settings, account pages, the league and
 * A-Z pages and every feature area's routes. Its own chunk, so the first route does not carry ~70 routes'
 * definitions (DESIGN.md §8): the first visit to one of these pages loads it (routes.tsx's catch-all), as do
 * the boot preload of a deep link and the 20 s preload of every page. The default export is what the
 * catch-all shows while the full table takes over (a skeleton, for a frame).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { withCatalogs } from './i18n';
import { lazyRoute } from './lazy-route';
import { PageSkeleton } from '../ui/PageSkeleton';
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
import { installRoutes, uiSwitchRoute } from '../features/install/routes';

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
  installRoutes,
];

/** A route that only sends on (replacing the history entry). */
const redirectTo = (path: string | undefined, to: string): RouteObject => {
  const element = <Navigate to={to} replace />;
  return path === undefined ? { index: true, element } : { path, element };
};

/** Children of the Layout route, after the first screens' own. */
export const moreRoutes: RouteObject[] = [
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
    withCatalogs(['account', 'rg'], () => import('../features/account/RegisterPage')),
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
  {
    path: 'wallet',
    children: [redirectTo(undefined, '/wallet/deposit'), walletBonusRoute],
  },
  {
    path: 'activity',
    children: [...activityRoutes, uiSwitchRoute],
  },
  {
    path: 'agent',
    children: [redirectTo(undefined, '/agent/home')],
  },
  // SPEC §2: the catch-all falls back to the sport page.
  redirectTo('*', '/sport'),
];

export default function MoreRoutesLoading() {
  return <PageSkeleton />;
}
