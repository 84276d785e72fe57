/**
 * Channels and tracking (issue #20, SPEC §7 "Push, referrer, tracking, other"). Re-exported from schema.ts.
 *
 * - `tracking_reports`: referrer checks, ad environments, pixel events, referrer links, shares and the
 *   installed web app, one row each. `(brand_id, kind, report_id)` is unique: SPEC §5 "a referrer or pixel is
 *   reported only once per identical report id" holds in the database, not only in one node's memory.
 * - `tracking_postbacks`: events waiting to be fired by a device's ad pixel (referrer/postback/get_page reads
 *   them after its cursor, the id).
 * - `tracking_events`: the client's tracking batches (h5log, h5quality, basic, session, heartbeat,
 *   performance), append-only rows for operators' reports.
 * Who: `uid` when a session was present, else null; `smid` is the device id the client sent.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const trackingReports = pgTable(
  'tracking_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** referrer_check | referrer_env | event | referrer_link | share | pwa */
    kind: text('kind').notNull(),
    /** The client's report id; null for kinds that are not deduplicated (shares). */
    reportId: text('report_id'),
    uid: text('uid'),
    smid: text('smid'),
    ip: text('ip').notNull(),
    tool: text('tool'),
    pixelId: text('pixel_id'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_reports_once_idx').on(t.brandId, t.kind, t.reportId),
    index('tracking_reports_device_idx').on(t.brandId, t.smid, t.kind),
    index('tracking_reports_uid_idx').on(t.brandId, t.uid, t.kind),
  ],
);

export const trackingPostbacks = pgTable(
  'tracking_postbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    smid: text('smid').notNull(),
    tool: text('tool').notNull(),
    pixelId: text('pixel_id').notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    eventTime: bigint('event_time', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_postbacks_device_idx').on(t.brandId, t.smid, t.tool, t.id)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    uid: text('uid'),
    smid: text('smid'),
    ip: text('ip').notNull(),
    /** h5log | h5quality | basic | session | heartbeat | performance */
    type: text('type').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    eventTime: bigint('event_time', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_created_idx').on(t.createdAt),
    index('tracking_events_type_idx').on(t.type, t.name),
  ],
);

/**
 * Brazil bridge users (SPEC §2 Home header, §6, §7 user/brg/profile/get): players who reach the web app from
 * a partner's client app. The operator (or the partner integration) adds the row; the page then shows the
 * balance total and a button back to the partner's client instead of the usual options.
 */
export const bridgeProfiles = pgTable(
  'bridge_profiles',
  {
    brandId: text('brand_id').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** The partner's name, shown nowhere but in reports. */
    partner: text('partner').notNull(),
    /** Where the back-to-client button goes (https, or the partner app's own scheme). */
    backUrl: text('back_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bridge_profiles_player_idx').on(t.brandId, t.uid)],
);
