/** JSON schemas of endpoints-play.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import { PlayStatusSchema } from './schemas/rg-play';
import type { EndpointSchemas } from './schema-table-types';

export const playSchemas = {
  playStatus: { input: EmptySchema, result: PlayStatusSchema },
  playTopup: { input: EmptySchema, result: PlayStatusSchema },
} satisfies Record<string, EndpointSchemas>;
