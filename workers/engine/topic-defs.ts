/**
 * How each topic of topics.ts is fetched and how often. Cadences come from SPEC §4 and §9; the home config
 * changes rarely (operators edit banners), so five minutes keeps it fresh without spending the player's data.
 */
import { PROMO_TOPICS } from './promo-topic-keys';
import { ApiError } from '../../core/api/types';
import * as endpoints from '../../core/contract/endpoints-core';
import type { Endpoint } from '../../core/contract/endpoint';
import type { Match } from '../../core/contract';
import type { MatchesData, MatchesParams, TopicKey, TopicMap } from '../topics';
import type { ListKeys } from './diff';
import {
  applyLive,
  FIRST_PAGE_SIZE,
  MAX_MATCHES,
  MAX_ODDS_IDS,
  mergeIncrement,
  PAGE_LIMIT,
} from './match-merge';

export { FIRST_PAGE_SIZE, MAX_MATCHES, PAGE_LIMIT } from './match-merge';

/** One API call as a topic sees it; the engine decides retries and where errors go. */
export type Fetch = <Q, R>(endpoint: Endpoint<Q, R>, input: Q) => Promise<R>;

/** A topic's data plus what the engine needs to continue it (a paging cursor); `meta` never reaches the page. */
export interface Loaded<D> {
  data: D;
  meta?: Record<string, unknown>;
}

export interface TopicDefinition<P, D> {
  /**
   * Whose data this is. `public` (match lists, config) is the same for everyone and its snapshot may outlive
   * a logout; `user` (balance, bets, payments) belongs to the logged-in player: its snapshot is filed under
   * the player and wiped at logout and on session expiry, and another player never sees it. `viewer` is for
   * everyone but differs by who looks (the game tabs' favourite counts): fetched for visitors too, filed under
   * the player (or the visitor) like a per-user topic.
   */
  scope: 'public' | 'user' | 'viewer';
  /** False: never written to the device (answers that are only worth having fresh). Default true. */
  store?: boolean;
  /** The cadence; a function when it depends on the params (open bets move, settled ones do not). */
  intervalMs: number | ((params: P) => number);
  /** Time-out of one call of this topic (default: the client's 20 s); a poll's own queue waits no longer. */
  timeoutMs?: number;
  lists: ListKeys;
  /** Fetches the topic again; `prev` is what is held now, so a paged list can refetch the pages it shows. */
  load(fetch: Fetch, params: P, prev: Loaded<D> | undefined): Promise<Loaded<D>>;
  /**
   * A scheduled refresh of data fetched earlier in this scope (an increment); absent -> `load`. Not used for
   * a snapshot, after a scope change or when the player asks to refresh: those reload in full.
   */
  update?(fetch: Fetch, params: P, prev: Loaded<D>): Promise<Loaded<D>>;
  /**
   * The data can no longer change (a payment that is paid, failed or expired): no more scheduled polls; the
   * data stays, and `refresh()` still fetches it.
   */
  final?(data: D): boolean;
  /** The next page, appended. Absent for topics that do not page. */
  loadMore?(fetch: Fetch, params: P, prev: Loaded<D>): Promise<Loaded<D>>;
  /**
   * A faster poll of the part of the data the player sees (`visible`, set by the page): the 2 s odds of the
   * matches on screen. Returns `prev` itself when nothing changed.
   */
  live?: {
    intervalMs: number;
    timeoutMs?: number;
    refresh(fetch: Fetch, params: P, prev: Loaded<D>, visible: readonly number[]): Promise<Loaded<D>>;
  };
}

export type TopicDefinitions = {
  [K in TopicKey]: TopicDefinition<TopicMap[K]['params'], TopicMap[K]['data']>;
};

export const SECOND = 1_000;

