import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX } from './bounds';

/**
 * SPEC §7 "Bonus", §3 "Bonus", §4 "Bonus state" / "Activity state" (issue #16). Amounts are integer minor
 * units of `currency`. A bonus's state: 0 locked, 1 unlocking, 2 unlocked (moved to cash), 3 expired.
 */

const Id = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
const Minor = Type.Integer({ minimum: 0, maximum: 9_007_199_254_740_991 });
const Ms = Type.Integer({ minimum: 0, description: 'Unix ms' });

export const ContributionSchema = Type.Object({
  sports: Type.Integer({ minimum: 0, maximum: 100 }),
  slots: Type.Integer({ minimum: 0, maximum: 100 }),
  table: Type.Integer({ minimum: 0, maximum: 100 }),
});

/** The rules a player sees (SPEC "every active campaign with its rules"). */
export const BonusRulesSchema = Type.Object({
  percent: Type.Integer({ minimum: 0, maximum: 1000 }),
  amount: Minor,
  cap: Minor,
  min_deposit: Minor,
  wager_multiple: Type.Number({ minimum: 0, maximum: 1000 }),
  wager_base: Type.Union([Type.Literal('bonus'), Type.Literal('bonus_deposit')]),
  /** Sports stakes count at these decimal odds x1000 or above. */
  min_odds_milli: Type.Integer({ minimum: 0 }),
  /** A stake above this counts for nothing (0: no limit). */
  max_stake: Minor,
  valid_days: Type.Integer({ minimum: 0, maximum: 3650 }),
  contribution: ContributionSchema,
  /** Tiered campaigns: reaching `threshold` (deposits or stakes) earns `amount`, ascending. */
  tiers: Type.Array(Type.Object({ threshold: Minor, amount: Minor }), { maxItems: 20 }),
});
export type BonusRules = Static<typeof BonusRulesSchema>;

export const BonusItemSchema = Type.Object({
  bonus_id: Id,
  /** The campaign's kind (core/promotions/types.ts) and stable slug; the client words them. */
  kind: Type.String(),
  slug: Type.String(),
  currency: Type.String(),
  amount: Minor,
  state: Type.Integer({ minimum: 0, maximum: 3 }),
  wager_required: Minor,
  wagered: Minor,
  /** Whole percent 0-100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Wagering done: the unlock call moves it to cash. */
  can_unlock: Type.Boolean(),
  granted_at: Ms,
  expires_at: Ms,
  finished_at: Ms,
  rules: BonusRulesSchema,
});
export type BonusItem = Static<typeof BonusItemSchema>;

