import { Type, type Static } from '@sinclair/typebox';

/**
 * Loyalty (issue #17; SPEC §3 "Tasks, ranking and VIP", §5, §9 "VIP stages"): the VIP club and its rewards,
 * the daily task center, the daily and weekly rankings and cashback. Amounts are minor units of the
 * player's currency; task values (conf_num, progress_num) too, shown divided by 100 (SPEC §5).
 */

const Amount = Type.Integer({ minimum: 0 });
const PeriodKey = Type.String({ minLength: 1, maxLength: 16, pattern: '^[0-9A-Za-z_-]+$' });

/** SPEC §3 "VIP bonus kinds". */
export const VipRewardKindSchema = Type.Union([
  Type.Literal('customer_service'),
  Type.Literal('vip_bonus'),
  Type.Literal('week_free'),
  Type.Literal('month_free'),
  Type.Literal('cash_back'),
  Type.Literal('vip_spin'),
  Type.Literal('task_reward'),
]);
export type VipRewardKind = Static<typeof VipRewardKindSchema>;

/** The kinds a player receives through receiveVipReward. */
export const ReceivableVipKindSchema = Type.Union([
  Type.Literal('vip_bonus'),
  Type.Literal('week_free'),
  Type.Literal('month_free'),
]);
export type ReceivableVipKind = Static<typeof ReceivableVipKindSchema>;

export const VipLevelSchema = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: 30 }),
  stage: Type.Integer({ minimum: 1, maximum: 6 }),
  /** Points that reach the level. */
  points: Amount,
  vip_bonus: Amount,
  week_free: Amount,
  month_free: Amount,
  /** Cashback rate on net losses, basis points (500 = 5%). */
  cash_back_rate: Type.Integer({ minimum: 0, maximum: 10_000 }),
  customer_service: Type.Boolean(),
});
export type VipLevel = Static<typeof VipLevelSchema>;

/** A reward of the VIP club: 1 waiting to be received, 2 received. */
export const VipRewardSchema = Type.Object({
  kind: ReceivableVipKindSchema,
  /** vip_bonus: `L<level>`; week_free: the week's first day; month_free: the month (`2026-11`). */
  period: Type.String(),
  level: Type.Integer({ minimum: 0, maximum: 30 }),
  amount: Amount,
  status: Type.Integer({ minimum: 1, maximum: 2 }),
});
export type VipReward = Static<typeof VipRewardSchema>;

export const VipInfoSchema = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: 30 }),
  stage: Type.Integer({ minimum: 1, maximum: 6 }),
  max_level: Type.Integer(),
  points: Amount,
  /** Points of the current level and of the next (equal at the top level). */
  level_points: Amount,
  next_level_points: Amount,
  /** Progress to the next level, basis points. */
  progress: Type.Integer({ minimum: 0, maximum: 10_000 }),
  currency: Type.String(),
  levels: Type.Array(VipLevelSchema),
  rewards: Type.Array(VipRewardSchema),
  /** Rewards waiting to be received. */
  receivable: Type.Integer({ minimum: 0 }),
});
export type VipInfo = Static<typeof VipInfoSchema>;

export const VipReceiveQuerySchema = Type.Object({ kind: ReceivableVipKindSchema, period: PeriodKey });
export type VipReceiveQuery = Static<typeof VipReceiveQuerySchema>;

export const ReceivedSchema = Type.Object({
  kind: VipRewardKindSchema,
  period: Type.String(),
  amount: Amount,
  currency: Type.String(),
});
export type Received = Static<typeof ReceivedSchema>;

export const AwardItemSchema = Type.Object({
  kind: VipRewardKindSchema,
  period: Type.String(),
  amount: Amount,
  currency: Type.String(),
  created_at: Type.Integer({ description: 'Unix ms' }),
});
export const AwardListSchema = Type.Object({ list: Type.Array(AwardItemSchema) });
export type AwardList = Static<typeof AwardListSchema>;

// ---- Task center -------------------------------------------------------------------------------------

