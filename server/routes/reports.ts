/** Client reports (SPEC §7): error reports, crash reports and feedback, stored for operators, rate-limited per IP. */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import { crashReports, errorReports, feedback } from '../db/schema';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';

export interface ReportLimits {
  /** Error and crash reports: a burst, then a steady rate (the client itself sends at most 10 per 60 s). */
  reports: { capacity: number; refillPerSecond: number };
  feedback: { capacity: number; refillPerSecond: number };
}

export const DEFAULT_REPORT_LIMITS: ReportLimits = {
  reports: { capacity: 20, refillPerSecond: 1 / 3 },
  feedback: { capacity: 5, refillPerSecond: 1 / 60 },
};

export function registerReportRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  limits = DEFAULT_REPORT_LIMITS,
) {
  const reports = createTokenBucket({ ...limits.reports, now });
  const feedbackBucket = createTokenBucket({ ...limits.feedback, now });
  const limited = () =>
    new ApiFailure(429, DmError.RateLimited, 'Too many reports from this device; try again later');

  registerEndpoint(app, 'errorReport', async ({ ctx, input }) => {
    if (!reports.take(ctx.ip)) throw limited();
    await db.insert(errorReports).values({
      brandId: ctx.brand.id,
      uid: ctx.session ? String(ctx.session.uid) : (ctx.claimedUid ?? null),
      ip: ctx.ip,
      host: input.host,
      method: input.method,
      uri: input.uri,
      query: input.query ?? null,
      body: input.body ?? null,
      httpStatus: input.http_status,
      dmError: input.dm_error,
      errorMsg: input.error_msg,
      eventTime: input.event_time,
      cost: input.cost,
      traceId: input.trace_id ?? null,
    });
    return {};
  });

  registerEndpoint(app, 'crashReport', async ({ ctx, input }) => {
    if (!reports.take(ctx.ip)) throw limited();
    await db.insert(crashReports).values({
      brandId: ctx.brand.id,
      uid: ctx.session ? String(ctx.session.uid) : (ctx.claimedUid ?? null),
      ip: ctx.ip,
      url: input.url,
      errorType: input.errorType,
      isWhiteScreen: input.isWhiteScreen,
      errorDetail: input.error_detail,
    });
    return {};
  });

  registerEndpoint(app, 'feedbackAdd', async ({ ctx, input }) => {
    if (!feedbackBucket.take(ctx.ip)) throw limited();
    const [row] = await db
      .insert(feedback)
      .values({
        brandId: ctx.brand.id,
        uid: ctx.session ? String(ctx.session.uid) : (ctx.claimedUid ?? null),
        ip: ctx.ip,
        country: input.country.toUpperCase(),
        content: input.content,
        contact: input.contact ?? null,
        pageUrl: input.page_url ?? null,
      })
      .returning({ id: feedback.id });
    return { id: row!.id };
  });
}
