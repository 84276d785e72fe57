/**
 * Operator console marketing (issue #24, branch wt72): push broadcasts. Re-exported from schema.ts.
 *
 * `ops_broadcasts`: one row per broadcast an operator writes. Sending writes one player message per audience
 * player (`messages`, dedupe key `ops_push:<id>`, so a retried send writes none twice) and queues its pushes;
 * `state` draft -> sending -> sent, and a sent broadcast is never sent again.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const opsBroadcasts = pgTable(
  'ops_broadcasts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** {lang: {title, body}} plain text; a player's language, else the brand's default. */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull(),
    /** The app route a tap opens (`/promotions`, `/sports?...`). */
    route: text('route').notNull(),
    /** core/ops/push-audience.ts: all | vip | registered | deposited. */
    audience: text('audience').notNull(),
    /** VIP level n+, or the last n days; 0 for `all`. */
    audienceN: integer('audience_n').notNull().default(0),
    /** draft | sending | sent. */
    state: text('state').notNull().default('draft'),
    /** Messages written (players reached) and pushes queued by the send. */
    recipients: integer('recipients').notNull().default(0),
    pushes: integer('pushes').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('ops_broadcasts_brand').on(t.brandId, t.id)],
);
