/** JSON schemas of endpoints-rg.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as g from './schemas/rg';
import type { EndpointSchemas } from './schema-table-types';

export const rgSchemas = {
  rgStatus: { input: EmptySchema, result: g.RgStatusSchema },
  rgLimitsSet: { input: g.RgLimitsSetSchema, result: g.RgStatusSchema },
  rgLimitConfirm: { input: g.RgLimitConfirmSchema, result: g.RgStatusSchema },
  rgExclude: { input: g.RgExcludeSchema, result: g.RgStatusSchema },
  rgRealitySet: { input: g.RgRealitySetSchema, result: g.RgStatusSchema },
} satisfies Record<string, EndpointSchemas>;
