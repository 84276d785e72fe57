/**
 * How each topic of topics.ts is fetched and how often. Cadences come from SPEC §4 and §9; the home config
 * changes rarely (operators edit banners), so five minutes keeps it fresh without spending the player's data.
 */
import { ApiError } from '../../core/api/types';
import { payStatusOutcome } from '../../core/wallet/status';
import { endpoints } from '../../core/contract/endpoints';
import type { Endpoint } from '../../core/contract/endpoint';
import type { Match } from '../../core/contract';
import type { Game } from '../../core/contract/schemas/games';
import type {
  BetRecordsData,
  GameListData,
  GameListParams,
  ListedGame,
  MatchesData,
  MatchesParams,
  TopicKey,
  TopicMap,
} from '../topics';
import type { BetList } from '../../core/contract/schemas/bets';
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
  /** Operators change the hall rarely; counts move with favourites. */
  gameTabs: 5 * 60 * SECOND,
  gameList: 5 * 60 * SECOND,
  myGames: 60 * SECOND,
  /** The marquee is alive: new big wins a minute apart at most. */
  bigWins: 60 * SECOND,
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

/** Bet records come in pages of 20; a refresh asks for every loaded one, up to the server's 50. */
const BET_PAGE = 20;
const MAX_BET_PAGE = 50;

const betRecordsData = (r: BetList): BetRecordsData => ({
  list: r.list,
  has_more: r.has_more,
  totalStake: r.totalStake,
  totalPayout: r.totalPayout,
});

/** SPEC §9 page of the hall: four rows of three covers. */
export const GAME_PAGE = 12;
/** A refresh asks again for every page on screen, up to this many games. */
const MAX_GAMES = 96;

type GameSourceParams = GameListParams | { list: 'favorites' | 'recents'; v?: number };

/** One page of a game list, from its cursor (tabs) or offset (search, favourites, recents). */
async function gamePage(fetch: Fetch, params: GameSourceParams, after: string, limit: number) {
  const live = 'live' in params && params.live ? { live_game: 1 as const } : {};
  if ('kind' in params && params.kind === 'tab') {
    const page = await fetch(endpoints.gameByTabV2, {
      tab_key: params.tab_key,
      ...(params.sub_tab_key ? { sub_tab_key: params.sub_tab_key } : {}),
      ...(after ? { cursor: after } : {}),
      limit,
      ...live,
    });
    return { list: keyed(page.list), next: page.cursor, has_more: page.has_more, total: page.total };
  }
  const paged = { offset: Number(after) || 0, limit };
  const page =
    'kind' in params
      ? await fetch(endpoints.gameSearch, { keyword: params.keyword, ...paged, ...live })
      : await fetch(params.list === 'favorites' ? endpoints.favoritesShow : endpoints.recentList, paged);
  return { list: keyed(page.list), next: String(page.offset), has_more: page.has_more, total: page.total };
}

const keyed = (games: Game[]): ListedGame[] =>
  games.map((g) => ({ ...g, ref: `${g.game_platform}:${g.game_id}` }));

/** Every game on screen again (the pages loaded so far, in one call), so the grid does not shrink. */
async function loadGameList(
  fetch: Fetch,
  params: GameSourceParams,
  prev: Loaded<GameListData> | undefined,
): Promise<Loaded<GameListData>> {
  const shown = prev?.data.list.length ?? 0;
  const limit = Math.min(Math.max(shown, GAME_PAGE), MAX_GAMES);
  const page = await gamePage(fetch, params, '', limit);
  return { data: { list: page.list, total: page.total, has_more: page.has_more }, meta: { next: page.next } };
}

async function moreGames(
  fetch: Fetch,
  params: GameSourceParams,
  prev: Loaded<GameListData>,
): Promise<Loaded<GameListData>> {
  if (!prev.data.has_more) return prev;
  const next = typeof prev.meta?.next === 'string' ? prev.meta.next : '';
  const page = await gamePage(fetch, params, next, GAME_PAGE);
  const known = new Set(prev.data.list.map((g) => g.ref));
  const list = [...prev.data.list, ...page.list.filter((g) => !known.has(g.ref))];
  return { data: { list, total: page.total, has_more: page.has_more }, meta: { next: page.next } };
}

