/**
 * Loyalty (issue #17). Re-exported from schema.ts.
 *
 * - `loyalty_claims`: one row per reward a player received (VIP bonus of a level, a week's or a month's
 *   free money, a task of a day, a period's cashback). (uid, kind, period) is unique: a second receive, also
 *   a concurrent one, finds the row and pays nothing. The money is the ledger transaction
 *   `loyalty:<kind>:<uid>:<period>` (promotions -> player cash), written in the same database transaction.
 * - `loyalty_cashback`: what the period job computed per player and closed period (net loss, rate, amount);
 *   unique per (uid, kind, period), so a job run again (or killed half way and restarted) adds no second row.
 * - `loyalty_jobs`: the periods a job has finished, per brand (a finished period is not recomputed).
 * - `loyalty_red_points`: when the player last opened the task center (the red point waits for a newer
 *   reward).
 * No foreign key to `users` (the same lock-order reason as schema-messages.ts).
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const loyaltyClaims = pgTable(
  'loyalty_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    /** vip_bonus | week_free | month_free | task_reward | cash_back */
    kind: text('kind').notNull(),
    /** `L3`, `2026-11-23`, `2026-11`, `2026-11-25:daily_bet`, `week:2026-11-16`. */
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_claims_once').on(t.uid, t.kind, t.period),
    index('loyalty_claims_uid').on(t.uid, t.createdAt),
  ],
);

export const loyaltyCashback = pgTable(
  'loyalty_cashback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    /** week | day */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_cashback_once').on(t.uid, t.kind, t.period)],
);

export const loyaltyJobs = pgTable(
  'loyalty_jobs',
  {
    job: text('job').notNull(),
    brandId: text('brand_id').notNull(),
    period: text('period').notNull(),
    finishedAt: ts('finished_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.brandId, t.period] })],
);

export const loyaltyRedPoints = pgTable('loyalty_red_points', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  clickedAt: ts('clicked_at').notNull(),
});

/**
 * The VIP wheel's seed commitment per player: the server seed whose SHA-256 the page shows before the next
 * spin, the client seed (the player may change it) and the nonce (spins so far). A spin reveals the seed it
 * used and commits a new one in the same transaction; the UPDATE of this row also serialises one player's
 * spins.
 */
export const loyaltySpinSeeds = pgTable('loyalty_spin_seeds', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
});

/**
 * One row per VIP spin: the seeds it used (revealed), the segment and the prize. `(uid, nonce)` is unique
 * (a spin credit is used once) and `(uid, client_key)` too (a retried request returns the first outcome).
 * The prize is the ledger transaction `loyalty:vip_spin:<uid>:<nonce>` (promotions -> player cash).
 */
export const loyaltySpins = pgTable(
  'loyalty_spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    clientKey: text('client_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    segment: integer('segment').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_spins_nonce').on(t.uid, t.nonce),
    uniqueIndex('loyalty_spins_key').on(t.uid, t.clientKey),
    index('loyalty_spins_brand').on(t.brandId, t.createdAt),
  ],
);

/**
 * Ranking prizes paid at a period's end: one row per (brand, kind, period, rank); the unique index and the
 * ledger key `loyalty:rank:<brand>:<kind>:<period>:<rank>` make a job run again pay nothing twice.
 */
export const loyaltyRankPrizes = pgTable(
  'loyalty_rank_prizes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    /** day | week */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_rank_prizes_once').on(t.brandId, t.kind, t.period, t.rank),
    index('loyalty_rank_prizes_uid').on(t.uid, t.createdAt),
  ],
);

/**
 * Red-packet rain: what each event of a brand has paid so far (the budget cap is one conditional UPDATE of
 * this row, which also makes the event's packets one after the other), and each packet a player opened
 * (unique per (uid, event, client key): a retried tap returns the first packet). The prize is the ledger
 * transaction `loyalty:red_packet:<uid>:<event>:<packet id>`.
 */
export const loyaltyRainBudgets = pgTable(
  'loyalty_rain_budgets',
  {
    brandId: text('brand_id').notNull(),
    event: text('event').notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.event] })],
);

export const loyaltyRedPackets = pgTable(
  'loyalty_red_packets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    event: text('event').notNull(),
    clientKey: text('client_key').notNull(),
    /** The player's n-th packet of the event (1-based): the fair draw's nonce. */
    n: integer('n').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_red_packets_key').on(t.uid, t.event, t.clientKey)],
);

/**
 * Red-packet rain events per brand: the daily schedule of core/loyalty/config.ts (written ahead by
 * server/loyalty/red-packet.ts ensureRainSchedule) and extra events (the demo's live rain, seeded). Each
 * carries its own budget, packet bounds and per-player cap; `loyalty_rain_budgets` holds what it paid.
 */
export const loyaltyRainEvents = pgTable(
  'loyalty_rain_events',
  {
    brandId: text('brand_id').notNull(),
    /** `2026-11-25T12` (schedule) or `live-2026-11-25T05:48` (seeded). */
    id: text('id').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
    min: bigint('min', { mode: 'number' }).notNull(),
    max: bigint('max', { mode: 'number' }).notNull(),
    perPlayer: integer('per_player').notNull(),
    /** The packets' fair seed (core/loyalty/red-packet.ts): its hash shown before the rain, itself after. */
    serverSeed: text('server_seed').notNull().default(''),
    serverSeedHash: text('server_seed_hash').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    index('loyalty_rain_events_end').on(t.brandId, t.endsAt),
  ],
);

/**
 * Raffles per brand: tickets are earned by deposits and settled turnover in [starts_at, ends_at); at
 * draw_at the job (server/loyalty/raffle.ts) draws the winners from the server seed whose SHA-256 was
 * published when the raffle was created; the seed is shown once `drawn_at` is set.
 */
export const loyaltyRaffles = pgTable(
  'loyalty_raffles',
  {
    brandId: text('brand_id').notNull(),
    /** `week:2026-11-23` */
    id: text('id').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of deposits, and of settled turnover, per ticket. */
    depositUnit: bigint('deposit_unit', { mode: 'number' }).notNull(),
    turnoverUnit: bigint('turnover_unit', { mode: 'number' }).notNull(),
    /** Prize by place (index 0: first), minor units, as JSON text. */
    prizes: text('prizes').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    tickets: integer('tickets'),
    drawnAt: ts('drawn_at'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.id] })],
);

/**
 * A raffle's winners: one row per (brand, raffle, place); with the ledger key
 * `loyalty:raffle:<brand>:<raffle>:<place>` a draw run again pays nothing twice.
 */
export const loyaltyRaffleWinners = pgTable(
  'loyalty_raffle_winners',
  {
    brandId: text('brand_id').notNull(),
    raffle: text('raffle').notNull(),
    place: integer('place').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** The winning ticket number (0-based over all tickets, players in uid order). */
    ticket: integer('ticket').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.raffle, t.place] })],
);
