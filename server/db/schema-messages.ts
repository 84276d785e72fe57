/**
 * Messages, push and help content (issue #18). Re-exported from schema.ts.
 *
 * - `messages`: one row per player message (uid set) or per operator broadcast to a brand (uid null). The
 *   words are written in all eight languages at write time (`body`: {lang: {title, html, buttons}}), so a
 *   read is one row whatever the language, and a push can be worded in its device's language.
 * - `message_states`: per player and message, when it was read and when its top-bar entry was closed; a
 *   broadcast has no row of its own per player until they touch it.
 * - `push_subscriptions`: one per brand, device and push type (FCM token or Web Push subscription), tied to
 *   the player who registered it; `push_queue`: the sends, retried with back-off, so a restart loses none;
 *   `push_prefs`: which events push to a player.
 * - `articles`: FAQ, videos, news, announcements and content pages per brand and language; `id` (slug) is
 *   the same in every language.
 * - `feedback_images`: the optional screenshot of a /feedback report.
 *
 * No column here references `users`: messages are written inside settlement and payment transactions that
 * already hold ledger row locks, and a foreign key would take a KEY SHARE lock on the player's `users` row,
 * which the payment code locks FOR UPDATE first (server/ledger/README.md lock order): a deadlock waiting to
 * happen. Players are never hard-deleted (del_apply only marks them), so nothing is left dangling.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, feedback } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The player; null: a broadcast to every player of the brand. */
    uid: bigint('uid', { mode: 'number' }),
    /** core/messages/kinds.ts MessageKind. */
    kind: text('kind').notNull(),
    messageType: smallint('message_type').notNull(),
    /** Makes a write idempotent: one message per (player or brand, key), e.g. `bet_settled:<order>`. */
    dedupeKey: text('dedupe_key').notNull(),
    /** What the words were built from (order id, amount, level...). */
    params: jsonb('params').notNull().default({}),
    /** {lang: {title, html, buttons: [{text, url}]}}; html already sanitised. */
    body: jsonb('body').notNull(),
    /** The route a tap opens. */
    url: text('url').notNull(),
    topBar: boolean('top_bar').notNull().default(false),
    turnTime: integer('turn_time').notNull().default(8),
    allowClose: boolean('allow_close').notNull().default(true),
    isH5: boolean('is_h5').notNull().default(false),
    /** Country the message is for ('' = every country of the brand). */
    lcaCoun: text('lca_coun').notNull().default(''),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_uid_idx').on(t.uid, t.id),
    index('messages_brand_broadcast_idx')
      .on(t.brandId, t.id)
      .where(sql`${t.uid} is null`),
    uniqueIndex('messages_uid_dedupe')
      .on(t.uid, t.dedupeKey)
      .where(sql`${t.uid} is not null`),
    uniqueIndex('messages_brand_dedupe')
      .on(t.brandId, t.dedupeKey)
      .where(sql`${t.uid} is null`),
  ],
);

export const messageStates = pgTable(
  'message_states',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    readAt: ts('read_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uid] }), index('message_states_uid_idx').on(t.uid)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The player logged in on the device when it registered; null after a heartbeat without a session. */
    uid: bigint('uid', { mode: 'number' }),
    deviceId: text('device_id').notNull(),
    /** 'fcm' | 'webpush'. */
    pushType: text('push_type').notNull(),
    /** FCM registration token, or the Web Push endpoint URL. */
    token: text('token').notNull(),
    /** Web Push only: the browser's P-256 public key and auth secret (base64url). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    platform: text('platform').notNull(),
    app: text('app').notNull(),
    appId: text('app_id').notNull(),
    version: text('version').notNull(),
    model: text('model').notNull(),
    rom: text('rom').notNull(),
    /** The language the pushes are worded in (the request's, at registration). */
    lang: text('lang').notNull(),
    permission: text('permission').notNull().default('granted'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_device').on(t.brandId, t.deviceId, t.pushType),
    index('push_subscriptions_uid_idx').on(t.uid),
  ],
);

export const pushQueue = pgTable(
  'push_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** 'pending' | 'sent' | 'failed' (gave up) | 'dead' (the token was gone: 404/410). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: ts('next_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('push_queue_sub_message').on(t.subscriptionId, t.messageId),
    index('push_queue_due_idx')
      .on(t.nextAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export const pushPrefs = pgTable('push_prefs', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  bets: boolean('bets').notNull().default(true),
  wallet: boolean('wallet').notNull().default(true),
  promotions: boolean('promotions').notNull().default(true),
  news: boolean('news').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** 'faq' | 'video' | 'news' | 'announcement' | 'page'. */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    /** FAQ category key ('account', 'deposits'...); '' for other kinds. */
    category: text('category').notNull().default(''),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    html: text('html').notNull().default(''),
    cover: text('cover').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    publishedAt: ts('published_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_brand_kind_slug_lang').on(t.brandId, t.kind, t.slug, t.lang),
    index('articles_list_idx').on(t.brandId, t.kind, t.lang, t.publishedAt),
  ],
);

export const feedbackImages = pgTable('feedback_images', {
  feedbackId: integer('feedback_id')
    .primaryKey()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});
