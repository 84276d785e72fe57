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
