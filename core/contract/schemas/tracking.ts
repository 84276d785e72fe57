import { Type, type Static } from '@sinclair/typebox';
import { BIGINT_SAFE_MAX, INT4_MAX } from './bounds';

/**
 * SPEC §7 "Push, referrer, tracking, other": referrers, ad pixels, install (pwa) awards, shares, postbacks and
 * the tracking batches (h5log, h5quality, basic, session, heartbeat, performance). Every size is bounded: a
 * report must not become a way to fill the database. `report_id` is the client's id of one report: the same
 * id twice is stored once (SPEC §5 "a referrer or pixel is reported only once per identical report id").
 */
const ReportId = () => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' });
/** A flat map of short values (event params, ad environment): at most 32 keys. */
const Params = () =>
  Type.Record(
    Type.String({ maxLength: 40 }),
    Type.Union([
      Type.String({ maxLength: 512 }),
      Type.Number({ minimum: -1e15, maximum: 1e15 }),
      Type.Boolean(),
      Type.Null(),
    ]),
    { maxProperties: 32 },
  );
/** The ad tools a postback can be fired through (the pixel the landing page carried). */
export const PIXEL_TOOLS = ['facebook', 'tiktok', 'kwai', 'google', 'bigo', 'custom'] as const;
const Tool = () => Type.Union(PIXEL_TOOLS.map((t) => Type.Literal(t)));

/** referrerCheck: the install referrer of the app or APK, and the device's time zone. */
export const ReferrerCheckSchema = Type.Object({
  install_referrer: Type.Optional(Type.String({ maxLength: 1024 })),
  apk_referrer: Type.Optional(Type.String({ maxLength: 1024 })),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  report_id: Type.Optional(ReportId()),
});
export type ReferrerCheck = Static<typeof ReferrerCheckSchema>;
export const ReferrerCheckResultSchema = Type.Object({
  /** Unix seconds of the device's first check (its activation). */
  activate_time: Type.Integer(),
  /** The campaign the referrer names, '' when none. */
  utm_campaign: Type.String(),
  /** True when the install came from no ad campaign (organic / official store). */
  official: Type.Boolean(),
});
export type ReferrerCheckResult = Static<typeof ReferrerCheckResultSchema>;

/** The ad environment of the landing: which pixel and click id brought the device. */
export const ReferrerEnvSchema = Type.Object({
  report_id: ReportId(),
  tool: Type.Optional(Tool()),
  pixel_id: Type.Optional(Type.String({ maxLength: 64 })),
  click_id: Type.Optional(Type.String({ maxLength: 512 })),
  landing_url: Type.Optional(Type.String({ maxLength: 1024, pattern: '^https?://' })),
  env: Type.Optional(Params()),
});
export type ReferrerEnv = Static<typeof ReferrerEnvSchema>;

/** An ad event (a pixel's register, purchase, ...) reported once per report id. */
export const EventReportSchema = Type.Object({
  report_id: ReportId(),
  event: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
  tool: Type.Optional(Tool()),
  pixel_id: Type.Optional(Type.String({ maxLength: 64 })),
  params: Type.Optional(Params()),
});
export type EventReport = Static<typeof EventReportSchema>;

/** The answer of every once-per-report-id call: false when this report id was already stored. */
export const ReportedSchema = Type.Object({ reported: Type.Boolean() });
export type Reported = Static<typeof ReportedSchema>;

/** The installed web app (PWA) of this device or player: whether it was reported. */
export const PwaAwardSchema = Type.Object({
  installed: Type.Boolean(),
  /** Unix seconds of the install report, 0 when none. */
  installed_at: Type.Integer(),
  /** The install reward this call granted (minor units of the player's currency; 0: none now). */
  reward: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type PwaAward = Static<typeof PwaAwardSchema>;
export const PwaAwardReportSchema = Type.Object({
  /** How it was installed: the browser's prompt, the iOS home-screen steps, or the app. */
  source: Type.Union([Type.Literal('prompt'), Type.Literal('ios'), Type.Literal('app')]),
});
export type PwaAwardReport = Static<typeof PwaAwardReportSchema>;

/** A share by the player (invite link, match, game) to a channel. */
export const SharePushSchema = Type.Object({
  channel: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' }),
  url: Type.String({ minLength: 8, maxLength: 1024, pattern: '^https?://' }),
  content_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SharePush = Static<typeof SharePushSchema>;

/** SPEC §7 referrer/postback/get_page: the events to fire through the device's pixel tool. */
export const PostbackQuerySchema = Type.Object({
  tool: Tool(),
  /** The last event id seen; '' or absent from the start. */
  cursor: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$' })),
});
export type PostbackQuery = Static<typeof PostbackQuerySchema>;
export const PostbackEventSchema = Type.Object({
  id: Type.String(),
  event: Type.String(),
  pixel_id: Type.String(),
  params: Type.Record(Type.String(), Type.Unknown()),
  event_time: Type.Integer(),
});
export const PostbackPageSchema = Type.Object({
  event_list: Type.Array(PostbackEventSchema),
  /** Seconds before the next poll (SPEC: default 10). */
  next_interval: Type.Integer(),
  cursor: Type.String(),
});
export type PostbackPage = Static<typeof PostbackPageSchema>;

/** referrer/link: the invite or ad link the device arrived by. */
export const ReferrerLinkSchema = Type.Object({
  report_id: ReportId(),
  link: Type.String({ minLength: 8, maxLength: 1024, pattern: '^https?://' }),
});
export type ReferrerLink = Static<typeof ReferrerLinkSchema>;

/** One tracking event of a batch (SPEC §7: h5log, h5quality, basic; plus session, heartbeat, performance). */
export const TRACK_TYPES = ['h5log', 'h5quality', 'basic', 'session', 'heartbeat', 'performance'] as const;
export const TrackEventSchema = Type.Object({
  type: Type.Union(TRACK_TYPES.map((t) => Type.Literal(t))),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  /** Unix ms on the device. */
  event_time: Type.Integer({ minimum: 0, maximum: BIGINT_SAFE_MAX }),
  params: Type.Optional(Params()),
});
export type TrackEvent = Static<typeof TrackEventSchema>;
/** SPEC §7 ad md upload: a batch, sent with sendBeacon when the page hides. */
export const TrackBatchSchema = Type.Object({
  events: Type.Array(TrackEventSchema, { minItems: 1, maxItems: 50 }),
});
export type TrackBatch = Static<typeof TrackBatchSchema>;
export const TrackBatchResultSchema = Type.Object({
  stored: Type.Integer({ minimum: 0, maximum: INT4_MAX }),
});
export type TrackBatchResult = Static<typeof TrackBatchResultSchema>;

/** The performance log (SPEC §7, path ours): the page's load timings. */
export const PerfLogSchema = Type.Object({
  url: Type.String({ maxLength: 1024 }),
  /** Timings in ms: ttfb, fcp, lcp, dom_ready, load... */
  metrics: Type.Record(Type.String({ maxLength: 32 }), Type.Number({ minimum: 0, maximum: 3_600_000 }), {
    maxProperties: 24,
  }),
});
export type PerfLog = Static<typeof PerfLogSchema>;

/** SPEC §7 user/brg/profile/get: whether the player is a Brazil bridge user, with the balance total. */
export const BrgProfileSchema = Type.Object({
  is_bridge: Type.Boolean(),
  /** Cash + bonus of the player's currency, minor units (0 when not a bridge user). */
  balance_total: Type.Integer(),
  currency: Type.String(),
  back_url: Type.String(),
  partner: Type.String(),
});
export type BrgProfile = Static<typeof BrgProfileSchema>;
