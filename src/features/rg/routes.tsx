import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** Responsible gaming (issue #21): limits, reality check, time out and self-exclusion, under /setting. */
export const rgRoutes: RouteObject[] = [
  lazyRoute(
    'setting/responsible-gaming',
    withCatalogs(['rg', 'account'], () => import('./ResponsibleGamingPage')),
  ),
];
