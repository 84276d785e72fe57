/**
 * The database schema (Drizzle). One migration set runs on PGlite and on PostgreSQL 15+, so only SQL that
 * PostgreSQL 15 has is used here. Money columns are integer minor units (bigint), odds are integer
 * thousandths (`odds_milli`), so no float ever touches an amount or a price.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Small facts the seeders keep between runs (e.g. the time the demo sports schedule is anchored to). */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---- Brands and their content -------------------------------------------------------------------------

/** One row per brand (core/brand/brands.ts is the built-in default an operator edits here). */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  appKey: text('app_key').notNull().unique(),
  name: text('name').notNull(),
  market: text('market').notNull(),
  /** ISO 3166 alpha-2; empty for the crypto brand, which has no country of its own. */
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  defaultLang: text('default_lang').notNull(),
  supportEmail: text('support_email').notNull(),
  minCharge: bigint('min_charge', { mode: 'number' }).notNull(),
  maxDepositTotal: bigint('max_deposit_total', { mode: 'number' }).notNull(),
  maxDepositDaily: bigint('max_deposit_daily', { mode: 'number' }).notNull(),
  maxBonusDisplay: text('max_bonus_display').notNull(),
  officialDomain: text('official_domain').notNull(),
  appGroup: text('app_group').notNull(),
  cvPrefix: text('cv_prefix').notNull(),
  channelPrefix: text('channel_prefix').notNull(),
  extraSportTab: text('extra_sport_tab'),
  regionLocked: boolean('region_locked').notNull(),
  /** IANA time zone of the brand's day (campaign periods cut at its local midnight; core/brand/time-zones.ts). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** domains, seo, templates, flags: read whole, edited rarely. */
  config: jsonb('config').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Per-brand documents answered by the config calls: banners, icons, popups, top_tabs, logo, az_tabs,
 * az_keywords, pwa_manifest, pwa_index. Each `body` has the contract's shape for that call, so a call is one
 * primary-key read. Documents with words have one row per interface language (`lang` a core/i18n locale);
 * the language-neutral ones (logo, pwa_manifest) have a single row with `lang` ''.
 */
export const brandContent = pgTable(
  'brand_content',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lang: text('lang').notNull().default(''),
    body: jsonb('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind, t.lang] })],
);

/** Dynamic configs (SPEC §3): api_host, maidian_host, A/B switches, pwa install url. */
export const dynConfigs = pgTable(
  'dyn_configs',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    result: text('result').notNull(),
    switchOn: boolean('switch').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key] })],
);

/** SPEC §4 global status: 0 normal, 1 error page, 2 news page. */
export const globalStatus = pgTable('global_status', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  globalStats: smallint('global_stats').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Countries allowed for a region-locked brand. */
export const areaRules = pgTable(
  'area_rules',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.countryCode] })],
);

// ---- Sports catalogue (written by the seed now, by the live feed simulator later) ---------------------

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  /** The home tab key of the sport (Soccer, BasketBall, ...). */
  tabKey: text('tab_key').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
  hasDraw: boolean('has_draw').notNull(),
  mainMarketType: integer('main_market_type').notNull(),
});

export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    country: text('country').notNull(),
    sort: integer('sort').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
  },
  (t) => [index('leagues_sport_idx').on(t.sportId, t.sort)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
  },
  (t) => [index('teams_sport_idx').on(t.sportId)],
);

