/** JSON schemas of endpoints-channels.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as k from './schemas/tracking';
import type { EndpointSchemas } from './schema-table-types';

export const channelsSchemas = {
  referrerCheck: { input: k.ReferrerCheckSchema, result: k.ReferrerCheckResultSchema },
  referrerEnvReport: { input: k.ReferrerEnvSchema, result: k.ReportedSchema },
  eventReport: { input: k.EventReportSchema, result: k.ReportedSchema },
  pwaAwardCheck: { input: EmptySchema, result: k.PwaAwardSchema },
  pwaAwardReport: { input: k.PwaAwardReportSchema, result: k.PwaAwardSchema },
  sharePush: { input: k.SharePushSchema, result: EmptySchema },
  referrerPostbackPage: { input: k.PostbackQuerySchema, result: k.PostbackPageSchema },
  referrerLink: { input: k.ReferrerLinkSchema, result: k.ReportedSchema },
  adMdUpload: { input: k.TrackBatchSchema, result: k.TrackBatchResultSchema },
  perfLogUpload: { input: k.PerfLogSchema, result: EmptySchema },
  brgProfile: { input: EmptySchema, result: k.BrgProfileSchema },
} satisfies Record<string, EndpointSchemas>;
