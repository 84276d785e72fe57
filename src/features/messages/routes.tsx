import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The message pages (SPEC §2): the message center and one message, one chunk. */
const messages = withCatalogs(['messages', 'account'], () => import('./MessagesPage'));

export const messagesRoutes: RouteObject[] = ['message-center', 'message-detail'].map((p) =>
  lazyRoute(p, messages),
);