/** SPEC §3 Match status `ms`. */
export const MatchStatus = { NotStarted: 4, Live: 5, Ended: 6, Cancelled: 7 } as const;

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    /**
     * Live clock as last written by the feed: `clock_seconds` at `clock_at`. While running, readers add the
     * time elapsed since `clock_at` (times `clock_direction`), so the feed need not write every second.
     */
    clockRunning: boolean('clock_running').notNull().default(false),
    clockDirection: smallint('clock_direction').notNull().default(1),
    clockSeconds: integer('clock_seconds').notNull().default(0),
    clockPeriod: smallint('clock_period').notNull().default(0),
    clockAt: timestamp('clock_at', { withTimezone: true }),
    /**
     * Score of each period so far, "1-0,0-2" (core/sport/market-kinds formatPeriods): halves, quarters, or
     * games per set in tennis. Null on rows the feed wrote before it kept them: their period markets are void.
     */
    periodScores: text('period_scores'),
    /** Bumped on every change, so the incremental poll (incr_cursor) can ask "what changed since". */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matches_status_begin_idx').on(t.status, t.beginAt, t.id),
    index('matches_sport_status_begin_idx').on(t.sportId, t.status, t.beginAt, t.id),
    index('matches_league_idx').on(t.leagueId),
    index('matches_updated_idx').on(t.updatedAt),
  ],
);

/** SPEC §3 Market status `ss`: 1 open; anything else (2 suspended, 3 closed) takes no bets. */
export const MarketStatus = { Open: 1, Suspended: 2, Closed: 3 } as const;

export const markets = pgTable(
  'markets',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketType: integer('market_type').notNull(),
    /** Total or handicap line, as shown ("2.5"); null for markets without one. */
    line: text('line'),
    status: smallint('status').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('markets_match_idx').on(t.matchId, t.sort)],
);

export const options = pgTable(
  'options',
  {
    /** Options of the deeper markets number marketId*100 + n: past 32 bits (only the server sees them). */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    /** Outcome type `ty`: 1 home, 2 away, 3 draw, 4 over, 5 under. */
    outcomeType: smallint('outcome_type').notNull(),
    name: text('name').notNull(),
    /** Decimal odds x 1000 (1.85 -> 1850). */
    oddsMilli: integer('odds_milli').notNull(),
    /** A locked option is shown with negative odds and cannot be bet on (SPEC §3, §5). */
    locked: boolean('locked').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('options_market_idx').on(t.marketId, t.sort)],
);

// ---- Reports from clients -------------------------------------------------------------------------------

export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    uid: text('uid'),
    ip: text('ip').notNull(),
    host: text('host').notNull(),
    method: text('method').notNull(),
    uri: text('uri').notNull(),
    query: text('query'),
    body: text('body'),
    httpStatus: integer('http_status').notNull(),
    dmError: integer('dm_error').notNull(),
    errorMsg: text('error_msg').notNull(),
    eventTime: bigint('event_time', { mode: 'number' }).notNull(),
    cost: integer('cost').notNull(),
    traceId: text('trace_id'),
    createdAt: createdAt(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

export const crashReports = pgTable(
  'crash_reports',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    uid: text('uid'),
    ip: text('ip').notNull(),
    url: text('url').notNull(),
    errorType: text('error_type').notNull(),
    isWhiteScreen: boolean('is_white_screen').notNull(),
    errorDetail: text('error_detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crash_reports_created_idx').on(t.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    uid: text('uid'),
    ip: text('ip').notNull(),
    country: text('country').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    pageUrl: text('page_url'),
    /** /feedback's topic (bug, payments, betting, casino, idea, other); null from the issue-report page. */
    category: text('category'),
    status: text('status')
      .notNull()
      .default(sql`'new'`),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** Accounts and sessions live in their own file (one owner per file). */
export * from './schema-accounts';
export * from './schema-ledger';
export * from './schema-games';
export * from './schema-bets';
export * from './schema-builder';
export * from './schema-payments';
export * from './schema-inhouse';
export * from './schema-messages';
export * from './schema-promotions';
export * from './schema-free-rounds';
export * from './schema-loyalty';
export * from './schema-invite';
export * from './schema-rg';
export * from './schema-agent';
export * from './schema-identity';
export * from './schema-install';
export * from './schema-tracking';
export * from './schema-spec-calls';
export * from './schema-boosters';
export * from './schema-ops';
export * from './schema-support';
export * from './schema-trading';
export * from './schema-ops-config';
export * from './schema-ops-marketing';
export * from './schema-sandbox';
