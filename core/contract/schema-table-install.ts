/** JSON schemas of endpoints-install.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as i from './schemas/install';
import type { EndpointSchemas } from './schema-table-types';

export const installSchemas = {
  switchInfo: { input: EmptySchema, result: i.SwitchInfoSchema },
  switchHandle: { input: i.SwitchHandleSchema, result: i.SwitchInfoSchema },
} satisfies Record<string, EndpointSchemas>;
