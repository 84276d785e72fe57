import type { TopicKey } from '../topics';

/** The promotions topics, defined in promo-topics.ts (a lazy chunk of the worker). */
export const PROMO_TOPICS = [
  'bonusList',
  'bonusInfo',
  'activities',
  'bonusMessage',
  'boosters',
  'freeRounds',
  'awardInfo',
] as const satisfies readonly TopicKey[];
export type PromoTopic = (typeof PROMO_TOPICS)[number];
