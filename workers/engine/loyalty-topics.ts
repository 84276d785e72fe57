/**
 * The loyalty pages' topics (issue #17): the VIP club, the task center and its red point, the rankings and
 * cashback. A chunk of the worker of its own, loaded the first time one is watched (topic-defs.ts
 * LOYALTY_TOPICS). Receives are one-off actions of the page (the API client), which then refreshes these.
 */
import * as endpoints from '../../core/contract/endpoints-loyalty';
import { SECOND, type LoyaltyTopic, type TopicDefinitions } from './topic-defs';

const MINUTE = 60 * SECOND;

export const loyaltyTopics: Pick<TopicDefinitions, LoyaltyTopic> = {
  vipInfo: {
    scope: 'user',
    intervalMs: MINUTE,
    lists: { levels: 'level' },
    load: async (fetch) => ({ data: await fetch(endpoints.vipInfo, {}) }),
  },
  taskCenter: {
    scope: 'user',
    // Progress moves with the player's bets; a day's tasks are only worth having fresh.
    store: false,
    intervalMs: 30 * SECOND,
    lists: { list: 'task_id' },
    load: async (fetch) => ({ data: await fetch(endpoints.taskCenter, {}) }),
  },
  taskHint: {
    scope: 'user',
    store: false,
    intervalMs: MINUTE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.taskHint, {}) }),
  },
  ranking: {
    scope: 'viewer',
    intervalMs: MINUTE,
    lists: { top: 'rank', list: 'rank' },
    load: async (fetch, params) => ({
      data: await fetch(params.kind === 'day' ? endpoints.rankDay : endpoints.rankWeek, {}),
    }),
  },
  cashback: {
    scope: 'user',
    intervalMs: MINUTE,
    lists: { list: 'period' },
    load: async (fetch, params) => ({
      data: await fetch(params.kind === 'day' ? endpoints.cashbackDay : endpoints.cashbackWeek, {}),
    }),
  },
  vipSpin: {
    scope: 'user',
    store: false,
    intervalMs: MINUTE,
    lists: { segments: 'index', draw_list: 'id' },
    load: async (fetch) => ({ data: await fetch(endpoints.vipSpinInfo, {}) }),
  },
  vipSpinMarquee: {
    scope: 'public',
    intervalMs: 30 * SECOND,
    lists: {},
    load: async (fetch, params) => ({ data: await fetch(endpoints.vipSpinMarquee, { limit: params.limit }) }),
  },
  rankPrizes: {
    scope: 'viewer',
    intervalMs: 5 * MINUTE,
    lists: { winners: 'rank' },
    load: async (fetch, params) => ({ data: await fetch(endpoints.rankPrizes, { kind: params.kind }) }),
  },
  redPacketRain: {
    scope: 'user',
    store: false,
    // Fast enough for the budget left and the start of a rain; the page counts down between polls.
    intervalMs: 15 * SECOND,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.redPacketRain, {}) }),
  },
  raffle: {
    scope: 'viewer',
    intervalMs: MINUTE,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.raffleInfo, {}) }),
  },
};
