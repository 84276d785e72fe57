/** JSON schemas of endpoints-finance.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as f from './schemas/finance';
import type { EndpointSchemas } from './schema-table-types';

export const financeSchemas = {
  userBalance: { input: EmptySchema, result: f.BalanceSchema },
  depositInfo: { input: f.DepositInfoQuerySchema, result: f.DepositInfoSchema },
  payinCreate: { input: f.PayinCreateSchema, result: f.PayinOrderSchema },
  payinStatus: { input: f.OrderQuerySchema, result: f.PayinOrderSchema },
  payoutCreate: { input: f.PayoutCreateSchema, result: f.PayoutOrderSchema },
  payoutStatus: { input: f.OrderQuerySchema, result: f.PayoutOrderSchema },
  payHistory: { input: f.PayHistoryQuerySchema, result: f.PayHistorySchema },
  accountGet: { input: EmptySchema, result: f.AccountListSchema },
  accountElementsGet: { input: f.ElementsQuerySchema, result: f.AccountElementsListSchema },
  accountElementsSet: { input: f.AccountSetSchema, result: f.WithdrawAccountSchema },
  payinCodeCheck: { input: f.DepositCodeSchema, result: f.DepositCodeCheckSchema },
  payinCodeUse: { input: f.DepositCodeUseSchema, result: f.DepositCodeUsedSchema },
  appealPost: { input: f.AppealPostSchema, result: f.AppealSchema },
  appealGet: { input: f.OrderQuerySchema, result: f.AppealListSchema },
  withdrawBalance: { input: f.WithdrawBalanceQuerySchema, result: f.WithdrawBalanceSchema },
  depositCheck: { input: EmptySchema, result: f.DepositCheckSchema },
  sandboxCallback: { input: f.ProviderCallbackSchema, result: f.CallbackResultSchema },
  sandboxMark: { input: f.SandboxMarkSchema, result: f.CallbackResultSchema },
} satisfies Record<string, EndpointSchemas>;
