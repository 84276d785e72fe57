/**
 * Install channel (issue #20). Re-exported from schema.ts.
 *
 * - `ui_switches`: a player's UI version switch (SPEC §4 "UI version switch"): one row per player who
 *   switched; no row means the brand's rule applies (core/install/ui-switch.ts). No foreign key to `users`
 *   (the lock-order reason of schema-messages.ts).
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const uiSwitches = pgTable('ui_switches', {
  uid: integer('uid').primaryKey(),
  brandId: text('brand_id').notNull(),
  newUi: boolean('new_ui').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
