/**
 * The promotions topics (issue #16): the player's bonuses per tab with their wagering progress, the bonus
 * base info (balance, the unlocking bonus) and the brand's activities. A chunk of the worker of its own,
 * loaded the first time one of them is watched (topic-defs.ts LAZY_TOPICS, PROMO_TOPICS).
 */
import * as endpoints from '../../core/contract/endpoints-promotions';
import { getAwardInfo, getFreeRounds } from '../../core/contract/endpoints-free-rounds';
import { SECOND, type TopicDefinitions } from './topic-defs';
import type { PromoTopic } from './promo-topic-keys';

/** SPEC §9 "Bonus poll 10 s": progress moves with every settled bet and spin. */
export const PROMO_CADENCE = { bonus: 10 * SECOND, activities: 60 * SECOND } as const;

export const promoTopics: Pick<TopicDefinitions, PromoTopic> = {
  bonusList: {
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.bonus,
    lists: { list: 'bonus_id' },
    load: async (fetch, params) => {
      const r = await fetch(endpoints.bonusList, { tab: params.tab, page_size: 50 });
      return { data: { list: r.list, has_more: r.has_more } };
    },
  },
  bonusInfo: {
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.bonus,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.bonusBaseInfo, {}) }),
  },
  bonusMessage: {
    // SPEC "Bonus modals": after an order the bonus info is polled every 10 s (the popup shows the grant).
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.bonus,
    lists: {},
    load: async (fetch) => ({ data: await fetch(endpoints.bonusNewMessage, {}) }),
  },
  boosters: {
    // Reading the list marks the cards shown (their popup is not due again): fetched only where it is shown.
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.bonus,
    lists: { list: 'id' },
    load: async (fetch) => ({ data: await fetch(endpoints.boosterList, {}) }),
  },
  activities: {
    // Visitors see the offers too; a signed-in player's answer carries their own bonus per campaign.
    scope: 'user',
    intervalMs: PROMO_CADENCE.activities,
    lists: { list: 'activity_id' },
    load: async (fetch) => ({ data: await fetch(endpoints.activityIndex, {}) }),
  },
  freeRounds: {
    // getFreeRounds: spins left move with every free spin (the game room refreshes it after each).
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.bonus,
    lists: {},
    load: async (fetch) => ({ data: await fetch(getFreeRounds, {}) }),
  },
  awardInfo: {
    // getAwardInfo (/award): totals, rewards due and the newest awards; every minute and after a claim.
    scope: 'user',
    store: false,
    intervalMs: PROMO_CADENCE.activities,
    lists: {},
    load: async (fetch) => ({ data: await fetch(getAwardInfo, {}) }),
  },
};
