/** JSON schemas of endpoints-free-rounds.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as f from './schemas/free-rounds';
import type { EndpointSchemas } from './schema-table-types';

export const freeRoundsSchemas = {
  getFreeRounds: { input: f.FreeRoundsQuerySchema, result: f.FreeRoundsSchema },
  inhouseFreeRoundSpin: { input: f.FreeRoundSpinSchema, result: f.FreeRoundSpinResultSchema },
  getAwardInfo: { input: EmptySchema, result: f.AwardInfoSchema },
} satisfies Record<string, EndpointSchemas>;
