import { Type, type Static } from '@sinclair/typebox';
import { RoundSchema } from './inhouse';

/**
 * Free rounds (issue #16; SPEC §7 Games getFreeRounds, §3 "Free rounds: total, freeGameTotal, available and
 * unavailable lists (offset, list, hasMore)"). Amounts are integer minor units of `currency`.
 */

const Id = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
const Minor = Type.Integer({ minimum: 0, maximum: 9_007_199_254_740_991 });
const Ms = Type.Integer({ minimum: 0, description: 'Unix ms' });
const Key = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });

/** One grant of free spins. */
export const FreeRoundSchema = Type.Object({
  id: Id,
  campaign_id: Id,
  slug: Type.String(),
  /** The in-house game (platform 'inhouse'), e.g. 'slot'. */
  game_id: Type.String(),
  currency: Type.String(),
  /** The total bet of one spin. */
  stake: Minor,
  total: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0 }),
  left: Type.Integer({ minimum: 0 }),
  /** What the spins left are worth: left x stake. */
  value: Minor,
  /** What the spins used have won (paid into the bonus balance). */
  won: Minor,
  /** The wagering multiple of the wins (bonus rules of the campaign). */
  wager_multiple: Type.Number({ minimum: 0 }),
  /** Days a win's bonus stays valid. */
  valid_days: Type.Integer({ minimum: 0 }),
  granted_at: Ms,
  expires_at: Ms,
  /** 1 playable, 2 used up, 3 expired. */
  state: Type.Integer({ minimum: 1, maximum: 3 }),
});
export type FreeRound = Static<typeof FreeRoundSchema>;

export const FreeRoundPageSchema = Type.Object({
  offset: Type.Integer({ minimum: 0 }),
  list: Type.Array(FreeRoundSchema),
  hasMore: Type.Boolean(),
});

export const FreeRoundsQuerySchema = Type.Object({
  /** Offset of the unavailable list's page (the available list is whole). */
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FreeRoundsQuery = Static<typeof FreeRoundsQuerySchema>;

export const FreeRoundsSchema = Type.Object({
  /** Grants that can be played. */
  total: Type.Integer({ minimum: 0 }),
  /** Free spins left over those grants. */
  freeGameTotal: Type.Integer({ minimum: 0 }),
  available: FreeRoundPageSchema,
  unavailable: FreeRoundPageSchema,
  /** Why the brand grants none ('' when it does): 'market' (its market forbids bonuses). */
  restriction: Type.String(),
});
export type FreeRounds = Static<typeof FreeRoundsSchema>;

export const FreeRoundSpinSchema = Type.Object({
  /** Client idempotency key (a retry answers the first round and spends nothing more). */
  key: Key,
  grant_id: Id,
});
export type FreeRoundSpin = Static<typeof FreeRoundSpinSchema>;

export const FreeRoundSpinResultSchema = Type.Object({
  round: RoundSchema,
  grant: FreeRoundSchema,
  /** The bonus the win became (null for no win). */
  bonus_id: Type.Union([Id, Type.Null()]),
});
export type FreeRoundSpinResult = Static<typeof FreeRoundSpinResultSchema>;

/** getAwardInfo (SPEC §7 Games; the /award page): what the player has been awarded and what waits for them. */
export const AwardClaimSchema = Type.Object({
  activity_id: Id,
  kind: Type.String(),
  slug: Type.String(),
  /** What a claim (POST bonus/user/draw) grants now. */
  amount: Minor,
});

export const AwardItemSchema = Type.Object({
  bonus_id: Id,
  kind: Type.String(),
  slug: Type.String(),
  currency: Type.String(),
  amount: Minor,
  /** SPEC §4 "Bonus state": 0 locked, 1 unlocking, 2 unlocked, 3 expired. */
  state: Type.Integer({ minimum: 0, maximum: 3 }),
  /** 'free_round' for a free spin's win, else the campaign. */
  source: Type.String(),
  granted_at: Ms,
});
export type AwardItem = Static<typeof AwardItemSchema>;

export const AwardInfoSchema = Type.Object({
  currency: Type.String(),
  /** Every bonus ever granted to the player in this currency. */
  total_awarded: Minor,
  /** Of it, moved to cash. */
  total_unlocked: Minor,
  bonus_balance: Minor,
  /** Bonuses whose wagering is done, waiting for the unlock tap (on /bonus). */
  unlockable: Type.Integer({ minimum: 0 }),
  free_spins_left: Type.Integer({ minimum: 0 }),
  /** Campaign rewards due now. */
  claimable: Type.Array(AwardClaimSchema),
  /** The newest awards first (at most 20). */
  recent: Type.Array(AwardItemSchema),
  /** Why the brand grants no sign-up or deposit bonus ('' when it does): 'market'. */
  restriction: Type.String(),
});
export type AwardInfo = Static<typeof AwardInfoSchema>;
