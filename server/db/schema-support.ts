/**
 * The live support chat (issue #24, SPEC "chat room wss url", server/support): one conversation per player
 * and brand at a time (open → assigned → closed; a new message after closing opens a new one), its messages,
 * and the brand's canned answers the operators pick from. Re-exported from schema.ts.
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './schema';
import { users } from './schema-accounts';
import { operators } from './schema-ops';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `open` (waiting in the queue), `assigned` (an operator took it), `closed`. */
    status: text('status').notNull().default('open'),
    assignedTo: bigint('assigned_to', { mode: 'number' }).references(() => operators.id),
    createdAt: ts('created_at').notNull(),
    /** The last message's time: the queue's order. */
    updatedAt: ts('updated_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('support_conversations_player').on(t.uid, t.brandId, t.status),
    index('support_conversations_queue').on(t.brandId, t.status, t.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** `player`, `operator` or `system` (taken, closed). */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('support_messages_conversation').on(t.conversationId, t.id)],
);

/**
 * The brand's canned answers: seeded in the brand's language, edited by support operators in the console
 * (server/support/canned.ts). `lang` is a core/i18n/locales.ts code: operators answer in the player's.
 */
export const supportCanned = pgTable(
  'support_canned',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The answer's language; rows from before the column take the brand's default (seed). */
    lang: text('lang').notNull().default('en'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('support_canned_brand').on(t.brandId)],
);
