/** JSON schemas of endpoints-games-more.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as g from './schemas/games-more';
import type { EndpointSchemas } from './schema-table-types';

export const gamesMoreSchemas = {
  fundingDetail: { input: g.FundingDetailQuerySchema, result: g.FundingDetailSchema },
  ideaAdd: { input: g.IdeaAddSchema, result: g.IdeaSchema },
  ideaInfo: { input: EmptySchema, result: g.IdeaInfoSchema },
  gameEventReport: { input: g.GameEventReportSchema, result: g.GameEventReportResultSchema },
  getFeatureList: { input: g.FeatureListQuerySchema, result: g.FeatureListSchema },
  getPromotionList: { input: EmptySchema, result: g.PromotionListSchema },
  getUserRegisterMethod: { input: EmptySchema, result: g.RegisterMethodSchema },
} satisfies Record<string, EndpointSchemas>;
