import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/**
 * Responsible gaming (issue #21): limits, reality check, time out and self-exclusion, under /setting; the
 * identity verification (/auth-file) and the new player's welcome tour (/welcome).
 */
export const rgRoutes: RouteObject[] = [
  lazyRoute(
    'setting/responsible-gaming',
    withCatalogs(['rg', 'account'], () => import('./ResponsibleGamingPage')),
  ),
  lazyRoute(
    'auth-file',
    withCatalogs(['rg', 'account'], () => import('./AuthFilePage')),
  ),
  lazyRoute(
    'welcome',
    withCatalogs(['rg', 'account'], () => import('./WelcomePage')),
  ),
];
