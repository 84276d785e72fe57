/** Client reports (SPEC §7): error reports, crash reports and feedback, stored for operators, rate-limited per IP. */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import { FEEDBACK_IMAGE_MAX_BYTES, type Feedback } from '../../core/contract/schemas/report';
import { crashReports, errorReports, feedback, feedbackImages } from '../db/schema';
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
  const reports = createTokenBucket({
    ...limits.reports,
    now,
    shared: { store: app.sharedLimits, name: 'reports' },
  });
  const feedbackBucket = createTokenBucket({
    ...limits.feedback,
    now,
    shared: { store: app.sharedLimits, name: 'feedback' },
  });
  const limited = () =>
    new ApiFailure(429, DmError.RateLimited, 'Too many reports from this device; try again later');

  registerEndpoint(app, 'errorReport', async ({ ctx, input }) => {
    if (!(await reports.take(ctx.ip))) throw limited();
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
    if (!(await reports.take(ctx.ip))) throw limited();
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

  registerEndpoint(
    app,
    'feedbackAdd',
    async ({ ctx, input }) => {
      if (!(await feedbackBucket.take(ctx.ip))) throw limited();
      const image = input.image ? checkedImage(input.image) : null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({
            brandId: ctx.brand.id,
            uid: ctx.session ? String(ctx.session.uid) : (ctx.claimedUid ?? null),
            ip: ctx.ip,
            country: input.country.toUpperCase(),
            content: input.content,
            contact: input.contact ?? null,
            pageUrl: input.page_url ?? null,
            category: input.category ?? null,
          })
          .returning({ id: feedback.id });
        if (image) await tx.insert(feedbackImages).values({ feedbackId: row!.id, ...image });
        return { id: row!.id };
      });
    },
    undefined,
    // The screenshot: 1 MB of image is ~1.4 MB of base64, plus the text fields.
    { bodyLimit: Math.ceil(FEEDBACK_IMAGE_MAX_BYTES / 3) * 4 + 16 * 1024 },
  );
}

/** The file signatures of the accepted types: the declared type must match the bytes. */
const SIGNATURES: Record<NonNullable<Feedback['image']>['type'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

function checkedImage(image: NonNullable<Feedback['image']>): { mime: string; size: number; bytes: Buffer } {
  const invalid = (msg: string) => new ApiFailure(400, DmError.FeedbackImageInvalid, msg);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(image.data)) throw invalid('The image is not valid base64');
  const bytes = Buffer.from(image.data, 'base64');
  if (bytes.length > FEEDBACK_IMAGE_MAX_BYTES) throw invalid('The image is larger than 1 MB');
  if (!SIGNATURES[image.type](bytes)) throw invalid('The file is not a PNG, JPEG or WebP image');
  return { mime: image.type, size: bytes.length, bytes };
}
