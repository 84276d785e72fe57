/**
 * Deposits and withdrawals (issue #6): the business rules around the ledger. Every money movement is one
 * ledger transaction posted in the same database transaction as the order row it belongs to:
 * - deposit credit:   provider_clearing -> player cash, key `payin:credit:<order>`, only on a verified
 *   provider callback (status paid);
 * - withdraw reserve: player cash -> provider_clearing (amount - fee) + fees (fee), key
 *   `payout:reserve:<uid>:<client idempotency key>`, at once when the order is created;
 * - withdraw return:  back to the player when the provider reports failed/expired, key `payout:return:<order>`;
 * - deposit code:     provider_clearing -> player cash, key `payin:code:<brand>:<code>:<uid>`.
 * Limits (SPEC §9 min, daily, 30-day total) are checked under a per-player row lock (users row FOR UPDATE),
 * so concurrent deposits cannot together pass a limit. Unpaid deposit orders expire after 30 minutes: lazily
 * when read or limited, and by the periodic job (jobs.ts).
 *
 * This module is the face the routes and seeds import; each part lives in its own file: context.ts (context,
 * provider choice, player lock), orders.ts (order rows, idempotency, expiry), deposit-rules.ts (method and
 * limit checks), deposits.ts, withdrawals.ts, callbacks.ts (settlement by provider callback), history.ts and
 * views.ts (answer shapes). Deposit codes, withdraw accounts and appeals are in extras.ts.
 */
export { applyCallback } from './callbacks';
export { lockPlayer, providerFor, type PaymentsContext } from './context';
export { checkDepositMethod, depositedSums, limitsFor } from './deposit-rules';
export { createPayin, type PayinCreateInput } from './deposits';
export { history } from './history';
export { expireOrders, findOrder, newOrderNo, readOrder, requestHash, type PayOrderRow } from './orders';
export { currencySymbol, maskAccount, money, payinView, payoutView, transactionView } from './views';
export { createPayout, type PayoutCreateInput } from './withdrawals';
