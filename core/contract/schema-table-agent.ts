/** JSON schemas of endpoints-agent.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as a from './schemas/agent';
import type { EndpointSchemas } from './schema-table-types';

export const agentSchemas = {
  agentWallet: { input: EmptySchema, result: a.AgentWalletSchema },
  agentTransfer: { input: a.AgentTransferInputSchema, result: a.AgentTransferResultSchema },
  agentBindInfo: { input: EmptySchema, result: a.AgentBindInfoSchema },
  agentBind: { input: a.AgentBindInputSchema, result: a.AgentBindInfoSchema },
  pddInfo: { input: EmptySchema, result: a.PddInfoSchema },
  pddWithdraw: { input: a.PddWithdrawInputSchema, result: a.PddWithdrawResultSchema },
  tgPddWithdraw: { input: a.PddWithdrawInputSchema, result: a.PddWithdrawResultSchema },
} satisfies Record<string, EndpointSchemas>;
