import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The invite programme's pages (SPEC §2 /activity/invite and /activity/invite-detail), one chunk. */
const invite = withCatalogs(['invite', 'account'], () => import('./InvitePages'));
/** The agent pages (SPEC §2 /agent/home and /agent/history), one chunk. */
const agent = withCatalogs(['invite', 'account'], () => import('./AgentPages'));

export const inviteRoutes: RouteObject[] = [
  ...['activity/invite', 'activity/invite-detail'].map((p) => lazyRoute(p, invite)),
  ...['agent/home', 'agent/history'].map((p) => lazyRoute(p, agent)),
];
