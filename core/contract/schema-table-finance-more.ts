/** JSON schemas of endpoints-finance-more.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as f from './schemas/finance-more';
import type { EndpointSchemas } from './schema-table-types';

export const financeMoreSchemas = {
  payinRecommend: { input: f.PayinRecommendQuerySchema, result: f.PayinRecommendSchema },
  bankCodes: { input: f.BankCodeQuerySchema, result: f.BankCodeListSchema },
  payoutSocial: { input: EmptySchema, result: f.PayoutSocialSchema },
  payoutSocialClick: { input: f.PayoutSocialClickSchema, result: f.PayoutSocialClickResultSchema },
  payoutTransfiya: { input: f.TransfiyaQuerySchema, result: f.TransfiyaOrderSchema },
  activityOrderHistory: { input: f.ActivityHistoryQuerySchema, result: f.ActivityHistorySchema },
} satisfies Record<string, EndpointSchemas>;
