/**
 * Channels and tracking (issue #20, SPEC §7 "Push, referrer, tracking, other"): referrers, ad pixels, the
 * install (pwa) report, shares, postbacks and tracking batches. The SPEC names the roots
 * (/api/v1/component/app/, /api/v2/component/app/referrer/postback/get_page, /api/v1/component/ad/md/upload);
 * the leaf names under /api/v1/component/app/ and the performance log path (not shown) are ours.
 * Re-exported into the endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  EventReport,
  PerfLog,
  PostbackPage,
  PostbackQuery,
  PwaAward,
  PwaAwardReport,
  ReferrerCheck,
  ReferrerCheckResult,
  ReferrerEnv,
  ReferrerLink,
  Reported,
  SharePush,
  TrackBatch,
  TrackBatchResult,
} from './schemas/tracking';

const A = '/api/v1/component/app';

/** SPEC referrerCheck: install_referrer, apk_referrer, timezone -> activate_time, utm_campaign, official. */
export const referrerCheck = endpoint<ReferrerCheck, ReferrerCheckResult>('POST', `${A}/referrer/check`);
/** The landing's ad environment (pixel, click id), once per report id. */
export const referrerEnvReport = endpoint<ReferrerEnv, Reported>('POST', `${A}/referrer/env/report`);
/** An ad event (pixel), once per report id; queues postbacks for the device's pixel tools. */
export const eventReport = endpoint<EventReport, Reported>('POST', `${A}/event/report`);
/** Whether this device or player reported the installed web app. */
export const pwaAwardCheck = endpoint<Empty, PwaAward>('GET', `${A}/pwa/award/check`);
/** Reports the installed web app (once per device). */
export const pwaAwardReport = endpoint<PwaAwardReport, PwaAward>('POST', `${A}/pwa/award/report`);
/** A share by the player. */
export const sharePush = endpoint<SharePush, Empty>('POST', `${A}/share/push`);
/** SPEC: tool, cursor -> event_list, next_interval, cursor (default retry 10 s). */
export const referrerPostbackPage = endpoint<PostbackQuery, PostbackPage>(
  'GET',
  '/api/v2/component/app/referrer/postback/get_page',
);
/** SPEC "POST referrer/link": the link the device arrived by, once per report id. */
export const referrerLink = endpoint<ReferrerLink, Reported>('POST', `${A}/referrer/link`);
/** SPEC ad md upload: a batch of tracking events (sent with sendBeacon on page hide). */
export const adMdUpload = endpoint<TrackBatch, TrackBatchResult>('POST', '/api/v1/component/ad/md/upload');
/** The performance log (SPEC: path not shown; ours, beside the monitor upload). */
export const perfLogUpload = endpoint<PerfLog, Empty>('POST', '/api/v1/monitor/performance/log/upload');
export { brgProfile } from './endpoints-bridge';
