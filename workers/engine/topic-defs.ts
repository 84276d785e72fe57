/**
 * How each topic of topics.ts is fetched and how often. Cadences come from SPEC §4 and §9; the home config
 * changes rarely (operators edit banners), so five minutes keeps it fresh without spending the player's data.
 */
import { endpoints } from '../../core/contract/endpoints';
import type { Endpoint } from '../../core/contract/endpoint';
import type { Match } from '../../core/contract';
import type { MatchesParams, TopicKey, TopicMap } from '../topics';
import type { ListKeys } from './diff';

/** One API call as a topic sees it; the engine decides retries and where errors go. */
export type Fetch = <Q, R>(endpoint: Endpoint<Q, R>, input: Q) => Promise<R>;

/** A topic's data plus what the engine needs to continue it (a paging cursor); `meta` never reaches the page. */
export interface Loaded<D> {
  data: D;
  meta?: Record<string, unknown>;
}

export interface TopicDefinition<P, D> {
  intervalMs: number;
  lists: ListKeys;
  /** Fetches the topic again; `prev` is what is held now, so a paged list can refetch the pages it shows. */
  load(fetch: Fetch, params: P, prev: Loaded<D> | undefined): Promise<Loaded<D>>;
  /** The next page, appended. Absent for topics that do not page. */
  loadMore?(fetch: Fetch, params: P, prev: Loaded<D>): Promise<Loaded<D>>;
}

export type TopicDefinitions = {
  [K in TopicKey]: TopicDefinition<TopicMap[K]['params'], TopicMap[K]['data']>;
};

export const SECOND = 1_000;

/** SPEC §4/§9: first load 5, then pages of 10, never more than 50 records. */
export const FIRST_PAGE_SIZE = 5;
export const PAGE_LIMIT = 10;
export const MAX_MATCHES = 50;

export const CADENCE = {
  /** SPEC §4 "Global status poll", §9. */
  global: 10 * SECOND,
  homeConfig: 5 * 60 * SECOND,
  homeTabs: 60 * SECOND,
  /** SPEC §9 "Incremental match poll 5 s". The 2 s odds refresh joins this topic in the odds issue. */
  matches: 5 * SECOND,
} as const;

const baseQuery = (params: MatchesParams) => ({
  tab_key: params.tab_key,
  ...(params.league_id !== undefined ? { league_id: params.league_id } : {}),
});

export const topicDefinitions: TopicDefinitions = {
  global: {
    intervalMs: CADENCE.global,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.confGlobal, {}) }),
  },
  homeConfig: {
    intervalMs: CADENCE.homeConfig,
    lists: { banners: 'id', icons: 'id', tabs: 'tab_key' },
    load: async (fetch) => {
      const [logo, banners, icons, tabs] = await Promise.all([
        fetch(endpoints.confLogo, {}),
        fetch(endpoints.bannerIndex, { source: 'h5' }),
        fetch(endpoints.iconIndex, {}),
        fetch(endpoints.tabIndex, {}),
      ]);
      return { data: { logo, banners: banners.list, icons: icons.list, tabs: tabs.list } };
    },
  },
  homeTabs: {
    intervalMs: CADENCE.homeTabs,
    lists: { list: 'tab_key' },
    load: async (fetch) => ({ data: { list: (await fetch(endpoints.homeTabList, {})).list } }),
  },
  matches: {
    intervalMs: CADENCE.matches,
    lists: { records: 'id' },
    load: async (fetch, params, prev) => {
      // A refresh refetches every record the player has paged in, in one call, so the list does not shrink.
      const shown = prev?.data.records.length ?? 0;
      const size = Math.min(Math.max(shown, FIRST_PAGE_SIZE), MAX_MATCHES);
      const res = await fetch(endpoints.matchList, { ...baseQuery(params), size, page_limit: PAGE_LIMIT });
      const records = res.records.slice(0, MAX_MATCHES);
      return {
        data: { records, has_more: res.has_more && records.length < MAX_MATCHES },
        meta: { cursor: res.cursor, incr_cursor: res.incr_cursor },
      };
    },
    loadMore: async (fetch, params, prev) => {
      const cursor = prev.meta?.cursor;
      if (!prev.data.has_more || typeof cursor !== 'string') return prev;
      const res = await fetch(endpoints.matchList, { ...baseQuery(params), cursor, page_limit: PAGE_LIMIT });
      const known = new Set(prev.data.records.map((m) => m.id));
      const records: Match[] = [...prev.data.records, ...res.records.filter((m) => !known.has(m.id))].slice(
        0,
        MAX_MATCHES,
      );
      return {
        data: { records, has_more: res.has_more && records.length < MAX_MATCHES },
        meta: { ...prev.meta, cursor: res.cursor },
      };
    },
  },
};
