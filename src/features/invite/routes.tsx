import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The invite programme's pages (SPEC §2 /activity/invite and /activity/invite-detail), one chunk. */
const invite = withCatalogs(['invite', 'account'], () => import('./InvitePages'));
/** The agent pages (SPEC §2 /agent/home and /agent/history), one chunk. */
const agent = withCatalogs(['invite', 'account'], () => import('./AgentPages'));
/** The thin agent pages (SPEC §2 /thin/agent/*, the agent-market build's entry), one chunk. */
const thinAgent = withCatalogs(['invite', 'account'], () => import('./ThinAgentPages'));
/** The pdd cash challenge (SPEC §2 /thin/pdd), one chunk. */
const pdd = withCatalogs(['invite', 'account'], () => import('./PddPage'));
const THIN_AGENT = ['', '/home', '/bind', '/daily', '/transfer', '/faq', '/tutorial'];

export const inviteRoutes: RouteObject[] = [
  ...['activity/invite', 'activity/invite-detail'].map((p) => lazyRoute(p, invite)),
  ...['agent/home', 'agent/history'].map((p) => lazyRoute(p, agent)),
  ...THIN_AGENT.map((p) => lazyRoute(`thin/agent${p}`, thinAgent)),
  lazyRoute('thin/pdd', pdd),
];
