import { Navigate, type RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/**
 * Help and content pages (SPEC §2): /faq/* (home, detail, video), /support, /feedback, /privacy, /about,
 * /news (also the global status poll's destination, SPEC §4), /announcement, /spei-announce, /menu and
 * /more, and /iframe, /link, /html. One chunk (HelpPage.tsx picks the page by its path).
 */
const help = withCatalogs(['help'], () => import('./HelpPage'));

export const helpRoutes: RouteObject[] = [
  {
    path: 'faq',
    children: [
      { index: true, element: <Navigate to="/faq/home" replace /> },
      ...['home', 'detail', 'video'].map((p) => lazyRoute(p, help)),
    ],
  },
  ...[
    'support',
    'feedback',
    'privacy',
    'about',
    'spei-announce',
    'news',
    'announcement',
    'menu',
    'more',
    'iframe',
    'link',
    'html',
  ].map((p) => lazyRoute(p, help)),
];