export const TaskTypeSchema = Type.Union([
  Type.Literal('recharge'),
  Type.Literal('bet_amount'),
  Type.Literal('bet_win'),
]);
export type TaskType = Static<typeof TaskTypeSchema>;

export const TaskItemSchema = Type.Object({
  task_id: Type.String(),
  task_type: TaskTypeSchema,
  task_name: Type.String(),
  /** Target and progress, minor units (SPEC §5: divided by 100 on the page). */
  conf_num: Amount,
  progress_num: Amount,
  reward: Amount,
  /** 0 in progress, 1 done (receive), 2 received. */
  status: Type.Integer({ minimum: 0, maximum: 2 }),
});
export type TaskItem = Static<typeof TaskItemSchema>;

export const TaskCenterSchema = Type.Object({
  /** The day in the brand's time zone, and when it ends (tasks reset), Unix ms. */
  day: Type.String(),
  ends_at: Type.Integer(),
  currency: Type.String(),
  list: Type.Array(TaskItemSchema),
});
export type TaskCenter = Static<typeof TaskCenterSchema>;

export const TaskReceiveQuerySchema = Type.Object({
  task_id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z_]+$' }),
});
export type TaskReceiveQuery = Static<typeof TaskReceiveQuerySchema>;

export const TaskHintSchema = Type.Object({
  /** A task reward waits and the player has not opened the task center since it came. */
  red_point: Type.Boolean(),
  /** Task rewards waiting (awardTaskNum). */
  num: Type.Integer({ minimum: 0 }),
});
export type TaskHint = Static<typeof TaskHintSchema>;

// ---- Rankings ----------------------------------------------------------------------------------------

export const RankEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** Masked (M***a). */
  name: Type.String(),
  /** Settled turnover of the period, minor units. */
  amount: Amount,
  is_me: Type.Boolean(),
});
export type RankEntry = Static<typeof RankEntrySchema>;

export const RankSchema = Type.Object({
  period: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  currency: Type.String(),
  /** The first three, then the rest (SPEC §5), 50 entries at most. */
  top: Type.Array(RankEntrySchema),
  list: Type.Array(RankEntrySchema),
  /** 50 or more players ranked. */
  full: Type.Boolean(),
  /** The caller's own entry (null when not ranked or a visitor). */
  me: Type.Union([RankEntrySchema, Type.Null()]),
});
export type Rank = Static<typeof RankSchema>;

// ---- Cashback ----------------------------------------------------------------------------------------

export const CashbackKindSchema = Type.Union([Type.Literal('week'), Type.Literal('day')]);
export type CashbackKind = Static<typeof CashbackKindSchema>;

export const CashbackItemSchema = Type.Object({
  period: Type.String(),
  net_loss: Amount,
  rate: Type.Integer({ minimum: 0, maximum: 10_000 }),
  amount: Amount,
  /** 1 waiting to be received, 2 received. */
  status: Type.Integer({ minimum: 1, maximum: 2 }),
});
export type CashbackItem = Static<typeof CashbackItemSchema>;

export const CashbackSchema = Type.Object({
  kind: CashbackKindSchema,
  currency: Type.String(),
  /** The running period: its net loss so far and the rate the player's level gives now. */
  current: Type.Object({
    period: Type.String(),
    end: Type.Integer(),
    net_loss: Amount,
    rate: Type.Integer({ minimum: 0, maximum: 10_000 }),
    estimate: Amount,
  }),
  /** Closed periods the job computed, newest first (at most 10). */
  list: Type.Array(CashbackItemSchema),
});
export type Cashback = Static<typeof CashbackSchema>;

export const CashbackReceiveQuerySchema = Type.Object({ kind: CashbackKindSchema, period: PeriodKey });
export type CashbackReceiveQuery = Static<typeof CashbackReceiveQuerySchema>;

export const RedPointSchema = Type.Object({ red_point: Type.Boolean() });
export type RedPoint = Static<typeof RedPointSchema>;

// ---- VIP spin (wheel) --------------------------------------------------------------------------------

/** A wheel segment: its index (clockwise from the top) and its prize, minor units. */
export const SpinSegmentSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  amount: Amount,
});