export const BonusListQuerySchema = Type.Object({
  tab: Type.Optional(Type.Union([Type.Literal('available'), Type.Literal('unavailable')])),
  cursor: Type.Optional(Type.String({ maxLength: 32 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type BonusListQuery = Static<typeof BonusListQuerySchema>;

/** SPEC §3 "Bonus data per tab: cursor, list, has_more". */
export const BonusListSchema = Type.Object({
  tab: Type.Union([Type.Literal('available'), Type.Literal('unavailable')]),
  cursor: Type.String(),
  list: Type.Array(BonusItemSchema),
  has_more: Type.Boolean(),
});
export type BonusList = Static<typeof BonusListSchema>;

export const BonusBaseInfoSchema = Type.Object({
  currency: Type.String(),
  /** The player's bonus ledger account: every granted bonus not yet unlocked or expired. */
  bonus_balance: Minor,
  /** The bonus whose wagering is counting now, if any. */
  unlocking: Type.Union([BonusItemSchema, Type.Null()]),
  available_count: Type.Integer({ minimum: 0 }),
  /** Everything ever unlocked into cash. */
  total_unlocked: Minor,
});
export type BonusBaseInfo = Static<typeof BonusBaseInfoSchema>;

export const BonusTipsSchema = Type.Object({
  /** Bonuses locked or unlocking (the badge on the bonus entry). */
  available: Type.Integer({ minimum: 0 }),
  /** Bonuses whose wagering is done, waiting for the unlock tap. */
  claimable: Type.Integer({ minimum: 0 }),
});
export type BonusTips = Static<typeof BonusTipsSchema>;

export const BonusNewMessageQuerySchema = Type.Object({
  /** Marks these bonuses' popups as shown (comma-separated ids). */
  ack: Type.Optional(Type.String({ maxLength: 200 })),
  /** Marks these free-rounds grants' popups as shown (comma-separated ids). */
  ack_free_round: Type.Optional(Type.String({ maxLength: 200 })),
});
export type BonusNewMessageQuery = Static<typeof BonusNewMessageQuerySchema>;

/** SPEC §3 "Bonus messages: new_bonus, unlock_bonus, new_bonus_boost (id)": 0 when there is none. */
export const BonusNewMessageSchema = Type.Object({
  new_bonus: Type.Integer({ minimum: 0 }),
  unlock_bonus: Type.Integer({ minimum: 0 }),
  new_bonus_boost: Type.Integer({ minimum: 0 }),
  /** SPEC §3 "New bonus: free_round_bonus": a free-rounds grant not yet announced (its id). */
  free_round_bonus: Type.Integer({ minimum: 0 }),
});
export type BonusNewMessage = Static<typeof BonusNewMessageSchema>;

export const BonusUnlockSchema = Type.Object({
  bonus_id: Id,
  /** Start this bonus's wagering in place of the one unlocking now (which goes back to locked, progress kept). */
  replace: Type.Optional(Type.Boolean()),
});
export type BonusUnlock = Static<typeof BonusUnlockSchema>;

export const BonusUnlockResultSchema = Type.Object({
  bonus: BonusItemSchema,
  /** Minor units moved to cash by this call (0 when it only started the wagering). */
  credited: Minor,
});
export type BonusUnlockResult = Static<typeof BonusUnlockResultSchema>;

export const RedeemCheckSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
});
export type RedeemCheck = Static<typeof RedeemCheckSchema>;

/** What a code granted: a bonus, or (a free-spins code) free rounds, the id of the grant. */
export const RedeemResultSchema = Type.Object({
  bonus: Type.Union([BonusItemSchema, Type.Null()]),
  free_rounds: Type.Optional(
    Type.Union([
      Type.Object({ grant_id: Type.Integer({ minimum: 1 }), spins: Type.Integer({ minimum: 1 }) }),
      Type.Null(),
    ]),
  ),
});
export type RedeemResult = Static<typeof RedeemResultSchema>;

/**
 * The player's standing in a campaign's current period (zeros for a visitor): what counts so far (deposits,
 * stakes or net loss), what a claim (POST user/draw) would grant now, which tiers are taken.
 */
export const ActivityProgressSchema = Type.Object({
  /** What counts in this period: deposits (daily, total, christmas), settled stakes (bet reward, real-time), net loss (cashback). */
  current: Type.Integer(),
  /** Minor units a claim grants now (0: nothing to claim). */
  claimable: Minor,
  /** Indices into rules.tiers already granted in this period. */
  tiers_done: Type.Array(Type.Integer({ minimum: 0 })),
  /** When the counted period started and ends (Unix ms; 0 for the campaign's whole run). */
  period_start: Ms,
  period_end: Ms,
  /** This period's reward is taken (daily deposit today, cashback of the last period, the christmas gift). */
  claimed: Type.Boolean(),
});
export type ActivityProgress = Static<typeof ActivityProgressSchema>;

/** SPEC §4 "Activity state": 0 not started, 1 in progress, 2 finished (for this player or period), 3 expired. */
export const ActivityItemSchema = Type.Object({
  activity_id: Id,
  kind: Type.String(),
  slug: Type.String(),
  state: Type.Integer({ minimum: 0, maximum: 2 }),
  currency: Type.String(),
  rules: BonusRulesSchema,
  starts_at: Ms,
  ends_at: Ms,
  /** The player's bonus from this campaign, when they have one (the newest). */
  bonus: Type.Union([BonusItemSchema, Type.Null()]),
  progress: ActivityProgressSchema,
});
export type ActivityItem = Static<typeof ActivityItemSchema>;

export const ActivityIndexSchema = Type.Object({
  list: Type.Array(ActivityItemSchema),
  /**
   * Why sign-up or deposit bonuses are missing from the list ('' when the brand offers them): 'market', the
   * brand's market profile forbids them (server/promotions/market.ts).
   */
  restriction: Type.Optional(Type.String()),
});
export type ActivityIndex = Static<typeof ActivityIndexSchema>;

/** The deposit offer for this player (the charge tip and /activity/first-charge). */
export const RechargeActivitySchema = Type.Object({
  eligible: Type.Boolean(),
  activity: Type.Union([ActivityItemSchema, Type.Null()]),
});
export type RechargeActivity = Static<typeof RechargeActivitySchema>;

/** SPEC user/draw_records: the player's activity rewards (claimed and automatic), newest first. */
export const DrawRecordsSchema = Type.Object({ list: Type.Array(BonusItemSchema) });
export type DrawRecords = Static<typeof DrawRecordsSchema>;

/** POST user/draw: the bonuses a claim granted (one per tier reached, else one). */
export const DrawResultSchema = Type.Object({ granted: Type.Array(BonusItemSchema), amount: Minor });
export type DrawResult = Static<typeof DrawResultSchema>;

/** user/booost/use: the card (id) on one of the player's active bonuses (default: the unlocking one). */
export const BoosterUseSchema = Type.Object({ id: Id, bonus_id: Type.Optional(Id) });
export type BoosterUse = Static<typeof BoosterUseSchema>;

/** A booster card the player holds (core/promotions/boosters.ts). */
export const BoosterItemSchema = Type.Object({
  id: Id,
  slug: Type.String(),
  /** 'bonus_value' or 'unlock_speed'. */
  kind: Type.String(),
  percent: Type.Integer({ minimum: 0 }),
  /** Most a value boost adds (0: no cap), in `currency`. */
  cap: Minor,
  currency: Type.String(),
  /** 0 available, 1 used, 2 expired. */
  state: Type.Integer({ minimum: 0, maximum: 2 }),
  granted_at: Ms,
  expires_at: Ms,
  used_at: Ms,
  /** The bonus it was used on (0 while unused) and what it did: minor units added, or wagering cut. */
  bonus_id: Type.Integer({ minimum: 0 }),
  effect: Minor,
});
export type BoosterItem = Static<typeof BoosterItemSchema>;

export const BoosterListSchema = Type.Object({ list: Type.Array(BoosterItemSchema) });
export type BoosterList = Static<typeof BoosterListSchema>;

export const BoosterUseResultSchema = Type.Object({ booster: BoosterItemSchema, bonus: BonusItemSchema });
export type BoosterUseResult = Static<typeof BoosterUseResultSchema>;

/** A campaign's id: promo_campaigns.id is a serial (int4) column. */
export const BonusDrawSchema = Type.Object({ activity_id: Type.Integer({ minimum: 1, maximum: INT4_MAX }) });
export type BonusDraw = Static<typeof BonusDrawSchema>;