export const CADENCE = {
  /** SPEC §4 "Global status poll", §9. */
  global: 10 * SECOND,
  homeConfig: 5 * 60 * SECOND,
  homeTabs: 60 * SECOND,
  /** SPEC §4/§9 "Incremental match poll 5 s" (incr_cursor). */
  matches: 5 * SECOND,
  /** SPEC §4 "Odds refresh every 2 s with match_ids", for the matches on screen. */
  odds: 2 * SECOND,
  /** The match detail page shows live odds of every market: the odds cadence. */
  matchDetail: 2 * SECOND,
  /** Leagues and counts of the A-Z filter move slowly. */
  azTabInfo: 60 * SECOND,
  /** SPEC §4/§9 "Balance refresh 10 s". */
  balance: 10 * SECOND,
  /** SPEC §9 "Deposit status poll 10 s"; withdrawals the same. */
  payOrder: 10 * SECOND,
  /** The open slip follows the market. */
  slipQuote: 10 * SECOND,
  /** A confirming bet (live bets wait a few seconds at the server). */
  betOrders: 1 * SECOND,
  /** Open bets settle while the player watches; settled ones change only with a new settlement. */
  openBets: 10 * SECOND,
  settledBets: 60 * SECOND,
  /** Cash-out offers follow the market. */
  cashOutPrices: 15 * SECOND,
  /** An open bet builder follows the match model (live prices move every 12 s at the feed). */
  builderQuote: 5 * SECOND,
  /** Operators change the hall rarely; counts move with favourites. */
  gameTabs: 5 * 60 * SECOND,
  gameList: 5 * 60 * SECOND,
  myGames: 60 * SECOND,
  /** The marquee is alive: new big wins a minute apart at most. */
  bigWins: 60 * SECOND,
  /** SPEC §9 "Top bar poll 15 s". */
  topBar: 15 * SECOND,
} as const;

/**
 * The server refused the increment (400/business: a cursor from before a restart, or one it no longer keeps).
 * Only an answer counts: a network failure or a 5xx is retried on the cadence, not turned into a full reload.
 */
const refusedCursor = (err: unknown) =>
  err instanceof ApiError &&
  (err.info.kind === 'business' ||
    (err.info.kind === 'http' && err.info.status >= 400 && err.info.status < 500));

/** Every record the player has paged in, in one call, so the list does not shrink. */
async function loadMatches(
  fetch: Fetch,
  params: MatchesParams,
  prev: Loaded<MatchesData> | undefined,
): Promise<Loaded<MatchesData>> {
  const shown = prev?.data.records.length ?? 0;
  const size = Math.min(Math.max(shown, FIRST_PAGE_SIZE), MAX_MATCHES);
  const res = await fetch(endpoints.matchList, { ...baseQuery(params), size, page_limit: PAGE_LIMIT });
  const records = res.records.slice(0, MAX_MATCHES);
  return {
    data: { records, has_more: res.has_more && records.length < MAX_MATCHES },
    meta: { cursor: res.cursor, incr_cursor: res.incr_cursor },
  };
}

const baseQuery = (params: MatchesParams) => ({
  tab_key: params.tab_key,
  ...(params.league_id !== undefined ? { league_id: params.league_id } : {}),
});

/**
 * The topics of the first screens (sport home, match detail, casino lobby, header): in the worker's first
 * chunk. The player's own pages' topics (payments, the slip, bet records, favourites) are in
 * player-topics.ts, loaded when one is first watched (PLAYER_TOPICS), so the first route does not carry them.
 */
