/**
 * Invite programme (issue #19). Re-exported from schema.ts.
 *
 * - `invite_codes`: one code per player, unique per brand, made the first time the player asks for it.
 * - `invite_bindings`: who invited whom; the invitee is the key, so a player is bound once (first touch
 *   wins, never rebinds). The device and network seen at binding are kept for the anti-abuse rules, and
 *   `suspect` (a core/invite/rules.ts SuspectReason) holds every reward through this invitee.
 * - `invite_rewards`: one row per (invitee, milestone, level): the unique key is what makes a milestone pay
 *   once, however often or concurrently it is evaluated. Paid with the ledger key `invite:reward:<id>`.
 * - `invite_shares`: shares per player and channel (invite_share).
 *
 * Like messages, no foreign key to `users` (rewards are written beside ledger postings; players are never
 * hard-deleted).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const inviteCodes = pgTable(
  'invite_codes',
  {
    uid: bigint('uid', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_codes_brand_code').on(t.brandId, t.code)],
);

export const inviteBindings = pgTable(
  'invite_bindings',
  {
    inviteeUid: bigint('invitee_uid', { mode: 'number' }).primaryKey(),
    inviterUid: bigint('inviter_uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    deviceId: text('device_id').notNull().default(''),
    network: text('network').notNull().default(''),
    /** null: clean; otherwise why its rewards are held. */
    suspect: text('suspect'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invite_bindings_inviter').on(t.inviterUid, t.createdAt),
    index('invite_bindings_network').on(t.inviterUid, t.network),
  ],
);

export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who is paid: the inviter (level 1) or the inviter's inviter (level 2, fission). */
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** The player whose milestone this is. */
    sourceUid: bigint('source_uid', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    milestone: text('milestone').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** earned | held | received | void (core/invite/rules.ts RewardStatus). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    receivedAt: ts('received_at'),
  },
  (t) => [
    uniqueIndex('invite_rewards_once').on(t.sourceUid, t.milestone, t.level),
    index('invite_rewards_uid').on(t.uid, t.level, t.status),
    index('invite_rewards_earned')
      .on(t.uid, t.level)
      .where(sql`${t.status} = 'earned'`),
  ],
);

export const inviteShares = pgTable(
  'invite_shares',
  {
    uid: bigint('uid', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.uid, t.channel] })],
);

/** Players with agent status (issue #19); the downline is the invite tree below them, three levels deep. */
export const agents = pgTable('agents', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * One row per agent and UTC day, written by the daily commission job together with its ledger payment
 * (`agent:commission:<uid>:<day>`) in one transaction: the key makes a re-run (after a crash, or on another
 * node) pay nothing twice. `details`: per downline player {uid, depth, stake, payout}.
 */
export const agentDaily = pgTable(
  'agent_daily',
  {
    agentUid: bigint('agent_uid', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    players: integer('players').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    base: bigint('base', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    details: jsonb('details').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentUid, t.day] })],
);
