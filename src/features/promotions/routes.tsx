import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The promotions pages (issue #16), each a chunk of its own with the promotions (and account) catalogs. */
const bonus = withCatalogs(['promotions', 'account'], () => import('./BonusPage'));
const firstCharge = withCatalogs(['promotions', 'account'], () => import('./FirstChargePage'));
const activity = withCatalogs(['promotions', 'account'], () => import('./ActivityPage'));

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
  lazyRoute('real-time-bonus', activity, { kind: 'real_time' }),
  lazyRoute('real-time-bonus-landing', activity, { kind: 'real_time', landing: true }),
  lazyRoute('welcome-bonus', activity, { kind: 'register' }),
  lazyRoute(
    'award',
    withCatalogs(['promotions', 'account'], () => import('./AwardPage')),
  ),
  lazyRoute(
    'promotion/free-rounds',
    withCatalogs(['promotions', 'account'], () => import('./FreeRoundsPage')),
  ),
  lazyRoute(
    'promotion/free-rounds/rule',
    withCatalogs(['promotions', 'account'], () => import('./FreeRoundsRulePage')),
  ),
];

/** /wallet/bonus, a child of the wallet route. */
export const walletBonusRoute = lazyRoute(
  'bonus',
  withCatalogs(['promotions', 'account'], () => import('./WalletBonusPage')),
);

/** /activity (its default: first-charge) and its campaign children, children of the activity route. */
export const activityRoutes: RouteObject[] = [
  lazyRoute(undefined, firstCharge),
  lazyRoute('first-charge', firstCharge),
  lazyRoute('daily-deposit', activity, { kind: 'daily_deposit' }),
  lazyRoute('total-deposit', activity, { kind: 'total_deposit' }),
  lazyRoute('bet-reward', activity, { kind: 'bet_reward' }),
  lazyRoute('daily-cash', activity, { kind: 'daily_cash' }),
  lazyRoute('week-cash', activity, { kind: 'week_cash' }),
  lazyRoute('christmas', activity, { kind: 'christmas' }),
  lazyRoute(
    'free-bet',
    withCatalogs(['promotions', 'account'], () => import('./FreeBetPage')),
  ),
  lazyRoute(
    'free-bet-tip',
    withCatalogs(['promotions', 'account'], () => import('./FreeBetTipPage')),
  ),
];
