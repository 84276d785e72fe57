import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

const hall = withCatalogs(['casino'], () => import('./GameHallPage'));

/** The casino pages' routes; the home group's lobby lives in HomePage. */
export const casinoRoutes: RouteObject[] = [
  lazyRoute('game', hall),
  lazyRoute('live', hall),
  lazyRoute(
    'game-search',
    withCatalogs(['casino'], () => import('./GameSearchPage')),
  ),
  lazyRoute(
    'game-detail',
    withCatalogs(['casino'], () => import('./GameDetailPage')),
  ),
  lazyRoute(
    'game-tag-detail',
    withCatalogs(['casino'], () => import('./GameTagDetailPage')),
  ),
];
