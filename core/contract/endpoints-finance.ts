/**
 * Finance (SPEC §7 "Finance"), wallet and ledger: issue #6. Paths are the spec's, under
 * /api/piranha/finance/. Where the spec names an operation without a path (getDepositInfo,
 * getWithdrawBalance, checkUserDeposit) or not at all (the sandbox provider's callback and control), the
 * path is ours and says so. Re-exported into the endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  AccountElementsList,
  AccountList,
  AccountSet,
  AppealList,
  AppealPost,
  Appeal,
  CallbackResult,
  DepositCheck,
  DepositCode,
  DepositCodeCheck,
  DepositCodeUse,
  DepositCodeUsed,
  DepositInfo,
  DepositInfoQuery,
  ElementsQuery,
  OrderQuery,
  PayHistory,
  PayHistoryQuery,
  PayinCreate,
  PayinOrder,
  PayoutCreate,
  PayoutOrder,
  ProviderCallback,
  SandboxMark,
  WithdrawAccount,
  WithdrawBalance,
  WithdrawBalanceQuery,
} from './schemas/finance';

const F = '/api/piranha/finance';

/** getDepositInfo (pay_type, currency_code, currency_type -> currency_list, pay_channel): pay/info/get. */
export const depositInfo = endpoint<DepositInfoQuery, DepositInfo>('GET', `${F}/pay/info/get`);
export const payinCreate = endpoint<PayinCreate, PayinOrder>('POST', `${F}/payin/order/create`);
/** Payin transaction detail: order_id -> pay_status (SPEC §4: 1 success, 0 or 2 pending). */
export const payinStatus = endpoint<OrderQuery, PayinOrder>('GET', `${F}/payin/order/status`);
export const payoutCreate = endpoint<PayoutCreate, PayoutOrder>('POST', `${F}/payout/order/create`);
export const payoutStatus = endpoint<OrderQuery, PayoutOrder>('GET', `${F}/payout/order/status`);
/** Deposits and withdrawals, newest first, keyset paged. */
export const payHistory = endpoint<PayHistoryQuery, PayHistory>('GET', `${F}/pay/order/history`);
/** The player's saved withdraw accounts. */
export const accountGet = endpoint<Empty, AccountList>('GET', `${F}/account/get`);
/** The withdraw form per method (SPEC §5 lengths, tax id label, phone code, document and account types). */
export const accountElementsGet = endpoint<ElementsQuery, AccountElementsList>(
  'GET',
  `${F}/account/elements/get`,
);
/** Saves (or updates, same method + number) a withdraw account; dm_error 3009 names the broken rule. */
export const accountElementsSet = endpoint<AccountSet, WithdrawAccount>('POST', `${F}/account/elements/set`);
export const payinCodeCheck = endpoint<DepositCode, DepositCodeCheck>('POST', `${F}/payin/code/check`);
export const payinCodeUse = endpoint<DepositCodeUse, DepositCodeUsed>('POST', `${F}/payin/code/use`);
export const appealPost = endpoint<AppealPost, Appeal>('POST', `${F}/payin/order/appealpost`);
export const appealGet = endpoint<OrderQuery, AppealList>('GET', `${F}/payin/order/appeal`);
/** getWithdrawBalance: path ours. */
export const withdrawBalance = endpoint<WithdrawBalanceQuery, WithdrawBalance>(
  'GET',
  `${F}/payout/balance/get`,
);
/** checkUserDeposit. */
export const depositCheck = endpoint<Empty, DepositCheck>('GET', `${F}/user/deposit/check`);
/**
 * Ours: the sandbox payment provider's signed callback (headers x-sandbox-timestamp, x-sandbox-signature).
 * Called by the provider, not by the page.
 */
export const sandboxCallback = endpoint<ProviderCallback, CallbackResult>('POST', `${F}/callback/sandbox`);
/** Ours: the sandbox control, marks the player's own order paid, failed or expired (via a signed callback). */
export const sandboxMark = endpoint<SandboxMark, CallbackResult>('POST', `${F}/sandbox/order/mark`);
