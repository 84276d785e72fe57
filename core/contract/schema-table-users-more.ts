/** JSON schemas of endpoints-users-more.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as u from './schemas/users-more';
import type { EndpointSchemas } from './schema-table-types';

export const usersMoreSchemas = {
  fbUserCreate: { input: u.FbUserCreateSchema, result: u.FbProfileSchema },
  fbUserProfile: { input: EmptySchema, result: u.FbProfileSchema },
  getUserAtom: { input: EmptySchema, result: u.UserAtomSchema },
  getHomeData: { input: u.HomeDataQuerySchema, result: u.HomeDataSchema },
} satisfies Record<string, EndpointSchemas>;
