/**
 * Agent transfers (issue #19). Re-exported from schema.ts.
 *
 * `agent_transfers`: one row per transfer out of an agent's commission balance (ledger account kind `agent`),
 * to the agent's own cash balance (`to_uid` = the agent) or to a downline player's. The client's request id
 * is unique per agent: the same request again (a retry, a double tap, two tabs) finds its row and moves
 * nothing; the row and its ledger transaction (`agent:transfer:<agent>:<request id>`) commit together.
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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentUid: bigint('agent_uid', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    /** self | player */
    target: text('target').notNull(),
    toUid: bigint('to_uid', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_transfers_request').on(t.agentUid, t.requestId),
    index('agent_transfers_agent_day').on(t.agentUid, t.createdAt),
  ],
);

/**
 * pdd campaigns (issue #19, /thin/pdd): a cash target a player unlocks by inviting friends within a window.
 * `seq` numbers a player's campaigns, so two requests starting one at once start one. Withdrawn once, with
 * the ledger key `pdd:withdraw:<id>`, in the same transaction as `status` becomes withdrawn.
 */
export const pddCampaigns = pgTable(
  'pdd_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    brandId: text('brand_id').notNull(),
    currency: text('currency').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    startedAt: ts('started_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** running | withdrawn */
    status: text('status').notNull(),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [uniqueIndex('pdd_campaigns_uid_seq').on(t.uid, t.seq), index('pdd_campaigns_brand').on(t.brandId)],
);

/** One row per friend and kind of step (registered, first_deposit) of a campaign: each moves it once. */
export const pddSteps = pgTable(
  'pdd_steps',
  {
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    sourceUid: bigint('source_uid', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.sourceUid, t.kind] })],
);
