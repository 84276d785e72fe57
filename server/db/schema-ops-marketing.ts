/**
 * Operator console marketing (issue #24, branch wt72): push broadcasts. Re-exported from schema.ts.
 *
 * `ops_broadcasts`: one row per broadcast an operator writes. Sending writes one player message per audience
 * player (`messages`, dedupe key `ops_push:<id>`, so a retried send writes none twice) and queues its pushes;
 * `state` draft -> sending -> sent, and a sent broadcast is never sent again.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * `ops_banners`: the home banners a brand's marketing configures (issue #24). Once a brand has any row, the
 * player's banner call (routes/config.ts) answers its enabled rows within their dates, by `position`; a
 * brand with none keeps its seeded banners (brand_content `banners`). `image_url` may hold `{lang}`, filled
 * with the player's language (the seeded art has its headline drawn per language).
 */
export const opsBanners = pgTable(
  'ops_banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    /** The app route a tap opens. */
    route: text('route').notNull(),
    /** The banner's alt text / title (one language; the art carries the words). */
    title: text('title').notNull().default(''),
    /** SPEC banner_type: normal | deposit | pwa (deposit banners are hidden where the market forbids the bonus). */
    bannerType: text('banner_type').notNull().default('normal'),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('ops_banners_brand').on(t.brandId, t.position)],
);
