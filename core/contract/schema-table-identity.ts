/** JSON schemas of endpoints-identity.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as g from './schemas/identity';
import type { EndpointSchemas } from './schema-table-types';

export const identitySchemas = {
  identityStatus: { input: EmptySchema, result: g.IdentityStatusSchema },
  identityUpload: { input: g.IdentityUploadSchema, result: g.IdentityStatusSchema },
} satisfies Record<string, EndpointSchemas>;
