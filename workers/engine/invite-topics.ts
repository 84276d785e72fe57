/**
 * The invite programme's topics (issue #19): the invite page's summary (code, share texts, progress and
 * totals), the invitees and the second-level rewards. A chunk of the worker of its own, loaded the first
 * time one is watched (topic-defs.ts INVITE_TOPICS). Receiving a reward is an action of the page (API
 * client), which then refreshes these.
 */
import * as endpoints from '../../core/contract/endpoints-invite';
import * as agentEndpoints from '../../core/contract/endpoints-agent';
import type { AgentIncome, FissionList, InviteList } from '../../core/contract/schemas/invite';
import { SECOND, type Fetch, type InviteTopic, type Loaded, type TopicDefinitions } from './topic-defs';

/** Invitees move when friends register, deposit and bet: a minute is fresh enough for a reward page. */
const INVITE_CADENCE = 60 * SECOND;
const PAGE = 20;
const MAX_PAGE = 50;

/** Every page the player has loaded, again in one call (up to the server's 50), so the list does not shrink. */
async function reload<D extends { list: unknown[] }>(
  call: (page: number, size: number) => Promise<D>,
  prev: Loaded<D> | undefined,
): Promise<Loaded<D>> {
  const size = Math.min(Math.max(prev?.data.list.length ?? 0, PAGE), MAX_PAGE);
  const data = await call(1, size);
  return { data, meta: { page: Math.max(1, Math.ceil(data.list.length / PAGE)) } };
}

async function more<D extends { list: unknown[]; has_more: boolean }>(
  call: (page: number, size: number) => Promise<D>,
  prev: Loaded<D>,
): Promise<Loaded<D>> {
  if (!prev.data.has_more) return prev;
  const page = (typeof prev.meta?.page === 'number' ? prev.meta.page : 1) + 1;
  const next = await call(page, PAGE);
  return { data: { ...next, list: [...prev.data.list, ...next.list] }, meta: { page } };
}

const invitees = (fetch: Fetch) => (page: number, page_size: number) =>
  fetch(endpoints.inviteList, { page, page_size }) as Promise<InviteList>;
const income = (fetch: Fetch) => (page: number, page_size: number) =>
  fetch(endpoints.agentIncome, { page, page_size }) as Promise<AgentIncome>;
const fission = (fetch: Fetch) => (page: number, page_size: number) =>
  fetch(endpoints.inviteFissionList, { page, page_size }) as Promise<FissionList>;

export const inviteTopics: Pick<TopicDefinitions, InviteTopic> = {
  inviteSummary: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: async (fetch) => {
      const [share, config, running, sum] = await Promise.all([
        fetch(endpoints.inviteShareInfo, {}),
        fetch(endpoints.inviteMobileConfig, {}),
        fetch(endpoints.inviteRunning, {}),
        fetch(endpoints.inviteAwardSum, {}),
      ]);
      return { data: { share, config, running, sum } };
    },
  },
  inviteList: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: (fetch, _params, prev) => reload(invitees(fetch), prev),
    loadMore: (fetch, _params, prev) => more(invitees(fetch), prev),
  },
  inviteFission: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: (fetch, _params, prev) => reload(fission(fetch), prev),
    loadMore: (fetch, _params, prev) => more(fission(fetch), prev),
  },
  agentInfo: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.agentInfo, {}) }),
  },
  agentIncome: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: (fetch, _params, prev) => reload(income(fetch), prev),
    loadMore: (fetch, _params, prev) => more(income(fetch), prev),
  },
  agentWallet: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(agentEndpoints.agentWallet, {}) }),
  },
  agentBindInfo: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(agentEndpoints.agentBindInfo, {}) }),
  },
  pdd: {
    scope: 'user',
    intervalMs: INVITE_CADENCE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(agentEndpoints.pddInfo, {}) }),
  },
};
