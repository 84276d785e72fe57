import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The download pages (SPEC §2) and the UI switch page, each lazy with the install catalog (issue #20). */
const download = withCatalogs(['install'], () => import('./DownloadPage'));

export const installRoutes: RouteObject[] = [
  lazyRoute('download', download, { variant: 'download' as const }),
  lazyRoute('new-download', download, { variant: 'new' as const }),
  lazyRoute('brg-download', download, { variant: 'brg' as const }),
  lazyRoute('download/ios', download, { variant: 'ios' as const }),
  lazyRoute('download-land', download, { variant: 'land' as const }),
  lazyRoute('download-land/detail', download, { variant: 'detail' as const }),
];

/** /activity/ui-switch-reward, a child of the activity route. */
export const uiSwitchRoute = lazyRoute(
  'ui-switch-reward',
  withCatalogs(['install'], () => import('./UiSwitchPage')),
);
