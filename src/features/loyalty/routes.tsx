import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The loyalty pages (issue #17, SPEC §2): VIP club and VIP spin, daily tasks, rankings and cashback, one chunk. */
const loyalty = withCatalogs(['loyalty', 'account'], () => import('./LoyaltyPage'));

export const loyaltyRoutes: RouteObject[] = [
  'vip-club',
  'vip-roulette',
  'vip-roulette/user-list',
  'task',
  'ranking-list',
  'thin/cashback',
  'red-packet-rain',
  'raffle',
].map((p) => lazyRoute(p, loyalty));
