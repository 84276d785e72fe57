/**
 * Accounts and sessions: players, their third-party bindings, sessions (only the SHA-256 of the token is
 * stored), one-time e-mail codes (hashed), the outbox of messages to send, third-party bind requests and
 * used Telegram init data. Re-exported from schema.ts so drizzle-kit and the typed `db` see one schema.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player. uid = id; numbering starts high so a uid never looks like a small test value. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Lower-cased; null for a tourist or a third-party account without e-mail. */
    email: text('email'),
    emailVerifiedAt: ts('email_verified_at'),
    /** `scrypt$N$r$p$salt$hash`; null when the account has no password (tourist, code or third-party only). */
    passwordHash: text('password_hash'),
    nick: text('nick').notNull(),
    visitor: boolean('visitor').notNull().default(false),
    /** The device a tourist belongs to; cleared when the tourist binds an e-mail. */
    visitorSmid: text('visitor_smid'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    deletionRequestedAt: ts('deletion_requested_at'),
    deletionReason: text('deletion_reason'),
  },
  (t) => [
    uniqueIndex('users_brand_email')
      .on(t.brandId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_brand_visitor_smid')
      .on(t.brandId, t.visitorSmid)
      .where(sql`${t.visitorSmid} is not null`),
  ],
);

/** A third-party identity (Google `sub`, Telegram user id) bound to a player; one per provider per player. */
export const userBindings = pgTable(
  'user_bindings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    plat: text('plat').notNull(),
    unionId: text('union_id').notNull(),
    /** The provider's e-mail when it vouched for it (Google email_verified), for bind/check. */
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_bindings_identity').on(t.brandId, t.plat, t.unionId),
    uniqueIndex('user_bindings_uid_plat').on(t.uid, t.plat),
  ],
);

/**
 * A login session. The cookie carries a random token; only its SHA-256 is here, so a database leak gives no
 * usable session. `prev_token_hash` keeps the token replaced by the last rotation valid for a short grace
 * period (requests already in flight with the old cookie).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The `sid` shown to the client: identifies the session in reports, authenticates nothing. */
    publicId: text('public_id').notNull().unique(),
    tokenHash: text('token_hash').notNull().unique(),
    prevTokenHash: text('prev_token_hash'),
    rotatedAt: ts('rotated_at'),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The brand the session was opened on (the player's): a request for another brand does not see it. */
    brandId: text('brand_id').notNull(),
    smid: text('smid').notNull().default(''),
    cv: text('cv').notNull().default(''),
    hv: text('hv').notNull().default(''),
    av: text('av').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** created_at + SESSION_MAX_DAYS: no renewal extends past it. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('sessions_uid').on(t.uid),
    index('sessions_prev_token')
      .on(t.prevTokenHash)
      .where(sql`${t.prevTokenHash} is not null`),
  ],
);

/** A one-time e-mail code: 6 digits, stored as HMAC, 10 minutes, single use, 5 wrong tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_codes_lookup').on(t.brandId, t.email, t.purpose, t.createdAt)],
);

/** Messages to deliver (e-mail codes). SMTP sends them when configured; /dev/outbox shows them otherwise. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
);

/** bind/check → bind/email: a verified third-party identity waiting for the player's choice. */
export const bindRequests = pgTable('bind_requests', {
  /** SHA-256 of the request_id handed to the client. */
  idHash: text('id_hash').primaryKey(),
  brandId: text('brand_id').notNull(),
  plat: text('plat').notNull(),
  unionId: text('union_id').notNull(),
  email: text('email'),
  /** The e-mail account that may take the identity (can_bind), if any. */
  targetUid: bigint('target_uid', { mode: 'number' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Telegram init data already used to log in: refused again until its auth_date window is over. */
export const telegramInitUsed = pgTable(
  'telegram_init_used',
  {
    hash: text('hash').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('telegram_init_used_expires').on(t.expiresAt)],
);
