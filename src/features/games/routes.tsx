import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The in-house games' pages: game room, history, verify. */
export const gamesRoutes: RouteObject[] = [
  lazyRoute(
    'game-room',
    withCatalogs(['games', 'account'], () => import('./GameRoomPage')),
  ),
  lazyRoute(
    'game-history',
    withCatalogs(['games', 'account'], () => import('./HistoryPage')),
  ),
  lazyRoute(
    'game-verify',
    withCatalogs(['games', 'account'], () => import('./VerifyPage')),
  ),
];
