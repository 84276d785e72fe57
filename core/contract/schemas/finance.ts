/**
 * Finance (SPEC §3 Balance, Payment order, Deposit info, Payment method codes; §4 pay transaction status;
 * §5 withdraw account rules; §7 Finance). Amounts are integer minor units (1/100 of the currency unit), never
 * floats: the page divides by 100 only to show them (core/money). Every call that moves money carries an
 * `idempotency_key` chosen by the client (8-64 characters): the same key again answers the first result and
 * moves nothing; the same key with a different request is refused (dm_error 3015).
 *
 * Rule tables (limits, methods, lengths, labels) live in core/wallet; the server applies them, the page reads
 * them for inline checks. `pay_status` is SPEC §4: 0 unprocessed, 1 finished, 2 pending, 3 timeout,
 * 4 failed, 20 pending.
 *
 * The schemas live in one file per area and are re-exported here, so importers keep this one path:
 * finance-wallet.ts (balance, history), finance-deposit.ts (deposit info, payin orders, deposit codes,
 * deposit check), finance-withdrawal.ts (payout orders, withdraw balance, withdraw accounts),
 * finance-appeals.ts and finance-sandbox.ts (the sandbox provider's callback and control). Their shared
 * field types (minor units, idempotency key, order state, ...) are in finance-common.ts.
 */
export * from './finance-wallet';
export * from './finance-deposit';
export * from './finance-withdrawal';
export * from './finance-appeals';
export * from './finance-sandbox';
