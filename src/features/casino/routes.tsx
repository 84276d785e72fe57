import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

const hall = withCatalogs(['casino', 'casino-home'], () => import('./GameHallPage'));

/** The casino pages' routes; the home group's lobby lives in HomePage. */
export const casinoRoutes: RouteObject[] = [
  lazyRoute('game', hall),
  lazyRoute('live', hall),
  lazyRoute(
    'game-search',
    withCatalogs(['casino', 'casino-home'], () => import('./GameSearchPage')),
  ),
  lazyRoute(
    'game-detail',
    withCatalogs(['casino', 'casino-home'], () => import('./GameDetailPage')),
  ),
  lazyRoute(
    'game-tag-detail',
    withCatalogs(['casino', 'casino-home'], () => import('./GameTagDetailPage')),
  ),
];