/** One spin, with the seeds that decided it (revealed: the server seed was committed to by its hash). */
export const SpinRecordSchema = Type.Object({
  id: Type.Integer(),
  segment: Type.Integer({ minimum: 0 }),
  amount: Amount,
  currency: Type.String(),
  server_seed: Type.String(),
  server_seed_hash: Type.String(),
  client_seed: Type.String(),
  nonce: Type.Integer({ minimum: 0 }),
  created_at: Type.Integer({ description: 'Unix ms' }),
});
export type SpinRecord = Static<typeof SpinRecordSchema>;

/** getVipSpinDrawList: the wheel, the spins left (balance), the next spin's commitment, my spins. */
export const VipSpinInfoSchema = Type.Object({
  currency: Type.String(),
  level: Type.Integer({ minimum: 0, maximum: 30 }),
  /** Spins left to use (earned minus used). */
  balance: Type.Integer({ minimum: 0 }),
  earned: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0 }),
  /** Spins the next level adds. */
  next_level_spins: Type.Integer({ minimum: 0 }),
  segments: Type.Array(SpinSegmentSchema),
  /** SHA-256 of the server seed the next spin uses, its client seed and nonce. */
  server_seed_hash: Type.String(),
  client_seed: Type.String(),
  nonce: Type.Integer({ minimum: 0 }),
  /** The player's spins, newest first (at most 20). */
  draw_list: Type.Array(SpinRecordSchema),
});
export type VipSpinInfo = Static<typeof VipSpinInfoSchema>;

const ClientSeed = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' });

export const VipSpinDrawSchema = Type.Object({
  /** Idempotency key: the same key returns the first spin's outcome. */
  key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  /** Optional new client seed for this spin (kept for the next ones). */
  client_seed: Type.Optional(ClientSeed),
});
export type VipSpinDraw = Static<typeof VipSpinDrawSchema>;

export const VipSpinResultSchema = Type.Object({
  spin: SpinRecordSchema,
  /** Spins left after this one. */
  balance: Type.Integer({ minimum: 0 }),
  /** The commitment of the next spin. */
  next_server_seed_hash: Type.String(),
});
export type VipSpinResult = Static<typeof VipSpinResultSchema>;

export const MarqueeItemSchema = Type.Object({
  /** Masked (M***a). */
  name: Type.String(),
  amount: Amount,
  currency: Type.String(),
  created_at: Type.Integer({ description: 'Unix ms' }),
});
export type MarqueeItem = Static<typeof MarqueeItemSchema>;

/** vipSpinMarquee: the brand's recent wheel wins, newest first. */
export const VipSpinMarqueeSchema = Type.Object({ marquee_list: Type.Array(MarqueeItemSchema) });
export type VipSpinMarquee = Static<typeof VipSpinMarqueeSchema>;

export const MarqueeQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type MarqueeQuery = Static<typeof MarqueeQuerySchema>;

// ---- Ranking prizes ----------------------------------------------------------------------------------

export const RankPrizeSchema = Type.Object({
  kind: CashbackKindSchema,
  period: Type.String(),
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  amount: Amount,
  currency: Type.String(),
  is_me: Type.Boolean(),
});
export type RankPrize = Static<typeof RankPrizeSchema>;

/** The prizes by rank of a kind, and the winners of its last paid period. */
export const RankPrizesSchema = Type.Object({
  kind: CashbackKindSchema,
  currency: Type.String(),
  prizes: Type.Array(Amount),
  last_period: Type.Union([Type.String(), Type.Null()]),
  winners: Type.Array(RankPrizeSchema),
});
export type RankPrizes = Static<typeof RankPrizesSchema>;
export const RankPrizesQuerySchema = Type.Object({ kind: CashbackKindSchema });
export type RankPrizesQuery = Static<typeof RankPrizesQuerySchema>;

// ---- Red-packet rain ---------------------------------------------------------------------------------

/** The running rain, else the next one, and the player's packets in it. */
/** One packet the player opened: its number in the event (the fair draw's nonce) and what it paid. */
export const RainPacketSchema = Type.Object({
  n: Type.Integer({ minimum: 0 }),
  amount: Amount,
});

