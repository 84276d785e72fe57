/** JSON schemas of endpoints-invite.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as i from './schemas/invite';
import type { EndpointSchemas } from './schema-table-types';

export const inviteSchemas = {
  inviteShareInfo: { input: EmptySchema, result: i.InviteShareInfoSchema },
  inviteRunning: { input: EmptySchema, result: i.InviteRunningSchema },
  inviteList: { input: i.InviteListQuerySchema, result: i.InviteListSchema },
  inviteShare: { input: i.InviteShareQuerySchema, result: i.InviteShareResultSchema },
  inviteReceive: { input: EmptySchema, result: i.InviteReceiveResultSchema },
  inviteFissionList: { input: i.InviteListQuerySchema, result: i.FissionListSchema },
  inviteReceiveFission: { input: EmptySchema, result: i.InviteReceiveResultSchema },
  inviteAwardSum: { input: EmptySchema, result: i.InviteAwardSumSchema },
  inviteMobileConfig: { input: EmptySchema, result: i.InviteMobileConfigSchema },
  inviteBind: { input: i.InviteBindSchema, result: i.InviteBindResultSchema },
  agentInfo: { input: EmptySchema, result: i.AgentInfoSchema },
  agentIncome: { input: i.InviteListQuerySchema, result: i.AgentIncomeSchema },
} satisfies Record<string, EndpointSchemas>;
