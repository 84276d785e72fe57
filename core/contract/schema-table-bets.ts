/** JSON schemas of endpoints-bets.ts, spread into schema-table.ts. */
import * as b from './schemas/bets';
import * as bb from './schemas/bets-builder';
import { EmptySchema } from './schemas/common';
import type { EndpointSchemas } from './schema-table-types';

export const betsSchemas = {
  betSinglePass: { input: b.SinglePassSchema, result: b.PlaceResultSchema },
  betMultiple: { input: b.BetMultipleSchema, result: b.PlaceResultSchema },
  betRequote: { input: b.RequoteQuerySchema, result: b.RequoteSchema },
  betOrderStatus: { input: b.StakeOrderStatusQuerySchema, result: b.BetOrderListSchema },
  betList: { input: b.BetListQuerySchema, result: b.BetListSchema },
  cashOutPrice: { input: b.CashOutPriceQuerySchema, result: b.CashOutPriceSchema },
  cashOutBet: { input: b.CashOutBetSchema, result: b.CashOutResultSchema },
  cashOutsByIds: { input: b.CashOutsByIdsQuerySchema, result: b.CashOutListSchema },
  freeBetInfo: { input: EmptySchema, result: b.FreeBetInfoSchema },
  freeBetPlace: { input: b.FreeBetPlaceSchema, result: b.PlaceResultSchema },
  betLatestInfo: { input: b.BetLatestInfoQuerySchema, result: b.BetLatestInfoSchema },
  betBuilderQuote: { input: bb.BuilderQuoteQuerySchema, result: bb.BuilderQuoteSchema },
  betBuilderPlace: { input: bb.BuilderPlaceSchema, result: b.PlaceResultSchema },
} satisfies Record<string, EndpointSchemas>;