/**
 * The player's packets of their last ended rain with the event's revealed seed, for /game-verify: packet n
 * draws from HMAC-SHA256(server_seed, `${seed}:${n}:${round}`) a whole unit amount between min and max.
 */
export const RainRevealSchema = Type.Object({
  event: Type.String(),
  server_seed: Type.String(),
  server_seed_hash: Type.String(),
  /** `${event}:${uid}`: the HMAC message's prefix. */
  seed: Type.String(),
  min: Amount,
  max: Amount,
  currency: Type.String(),
  packets: Type.Array(RainPacketSchema),
});
export type RainReveal = Static<typeof RainRevealSchema>;

export const RainInfoSchema = Type.Object({
  event: Type.String(),
  /** SHA-256 of the event's server seed, shown before the rain (the seed is revealed once it has ended). */
  server_seed_hash: Type.String(),
  /** The player's last ended rain with packets, its seed revealed (null: none). */
  last: Type.Union([RainRevealSchema, Type.Null()]),
  start: Type.Integer({ description: 'Unix ms' }),
  end: Type.Integer({ description: 'Unix ms' }),
  /** Running now with budget left. */
  active: Type.Boolean(),
  currency: Type.String(),
  budget: Amount,
  budget_left: Amount,
  per_player: Type.Integer({ minimum: 0 }),
  /** Packets this player opened in this event, and what they paid. */
  opened: Type.Integer({ minimum: 0 }),
  won: Amount,
  /** One packet's bounds. */
  min: Amount,
  max: Amount,
  /** The start of the rain after this one (Unix ms), null when none is scheduled. */
  next_start: Type.Union([Type.Integer(), Type.Null()]),
});
export type RainInfo = Static<typeof RainInfoSchema>;

export const RainGrabQuerySchema = Type.Object({
  /** Idempotency key of the tap: the same key returns the first packet. */
  key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
});
export type RainGrabQuery = Static<typeof RainGrabQuerySchema>;

export const RainGrabSchema = Type.Object({
  event: Type.String(),
  amount: Amount,
  currency: Type.String(),
  opened: Type.Integer({ minimum: 0 }),
});
export type RainGrab = Static<typeof RainGrabSchema>;

// ---- Raffle ---------------------------------------------------------------------------------------------

export const RaffleWinnerSchema = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  /** Masked (core/loyalty/rules.ts maskName). */
  name: Type.String(),
  ticket: Type.Integer({ minimum: 0 }),
  amount: Amount,
  currency: Type.String(),
  is_me: Type.Boolean(),
});
export type RaffleWinner = Static<typeof RaffleWinnerSchema>;

/** One raffle: its period, draw time, prizes, fairness commitment and (once drawn) winners and seed. */
export const RaffleSchema = Type.Object({
  id: Type.String(),
  start: Type.Integer({ description: 'Unix ms' }),
  end: Type.Integer({ description: 'Unix ms' }),
  draw_at: Type.Integer({ description: 'Unix ms' }),
  currency: Type.String(),
  /** Minor units of deposits, and of settled turnover, per ticket. */
  deposit_unit: Amount,
  turnover_unit: Amount,
  prizes: Type.Array(Amount),
  /** SHA-256 of the server seed, published when the raffle opens. */
  server_seed_hash: Type.String(),
  /** The server seed, revealed after the draw (empty before). */
  server_seed: Type.String(),
  drawn: Type.Boolean(),
  /** All tickets in the draw (null before it). */
  tickets: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The viewer's tickets (null when logged out). */
  my_tickets: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  winners: Type.Array(RaffleWinnerSchema),
});
export type Raffle = Static<typeof RaffleSchema>;

/** The running raffle (null when none) and the last drawn ones, newest first. */
export const RaffleInfoSchema = Type.Object({
  current: Type.Union([RaffleSchema, Type.Null()]),
  past: Type.Array(RaffleSchema),
});
export type RaffleInfo = Static<typeof RaffleInfoSchema>;
