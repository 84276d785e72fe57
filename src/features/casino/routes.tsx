import { lazy } from 'react';
import { Route } from '../../platform/router';
import { page, type AreaRoutes } from '../../app/route-elements';

const loaders = {
  hall: () => import('./GameHallPage'),
  search: () => import('./GameSearchPage'),
  detail: () => import('./GameDetailPage'),
  tagDetail: () => import('./GameTagDetailPage'),
};

const GameHallPage = lazy(loaders.hall);
const GameSearchPage = lazy(loaders.search);
const GameDetailPage = lazy(loaders.detail);
const GameTagDetailPage = lazy(loaders.tagDetail);

const PRELOAD: Record<string, () => Promise<unknown>> = {
  '/game': loaders.hall,
  '/live': loaders.hall,
  '/game-search': loaders.search,
  '/game-detail': loaders.detail,
  '/game-tag-detail': loaders.tagDetail,
};

/** The casino pages' routes (see AreaRoutes); the home group's lobby lives in HomePage. */
export const casinoRoutes: AreaRoutes = {
  routes: [
    <Route key="game" path="game" element={page(GameHallPage)} />,
    <Route key="live" path="live" element={page(GameHallPage)} />,
    <Route key="game-search" path="game-search" element={page(GameSearchPage)} />,
    <Route key="game-detail" path="game-detail" element={page(GameDetailPage)} />,
    <Route key="game-tag-detail" path="game-tag-detail" element={page(GameTagDetailPage)} />,
  ],
  preload: (path) => PRELOAD[path] ?? null,
  loaders: Object.values(loaders),
};
