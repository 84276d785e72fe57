import { Type, type Static } from '@sinclair/typebox';
import { BIGINT_SAFE_MAX, INT4_MAX, INT4_MIN } from './bounds';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES } from '../feedback-limits';

/**
 * SPEC §7 errorReport: a non-zero dm_error or a failed call, reported by the client (never the report call
 * itself). Bounded sizes: a report must not become a way to fill the database.
 */
export const ErrorReportSchema = Type.Object({
  host: Type.String({ maxLength: 253 }),
  method: Type.String({ maxLength: 8 }),
  uri: Type.String({ maxLength: 512 }),
  query: Type.Optional(Type.String({ maxLength: 2048 })),
  body: Type.Optional(Type.String({ maxLength: 2048 })),
  http_status: Type.Integer({ minimum: 0, maximum: 999 }),
  dm_error: Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX }),
  error_msg: Type.String({ maxLength: 512 }),
  /** Unix ms. */
  event_time: Type.Integer({ minimum: 0, maximum: BIGINT_SAFE_MAX }),
  /** ms the call took. */
  cost: Type.Integer({ minimum: 0, maximum: INT4_MAX }),
  trace_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ErrorReport = Static<typeof ErrorReportSchema>;

/** SPEC §7 reportedError: a render crash or white screen. */
export const CrashReportSchema = Type.Object({
  url: Type.String({ maxLength: 1024 }),
  action_type: Type.Literal('crash'),
  errorType: Type.String({ maxLength: 64 }),
  isWhiteScreen: Type.Boolean(),
  error_detail: Type.String({ maxLength: 4096 }),
});
export type CrashReport = Static<typeof CrashReportSchema>;

export { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES };

/** SPEC §7 feedback/add: the issue-report page and /feedback post here. */
export const FeedbackSchema = Type.Object({
  country: Type.String({ maxLength: 8 }),
  content: Type.String({ minLength: 1, maxLength: 2000 }),
  contact: Type.Optional(Type.String({ maxLength: 200 })),
  page_url: Type.Optional(Type.String({ maxLength: 1024 })),
  /** What the feedback is about (/feedback's topics); free text from older clients is kept as is. */
  category: Type.Optional(Type.String({ maxLength: 32 })),
  /** An optional screenshot, base64 (no data: prefix). */
  image: Type.Optional(
    Type.Object({
      type: Type.Union(FEEDBACK_IMAGE_TYPES.map((t) => Type.Literal(t))),
      data: Type.String({ minLength: 1, maxLength: Math.ceil(FEEDBACK_IMAGE_MAX_BYTES / 3) * 4 }),
    }),
  ),
});
export type Feedback = Static<typeof FeedbackSchema>;
export const FeedbackResultSchema = Type.Object({ id: Type.Integer() });
export type FeedbackResult = Static<typeof FeedbackResultSchema>;
