import { lazy } from 'react';
import { Route } from '../../platform/router';
import { page, type AreaRoutes } from '../../app/route-elements';

const loaders = {
  room: () => import('./GameRoomPage'),
  history: () => import('./HistoryPage'),
  verify: () => import('./VerifyPage'),
};

const GameRoomPage = lazy(loaders.room);
const HistoryPage = lazy(loaders.history);
const VerifyPage = lazy(loaders.verify);

const PRELOAD: Record<string, () => Promise<unknown>> = {
  '/game-room': loaders.room,
  '/game-history': loaders.history,
  '/game-verify': loaders.verify,
};

/** The in-house games' pages: game room, history, verify (see AreaRoutes). */
export const gamesRoutes: AreaRoutes = {
  routes: [
    <Route key="game-room" path="game-room" element={page(GameRoomPage)} />,
    <Route key="game-history" path="game-history" element={page(HistoryPage)} />,
    <Route key="game-verify" path="game-verify" element={page(VerifyPage)} />,
  ],
  preload: (path) => PRELOAD[path] ?? null,
  loaders: Object.values(loaders),
};
