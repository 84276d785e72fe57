/**
 * Brand settings an operator edits in the console (issue #24 configuration), stored as overrides of the code
 * defaults: only what differs is a row (core/wallet/method-rules.ts merges them). Re-exported from schema.ts.
 */
import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const brandPaymentMethods = pgTable(
  'brand_payment_methods',
  {
    brandId: text('brand_id').notNull(),
    /** 'deposit' | 'withdraw'. */
    direction: text('direction').notNull(),
    /** SPEC §3 method code. */
    method: text('method').notNull(),
    /** null: the default (on); false: switched off. */
    enabled: boolean('enabled'),
    /** Per-order minimum and maximum in minor units; null: the default (the market's floor / none). */
    minAmount: bigint('min_amount', { mode: 'number' }),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.direction, t.method] })],
);

/**
 * The support contacts a brand's operator set (the player's /support page, SPEC supportInfo): the whole
 * answer while a row exists; none: the brand's document from the seed (help/store.ts supportInfo).
 */
export const brandSupportContacts = pgTable('brand_support_contacts', {
  brandId: text('brand_id').primaryKey(),
  email: text('email').notNull(),
  /** [{ kind: 'livechat' | 'whatsapp' | 'telegram', url }], in the order shown. */
  chats: jsonb('chats').notNull(),
  hoursFrom: text('hours_from').notNull(),
  hoursTo: text('hours_to').notNull(),
  timezone: text('timezone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
});

/**
 * A brand's withdrawal review threshold (issue #24): a withdrawal of MORE than `threshold` (minor units)
 * waits in the console's queue for an operator before the provider is asked; `threshold` null: none waits.
 * No row: the code default (core/wallet/payout-review.ts).
 */
export const brandPayoutReview = pgTable('brand_payout_review', {
  brandId: text('brand_id').primaryKey(),
  threshold: bigint('threshold', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
});
