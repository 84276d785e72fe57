import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The promotions pages (issue #16), each a chunk of its own with the promotions (and account) catalogs. */
const bonus = withCatalogs(['promotions', 'account'], () => import('./BonusPage'));
const firstCharge = withCatalogs(['promotions', 'account'], () => import('./FirstChargePage'));

export const promotionsRoutes: RouteObject[] = [
  lazyRoute(
    'promotion',
    withCatalogs(['promotions', 'account'], () => import('./PromotionPage')),
  ),
  lazyRoute('bonus', bonus),
  lazyRoute('use-bonus', bonus),
  lazyRoute(
    'bonus-history',
    withCatalogs(['promotions', 'account'], () => import('./BonusHistoryPage')),
  ),
  lazyRoute(
    'redeem',
    withCatalogs(['promotions', 'account'], () => import('./RedeemPage')),
  ),
];

/** /wallet/bonus, a child of the wallet route. */
export const walletBonusRoute = lazyRoute(
  'bonus',
  withCatalogs(['promotions', 'account'], () => import('./WalletBonusPage')),
);

/** /activity (its default) and /activity/first-charge, children of the activity route. */
export const firstChargeRoutes: RouteObject[] = [
  lazyRoute(undefined, firstCharge),
  lazyRoute('first-charge', firstCharge),
];
