/**
 * The built-in sandbox provider's own books (issue #24 reconciliation): what the sandbox accepted and
 * settled, kept apart from our pay_orders as a real provider's records are, so its statement reports what it
 * actually processed (a lost callback leaves a line here `paid` while our order stays pending).
 * Re-exported from schema.ts.
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxProviderLines = pgTable(
  'sandbox_provider_lines',
  {
    providerRef: text('provider_ref').primaryKey(),
    /** Our order number, as the provider knows it. */
    orderNo: text('order_no').notNull(),
    /** 'payin' | 'payout'. */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'pending' (accepted) | 'paid' | 'failed' | 'expired'. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the status last changed: the statement's time of a settled line. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sandbox_provider_lines_updated').on(t.updatedAt)],
);
