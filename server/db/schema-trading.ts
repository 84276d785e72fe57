/**
 * Trading (issue #24, server/ops/trading.ts): markets an operator suspended. The feed suspends and reopens
 * markets on its own (events, danger ahead); a row here makes an operator's suspension stick: the feed's
 * writes (feed/store.ts) leave a held market as it is, except to close it when its match or period ends.
 * Reopening deletes the row. Re-exported from schema.ts.
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const opsMarketHolds = pgTable('ops_market_holds', {
  marketId: integer('market_id').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
