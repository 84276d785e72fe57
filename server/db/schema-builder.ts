/**
 * Bet builder (issue #23): the joint price a builder order was taken at. An order of kind `bet_builder` is
 * an ordinary bet_orders row with one bet_legs row per pick (each leg keeps its own market price for the
 * record); its payout is stake x this price when every leg wins (core/bets/builder.ts), not the product of
 * the legs. Written in the placement's transaction, so an order of that kind always has its row.
 */
import { bigint, doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core';
import { betOrders } from './schema-bets';

export const betBuilderPrices = pgTable('bet_builder_prices', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => betOrders.id, { onDelete: 'cascade' }),
  /** Combined odds after the margin, thousandths. */
  oddsMilli: integer('odds_milli').notNull(),
  /** Fair joint probability at placement (audit: what the model said). */
  probability: doublePrecision('probability').notNull(),
});
