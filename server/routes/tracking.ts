/**
 * Channels and tracking (issue #20, SPEC §7 "Push, referrer, tracking, other"; core/contract/endpoints-channels.ts):
 * referrer check, ad environment, pixel events, referrer link, install (pwa) report, shares, postbacks and
 * the tracking batches. A report id is stored once (unique index); every call is rate-limited per IP.
 */
import { and, asc, desc, eq, gt, isNotNull, min, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import { bridgeProfiles, trackingEvents, trackingPostbacks, trackingReports } from '../db/schema';
import { requireUser } from '../accounts/session-http';
import { moneyCurrency } from '../http/currency';
import { playerBalance } from '../ledger/ledger';
import { grantChannelReward } from '../promotions/channel-rewards';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import {
  POSTBACK_BUSY_INTERVAL_S,
  POSTBACK_DEFAULT_INTERVAL_S,
  POSTBACK_PAGE_SIZE,
  readReferrer,
} from '../tracking/referrer';

export interface TrackingLimits {
  /** Reports (referrer, event, share, pwa, postback polls): a burst, then a steady rate per IP. */
  reports: { capacity: number; refillPerSecond: number };
  /** Tracking batches and performance logs (a beacon per page hide). */
  batches: { capacity: number; refillPerSecond: number };
}

export const DEFAULT_TRACKING_LIMITS: TrackingLimits = {
  reports: { capacity: 30, refillPerSecond: 1 / 2 },
  batches: { capacity: 20, refillPerSecond: 1 / 5 },
};

type Kind = 'referrer_check' | 'referrer_env' | 'event' | 'referrer_link' | 'share' | 'pwa';

const who = (ctx: RequestContext) => ({
  brandId: ctx.brand.id,
  uid: ctx.session ? String(ctx.session.uid) : null,
  smid: ctx.params.smid || null,
  ip: ctx.ip,
});

export function registerTrackingRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  limits: TrackingLimits = DEFAULT_TRACKING_LIMITS,
): void {
  const reports = createTokenBucket({
    ...limits.reports,
    now,
    shared: { store: app.sharedLimits, name: 'tracking:reports' },
  });
  const batches = createTokenBucket({
    ...limits.batches,
    now,
    shared: { store: app.sharedLimits, name: 'tracking:batches' },
  });
  const limit = async (bucket: typeof reports, ctx: RequestContext) => {
    if (!(await bucket.take(ctx.ip)))
      throw new ApiFailure(429, DmError.RateLimited, 'Too many reports from this device; try again later');
  };

  /** Stores one report; false when its report id was already stored (SPEC §5 once per report id). */
  const store = async (
    ctx: RequestContext,
    kind: Kind,
    reportId: string | null,
    fields: { tool?: string | null; pixelId?: string | null; data?: Record<string, unknown> },
  ): Promise<boolean> => {
    const rows = await db
      .insert(trackingReports)
      .values({
        ...who(ctx),
        kind,
        reportId,
        tool: fields.tool ?? null,
        pixelId: fields.pixelId ?? null,
        data: fields.data ?? {},
        createdAt: new Date(now()),
      })
      .onConflictDoNothing()
      .returning({ id: trackingReports.id });
    return rows.length > 0;
  };

  /** Rows of this device (smid) or this player (uid). */
  const mine = (ctx: RequestContext, kind: Kind): SQL | undefined => {
    const w = who(ctx);
    const keys: SQL[] = [];
    if (w.smid) keys.push(eq(trackingReports.smid, w.smid));
    if (w.uid) keys.push(eq(trackingReports.uid, w.uid));
    if (keys.length === 0) return undefined;
    return and(eq(trackingReports.brandId, w.brandId), eq(trackingReports.kind, kind), or(...keys));
  };
  const deviceKey = (ctx: RequestContext) =>
    who(ctx).smid ?? (who(ctx).uid ? `u${who(ctx).uid}` : `ip${ctx.ip}`);

  registerEndpoint(app, 'referrerCheck', async ({ ctx, input }) => {
    await limit(reports, ctx);
    const facts = readReferrer(input.install_referrer, input.apk_referrer);
    const reportId = input.report_id ?? `device:${deviceKey(ctx)}`.slice(0, 64);
    await store(ctx, 'referrer_check', reportId, {
      data: {
        install_referrer: input.install_referrer ?? '',
        apk_referrer: input.apk_referrer ?? '',
        timezone: input.timezone ?? '',
        utm_campaign: facts.utmCampaign,
        utm_source: facts.utmSource,
        official: facts.official,
      },
    });
    // Activation: the device's (or player's) first check; this report's own row when neither is known.
    const where =
      mine(ctx, 'referrer_check') ??
      and(
        eq(trackingReports.brandId, ctx.brand.id),
        eq(trackingReports.kind, 'referrer_check'),
        eq(trackingReports.reportId, reportId),
      );
    const [first] = await db
      .select({ at: min(trackingReports.createdAt) })
      .from(trackingReports)
      .where(where);
    const at = first?.at ? new Date(first.at).getTime() : now();
    return {
      activate_time: Math.floor(at / 1000),
      utm_campaign: facts.utmCampaign,
      official: facts.official,
    };
  });

  registerEndpoint(app, 'referrerEnvReport', async ({ ctx, input }) => {
    await limit(reports, ctx);
    const reported = await store(ctx, 'referrer_env', input.report_id, {
      tool: input.tool,
      pixelId: input.pixel_id,
      data: { click_id: input.click_id ?? '', landing_url: input.landing_url ?? '', env: input.env ?? {} },
    });
    return { reported };
  });

  registerEndpoint(app, 'eventReport', async ({ ctx, input }) => {
    await limit(reports, ctx);
    const reported = await store(ctx, 'event', input.report_id, {
      tool: input.tool,
      pixelId: input.pixel_id,
      data: { event: input.event, params: input.params ?? {} },
    });
    const smid = who(ctx).smid;
    if (reported && smid) {
      // The pixels that brought this device fire the event: the one named, else those of its ad environments.
      const envWhere = mine(ctx, 'referrer_env');
      const pixels = new Map<string, string>();
      if (input.tool && input.pixel_id) pixels.set(input.tool, input.pixel_id);
      else if (envWhere) {
        const envs = await db
          .select({ tool: trackingReports.tool, pixelId: trackingReports.pixelId })
          .from(trackingReports)
          .where(and(envWhere, isNotNull(trackingReports.tool), isNotNull(trackingReports.pixelId)))
          .orderBy(desc(trackingReports.id))
          .limit(5);
        for (const e of envs) if (!pixels.has(e.tool!)) pixels.set(e.tool!, e.pixelId!);
      }
      if (pixels.size > 0)
        await db.insert(trackingPostbacks).values(
          [...pixels].map(([tool, pixelId]) => ({
            brandId: ctx.brand.id,
            smid,
            tool,
            pixelId,
            event: input.event,
            params: input.params ?? {},
            eventTime: now(),
            createdAt: new Date(now()),
          })),
        );
    }
    return { reported };
  });

  const pwaState = async (ctx: RequestContext) => {
    const where = mine(ctx, 'pwa');
    if (!where) return { installed: false, installed_at: 0 };
    const [row] = await db
      .select({ at: trackingReports.createdAt })
      .from(trackingReports)
      .where(where)
      .orderBy(asc(trackingReports.id))
      .limit(1);
    return row
      ? { installed: true, installed_at: Math.floor(new Date(row.at).getTime() / 1000) }
      : { installed: false, installed_at: 0 };
  };
  registerEndpoint(app, 'pwaAwardCheck', async ({ ctx }) => {
    await limit(reports, ctx);
    return pwaState(ctx);
  });
  registerEndpoint(app, 'pwaAwardReport', async ({ ctx, input }) => {
    await limit(reports, ctx);
    await store(ctx, 'pwa', `pwa:${deviceKey(ctx)}`.slice(0, 64), { data: { source: input.source } });
    // Issue #20: the install reward, once per player, where the brand's campaign offers it.
    const reward = ctx.session
      ? await grantChannelReward(
          db,
          { uid: ctx.session.uid, brand: ctx.brand, currency: moneyCurrency(ctx) },
          'app_install',
          now(),
        )
      : 0;
    return { ...(await pwaState(ctx)), reward };
  });

  registerEndpoint(app, 'sharePush', async ({ ctx, input }) => {
    await limit(reports, ctx);
    await store(ctx, 'share', null, {
      data: { channel: input.channel, url: input.url, content_id: input.content_id ?? '' },
    });
    return {};
  });

  registerEndpoint(app, 'referrerLink', async ({ ctx, input }) => {
    await limit(reports, ctx);
    return { reported: await store(ctx, 'referrer_link', input.report_id, { data: { link: input.link } }) };
  });

  registerEndpoint(app, 'referrerPostbackPage', async ({ ctx, input }) => {
    await limit(reports, ctx);
    const cursor = input.cursor ?? '';
    const smid = who(ctx).smid;
    if (!smid) return { event_list: [], next_interval: POSTBACK_DEFAULT_INTERVAL_S, cursor };
    const after = cursor === '' ? 0 : Number(cursor);
    const rows = await db
      .select()
      .from(trackingPostbacks)
      .where(
        and(
          eq(trackingPostbacks.brandId, ctx.brand.id),
          eq(trackingPostbacks.smid, smid),
          eq(trackingPostbacks.tool, input.tool),
          gt(trackingPostbacks.id, Number.isSafeInteger(after) ? after : 0),
        ),
      )
      .orderBy(asc(trackingPostbacks.id))
      .limit(POSTBACK_PAGE_SIZE);
    const last = rows[rows.length - 1];
    return {
      event_list: rows.map((r) => ({
        id: String(r.id),
        event: r.event,
        pixel_id: r.pixelId,
        params: r.params,
        event_time: r.eventTime,
      })),
      next_interval:
        rows.length === POSTBACK_PAGE_SIZE ? POSTBACK_BUSY_INTERVAL_S : POSTBACK_DEFAULT_INTERVAL_S,
      cursor: last ? String(last.id) : cursor,
    };
  });

  registerEndpoint(app, 'adMdUpload', async ({ ctx, input }) => {
    await limit(batches, ctx);
    const w = who(ctx);
    await db.insert(trackingEvents).values(
      input.events.map((e) => ({
        ...w,
        type: e.type,
        name: e.name,
        params: e.params ?? {},
        eventTime: e.event_time,
        createdAt: new Date(now()),
      })),
    );
    return { stored: input.events.length };
  });

  registerEndpoint(app, 'perfLogUpload', async ({ ctx, input }) => {
    await limit(batches, ctx);
    await db.insert(trackingEvents).values({
      ...who(ctx),
      type: 'performance',
      name: 'page_load',
      params: { url: input.url, ...input.metrics },
      eventTime: now(),
      createdAt: new Date(now()),
    });
    return {};
  });

  registerEndpoint(app, 'brgProfile', async ({ ctx }) => {
    const session = requireUser(ctx);
    const currency = moneyCurrency(ctx);
    const [row] = await db
      .select()
      .from(bridgeProfiles)
      .where(and(eq(bridgeProfiles.brandId, ctx.brand.id), eq(bridgeProfiles.uid, session.uid)));
    if (!row) return { is_bridge: false, balance_total: 0, currency, back_url: '', partner: '' };
    const b = await playerBalance(db, session.uid, currency);
    return {
      is_bridge: true,
      balance_total: b.cash + b.bonus,
      currency: b.currency,
      back_url: row.backUrl,
      partner: row.partner,
    };
  });
}
