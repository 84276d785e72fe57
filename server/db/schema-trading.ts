/**
 * Trading (issue #24, server/ops/trading.ts): markets an operator suspended. The feed suspends and reopens
 * markets on its own (events, danger ahead); a row here makes an operator's suspension stick: the feed's
 * writes (feed/store.ts) leave a held market as it is, except to close it when its match or period ends.
 * Reopening deletes the row. Re-exported from schema.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const opsMarketHolds = pgTable('ops_market_holds', {
  marketId: integer('market_id').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A league's margin set by a trader (core/ops/league-margin.ts); a league without a row is priced at the
 * feed's default. The feed reads this table at every tick, so the next repricing round uses it.
 */
export const opsLeagueMargins = pgTable(
  'ops_league_margins',
  {
    leagueId: integer('league_id').primaryKey(),
    marginBp: integer('margin_bp').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('ops_league_margins_bounds', sql`${t.marginBp} between 200 and 1500`)],
);