export const firstScreenTopics = {
  global: {
    scope: 'public',
    intervalMs: CADENCE.global,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.confGlobal, {}) }),
  },
  homeConfig: {
    scope: 'public',
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
    scope: 'public',
    intervalMs: CADENCE.homeTabs,
    lists: { list: 'tab_key' },
    load: async (fetch) => ({ data: { list: (await fetch(endpoints.homeTabList, {})).list } }),
  },
  matches: {
    scope: 'public',
    intervalMs: CADENCE.matches,
    lists: { records: 'id' },
    load: loadMatches,
    update: async (fetch, params, prev) => {
      const incr_cursor = prev.meta?.incr_cursor;
      if (typeof incr_cursor !== 'string' || !incr_cursor) return loadMatches(fetch, params, prev);
      try {
        const res = await fetch(endpoints.matchListNew, { ...baseQuery(params), incr_cursor });
        const data = mergeIncrement(prev.data, res);
        return { data, meta: { ...prev.meta, incr_cursor: res.incr_cursor } };
      } catch (err) {
        if (refusedCursor(err)) return loadMatches(fetch, params, prev);
        throw err;
      }
    },
    live: {
      intervalMs: CADENCE.odds,
      // A hung odds call must not hold the next tick for the client's 20 s: a tick late is a tick lost.
      timeoutMs: 8 * SECOND,
      refresh: async (fetch, _params, prev, visible) => {
        const loaded = new Set(prev.data.records.map((m) => m.id));
        const match_ids = [...new Set(visible)].filter((id) => loaded.has(id)).slice(0, MAX_ODDS_IDS);
        if (!match_ids.length) return prev;
        const res = await fetch(endpoints.latestOdds, { match_ids });
        const data = applyLive(prev.data, match_ids, res.list);
        return data === prev.data ? prev : { ...prev, data };
      },
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
  matchDetail: {
    scope: 'public',
    intervalMs: CADENCE.matchDetail,
    lists: {},
    load: async (fetch, params) => ({
      data: await fetch(endpoints.matchDetail, { matchId: params.matchId }),
    }),
  },
  azTabInfo: {
    scope: 'public',
    intervalMs: CADENCE.azTabInfo,
    lists: { list: 'sport_id' },
    load: async (fetch) => ({ data: await fetch(endpoints.azTabInfo, {}) }),
  },
  balance: {
    scope: 'user',
    // Money on screen is fresh or absent (a dash): an old amount from the device would read as current.
    store: false,
    intervalMs: CADENCE.balance,
    lists: { balances: 'currency' },
    load: async (fetch) => ({ data: await fetch(endpoints.userBalance, {}) }),
  },
} satisfies Partial<TopicDefinitions>;

/** Topics whose definitions load on first use, and where (a chunk of the worker of its own). */
export const PLAYER_TOPICS = [
  'payinOrder',
  'payoutOrder',
  'slipQuote',
  'betOrders',
  'betRecords',
  'cashOutPrices',
  'builderQuote',
  'myGames',
  'topBar',
] as const satisfies readonly TopicKey[];
export type PlayerTopic = (typeof PLAYER_TOPICS)[number];

/** The casino hall's topics: the lobby's first screen, but not the sport home's. */
export const CASINO_TOPICS = ['gameTabs', 'gameList', 'bigWins'] as const satisfies readonly TopicKey[];
export type CasinoTopic = (typeof CASINO_TOPICS)[number];

/** The loyalty pages' topics (issue #17): a chunk of their own (loyalty-topics.ts). */
export const LOYALTY_TOPICS = [
  'vipInfo',
  'taskCenter',
  'taskHint',
  'ranking',
  'cashback',
  'vipSpin',
  'vipSpinMarquee',
  'rankPrizes',
  'redPacketRain',
  'raffle',
] as const satisfies readonly TopicKey[];
export type LoyaltyTopic = (typeof LOYALTY_TOPICS)[number];

/** The invite programme's topics (issue #19): a chunk of their own (invite-topics.ts). */
export const INVITE_TOPICS = [
  'inviteSummary',
  'inviteList',
  'inviteFission',
  'agentInfo',
  'agentIncome',
  'agentWallet',
  'agentBindInfo',
  'pdd',
] as const satisfies readonly TopicKey[];
export type InviteTopic = (typeof INVITE_TOPICS)[number];

/** Responsible gaming (issue #21): a chunk of its own (rg-topics.ts). */
export const RG_TOPICS = ['rgStatus', 'identityStatus'] as const satisfies readonly TopicKey[];
export type RgTopic = (typeof RG_TOPICS)[number];

/** The channels' topics (issue #20): a chunk of its own (channel-topics.ts). */
export const CHANNEL_TOPICS = ['postbacks'] as const satisfies readonly TopicKey[];
export type ChannelTopic = (typeof CHANNEL_TOPICS)[number];

/** Each lazily defined topic's loader: a chunk of the worker, fetched once. */
export const LAZY_TOPICS: Partial<Record<TopicKey, () => Promise<Partial<TopicDefinitions>>>> = {
  ...Object.fromEntries(
    PLAYER_TOPICS.map((k) => [k, () => import('./player-topics').then((m) => m.playerTopics)]),
  ),
  ...Object.fromEntries(
    CASINO_TOPICS.map((k) => [k, () => import('./casino-topics').then((m) => m.casinoTopics)]),
  ),
  ...Object.fromEntries(
    PROMO_TOPICS.map((k) => [k, () => import('./promo-topics').then((m) => m.promoTopics)]),
  ),
  ...Object.fromEntries(
    LOYALTY_TOPICS.map((k) => [k, () => import('./loyalty-topics').then((m) => m.loyaltyTopics)]),
  ),
  ...Object.fromEntries(
    INVITE_TOPICS.map((k) => [k, () => import('./invite-topics').then((m) => m.inviteTopics)]),
  ),
  ...Object.fromEntries(RG_TOPICS.map((k) => [k, () => import('./rg-topics').then((m) => m.rgTopics)])),
  ...Object.fromEntries(
    CHANNEL_TOPICS.map((k) => [k, () => import('./channel-topics').then((m) => m.channelTopics)]),
  ),
};
