/**
 * Agent transfers (issue #19). Re-exported from schema.ts.
 *
 * `agent_transfers`: one row per transfer out of an agent's commission balance (ledger account kind `agent`),
 * to the agent's own cash balance (`to_uid` = the agent) or to a downline player's. The client's request id
 * is unique per agent: the same request again (a retry, a double tap, two tabs) finds its row and moves
 * nothing; the row and its ledger transaction (`agent:transfer:<agent>:<request id>`) commit together.
 */
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
