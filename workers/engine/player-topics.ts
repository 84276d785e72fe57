/**
 * The topics of the player's own pages: payments, the bet slip's price and a placement's orders, the bet
 * history and its cash-out offers, favourites and recents. A chunk of the worker of its own, loaded the first
 * time one of them is watched (topic-defs.ts PLAYER_TOPICS), so the first route does not carry them.
 */
import {
  betBuilderQuote,
  betLatestInfo,
  betList,
  betOrderStatus,
  cashOutPrice,
} from '../../core/contract/endpoints-bets';
import { payinStatus, payoutStatus } from '../../core/contract/endpoints-finance';
import { messageList } from '../../core/contract/endpoints-messages';
import type { BetList } from '../../core/contract/schemas/bets';
import { payStatusOutcome } from '../../core/wallet/status';
import type { BetRecordsData } from '../topics';
import { loadGameList, moreGames } from './game-lists';
import { CADENCE, SECOND, type PlayerTopic, type TopicDefinitions } from './topic-defs';

/** Bet records come in pages of 20; a refresh asks for every loaded one, up to the server's 50. */
const BET_PAGE = 20;
const MAX_BET_PAGE = 50;

const betRecordsData = (r: BetList): BetRecordsData => ({
  list: r.list,
  has_more: r.has_more,
  totalStake: r.totalStake,
  totalPayout: r.totalPayout,
});

export const playerTopics: Pick<TopicDefinitions, PlayerTopic> = {
  payinOrder: {
    scope: 'user',
    // A payment's status is only worth having fresh; its instructions are the order's, not the device's.
    store: false,
    intervalMs: CADENCE.payOrder,
    lists: {},
    load: async (fetch, params) => ({
      data: await fetch(payinStatus, { order_id: params.order_id }),
    }),
    final: (order) => payStatusOutcome(order.pay_status) !== 'pending',
  },
  payoutOrder: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.payOrder,
    lists: {},
    load: async (fetch, params) => ({
      data: await fetch(payoutStatus, { order_id: params.order_id }),
    }),
    final: (order) => payStatusOutcome(order.pay_status) !== 'pending',
  },
  slipQuote: {
    // Visitors build slips too; the answer is in the currency of the engine's added parameters.
    scope: 'public',
    store: false,
    intervalMs: CADENCE.slipQuote,
    lists: {},
    load: async (fetch, params) => ({ data: await fetch(betLatestInfo, params) }),
  },
  betOrders: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.betOrders,
    timeoutMs: 8 * SECOND,
    lists: {},
    load: async (fetch, params) => ({ data: await fetch(betOrderStatus, { keys: params.keys }) }),
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
      const r = await fetch(betList, { ...params, page: 1, pageSize });
      const pages = Math.max(1, Math.ceil(r.list.length / BET_PAGE));
      return { data: betRecordsData(r), meta: { page: pages } };
    },
    loadMore: async (fetch, params, prev) => {
      if (!prev.data.has_more) return prev;
      const page = (typeof prev.meta?.page === 'number' ? prev.meta.page : 1) + 1;
      const r = await fetch(betList, { ...params, page, pageSize: BET_PAGE });
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
        ? await fetch(cashOutPrice, { orderIds: params.orderIds.slice(0, MAX_BET_PAGE) })
        : { list: [] },
    }),
  },
  builderQuote: {
    // Anyone may price a builder (like the slip); fewer than two picks ask nothing (the page says "pick two").
    scope: 'public',
    store: false,
    intervalMs: CADENCE.builderQuote,
    lists: {},
    load: async (fetch, params) => ({
      data:
        params.legs.length >= 2
          ? await fetch(betBuilderQuote, params)
          : { matchId: params.matchId, ok: false, reason: 'too_few' },
    }),
  },
  myGames: {
    scope: 'user',
    intervalMs: CADENCE.myGames,
    lists: { list: 'ref' },
    load: (fetch, params, prev) => loadGameList(fetch, params, prev),
    loadMore: (fetch, params, prev) => moreGames(fetch, params, prev),
  },
  // SPEC §4 "Top bar messages: polled every 15 s" (issue #18): the player's own messages and broadcasts.
  topBar: {
    scope: 'user',
    store: false,
    intervalMs: CADENCE.topBar,
    lists: { list: 'message_id' },
    load: async (fetch) => {
      const res = await fetch(messageList, { scene: 'top_bar' });
      return { data: { top_bar_closed: res.top_bar_closed, unread: res.unread, list: res.message_list } };
    },
  },
};
