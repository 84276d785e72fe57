/**
 * The remaining SPEC §7 calls (issue #23): bank lists per market, withdrawal social shares, player game
 * ideas, game event reports, sportsbook profiles and SMS codes. Re-exported from schema.ts.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** finance/bankcode/get: the banks a market's players can withdraw to (seeded per country, operator-editable). */
export const bankCodes = pgTable(
  'bank_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166 country of the market. */
    country: text('country').notNull(),
    /** The bank's code in its country's clearing system (COMPE, CLABE prefix, IFSC prefix, ...). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('bank_codes_country_code').on(t.country, t.code)],
);

/** payout/social_click: a player shared a paid withdrawal on a network (once per order and network). */
export const payoutSocialClicks = pgTable(
  'payout_social_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    channel: text('channel').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('payout_social_clicks_once').on(t.uid, t.orderNo, t.channel)],
);

/** idea/add: a player's suggestion (a game wanted, a feature, a problem), read back with idea/info. */
export const gameIdeas = pgTable(
  'game_ideas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** game | feature | other */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    /** The game the idea is about, "platform/id" ('' for none). */
    gameRef: text('game_ref').notNull().default(''),
    /** received | reviewing | planned | done | declined (the operator moves it). */
    status: text('status').notNull().default('received'),
    reply: text('reply').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('game_ideas_uid').on(t.uid, t.id)],
);

/** game/base/event/report: the hall's game events (impression, open, launch), which rank getFeatureList. */
export const gameEvents = pgTable(
  'game_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    /** 0 for a visitor. */
    uid: bigint('uid', { mode: 'number' }).notNull(),
    platform: text('platform').notNull(),
    gameId: text('game_id').notNull(),
    event: text('event').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('game_events_brand_at').on(t.brandId, t.createdAt)],
);

/** fb/user/create: the player's sportsbook profile (the sportsbook's own settings beside the account). */
export const sportsbookProfiles = pgTable(
  'sportsbook_profiles',
  {
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    /** decimal | american | hongkong */
    oddsFormat: text('odds_format').notNull(),
    /** ask | higher | any (the slip's accept-odds setting). */
    acceptOdds: text('accept_odds').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid] })],
);

/** sms/code/send: one-time SMS codes (hashed), as email_codes for e-mail. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    /** E.164 without the plus: country code + national number. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sms_codes_lookup').on(t.brandId, t.phone, t.createdAt)],
);