export const topicDefinitions: TopicDefinitions = {
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
  payinOrder: {
    scope: 'user',
    // A payment's status is only worth having fresh; its instructions are the order's, not the device's.
    store: false,
    intervalMs: CADENCE.payOrder,
    lists: {},
    load: async (fetch, params) => ({
      data: await fetch(endpoints.payinStatus, { order_id: params.order_id }),
    }),
    final: (order) => payStatusOutcome(order.pay_status) !== 'pending',
  },
  payoutOrder: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.payOrder,
    lists: {},
    load: async (fetch, params) => ({
      data: await fetch(endpoints.payoutStatus, { order_id: params.order_id }),
    }),
    final: (order) => payStatusOutcome(order.pay_status) !== 'pending',
  },
  slipQuote: {
    // Visitors build slips too; the answer is in the currency of the engine's added parameters.
    scope: 'public',
    store: false,
    intervalMs: CADENCE.slipQuote,
    lists: {},
    load: async (fetch, params) => ({ data: await fetch(endpoints.betLatestInfo, params) }),
  },
  betOrders: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.betOrders,
    timeoutMs: 8 * SECOND,
    lists: {},
    load: async (fetch, params) => ({ data: await fetch(endpoints.betOrderStatus, { keys: params.keys }) }),
    // SPEC §4 Bet order status: 0 created and 1 confirming are the only ones still moving.
    final: (data) => data.list.length > 0 && data.list.every((o) => o.status !== 0 && o.status !== 1),
  },
  betRecords: {
    scope: 'user',
    store: false,
    intervalMs: (params) => (params.status === 'outstanding' ? CADENCE.openBets : CADENCE.settledBets),
    lists: { list: 'orderId' },
    // Every page the player has loaded, again in one call, so the list does not shrink on a refresh.
    load: async (fetch, params, prev) => {
      const shown = prev?.data.list.length ?? 0;
      const pageSize = Math.min(Math.max(shown, BET_PAGE), MAX_BET_PAGE);
      const r = await fetch(endpoints.betList, { ...params, page: 1, pageSize });
      const pages = Math.max(1, Math.ceil(r.list.length / BET_PAGE));
      return { data: betRecordsData(r), meta: { page: pages } };
    },
    loadMore: async (fetch, params, prev) => {
      if (!prev.data.has_more) return prev;
      const page = (typeof prev.meta?.page === 'number' ? prev.meta.page : 1) + 1;
      const r = await fetch(endpoints.betList, { ...params, page, pageSize: BET_PAGE });
      const known = new Set(prev.data.list.map((o) => o.orderId));
      return {
        data: {
          ...betRecordsData(r),
          list: [...prev.data.list, ...r.list.filter((o) => !known.has(o.orderId))],
        },
        meta: { page },
      };
    },
  },
  cashOutPrices: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.cashOutPrices,
    lists: { list: 'orderId' },
    // No open bet on screen: nothing to ask (the server wants at least one id).
    load: async (fetch, params) => ({
      data: params.orderIds.length
        ? await fetch(endpoints.cashOutPrice, { orderIds: params.orderIds.slice(0, MAX_BET_PAGE) })
        : { list: [] },
    }),
  },
  gameTabs: {
    scope: 'viewer',
    intervalMs: CADENCE.gameTabs,
    lists: { list: 'tab_key' },
    load: async (fetch, params) => ({
      data: await fetch(endpoints.gameTabV2, params.live ? { live_game: 1 } : {}),
    }),
  },
  gameList: {
    scope: 'public',
    intervalMs: CADENCE.gameList,
    lists: { list: 'ref' },
    load: (fetch, params, prev) => loadGameList(fetch, params, prev),
    loadMore: (fetch, params, prev) => moreGames(fetch, params, prev),
  },
  myGames: {
    scope: 'user',
    intervalMs: CADENCE.myGames,
    lists: { list: 'ref' },
    load: (fetch, params, prev) => loadGameList(fetch, params, prev),
    loadMore: (fetch, params, prev) => moreGames(fetch, params, prev),
  },
  bigWins: {
    scope: 'public',
    intervalMs: CADENCE.bigWins,
    lists: { list: 'round_id' },
    load: async (fetch) => ({ data: await fetch(endpoints.bigWinList, {}) }),
  },
  balance: {
    scope: 'user',
    // Money on screen is fresh or absent (a dash): an old amount from the device would read as current.
    store: false,
    intervalMs: CADENCE.balance,
    lists: { balances: 'currency' },
    load: async (fetch) => ({ data: await fetch(endpoints.userBalance, {}) }),
  },
};
