/**
 * Withdrawal orders (payout): the amount is reserved at once (player cash -> provider_clearing + fees) in the
 * same transaction as the order row; a failed or expired payout is returned by the callback (callbacks.ts).
 * Above the brand's review threshold (payout-review.ts) the provider is not asked until an operator approves.
 */
import { and, eq } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import type { PayoutCreate } from '../../core/contract/schemas/finance';
import { checkWithdrawAmount, withdrawFee } from '../../core/wallet/limits';
import { isPayMethod, withdrawMethods, type PayMethod } from '../../core/wallet/methods';
import { orderPayStatus, PayStatus } from '../../core/wallet/status';
import { needsReview } from '../../core/wallet/payout-review';
import { payOrders, withdrawAccounts } from '../db/schema-payments';
import { insufficientBalanceFailure, InsufficientFunds } from '../ledger/errors';
import { playerBalance, postTransactions } from '../ledger/ledger';
import { forfeitForWithdrawal } from '../promotions/expire';
import { fail, lockPlayer, providerFor, type PaymentsContext } from './context';
import { reviewThreshold, sendPayout } from './payout-review';
import { limitsFor } from './deposit-rules';
import { enforceMethodRule } from './method-config';
import { findByKey, newOrderNo, requestHash, sameRequest, type PayOrderRow } from './orders';
import { maskAccount, money } from './views';
import { ApiFailure } from '../http/failure';
import { profileOf } from '../rg/profiles';
import { requireVerifiedForWithdrawal } from '../rg/identity';

export interface PayoutCreateInput {
  uid: number;
  brand: BrandConfig;
  currency: string;
  input: PayoutCreate;
}

/**
 * Creates a withdrawal and reserves its amount at once (cash -> clearing + fees) in the same transaction as
 * the order row. InsufficientFunds from the ledger rolls both back and answers 3001.
 */
export async function createPayout(p: PaymentsContext, args: PayoutCreateInput): Promise<PayOrderRow> {
  const { uid, brand, currency, input } = args;
  const hash = requestHash({ amount: input.amount, account: input.account_id, currency });
  const now = p.now();
  let row: PayOrderRow;
  try {
    row = await p.db.transaction(async (tx) => {
      await lockPlayer(tx, uid);
      const existing = await findByKey(tx, uid, 'payout', input.idempotency_key);
      if (existing) return sameRequest(existing, hash);
      // Issue #21: a play-money brand pays nothing out (an exclusion never stops a withdrawal).
      const profile = await profileOf(tx, brand.id);
      if (!profile.real_money)
        throw new ApiFailure(
          403,
          DmError.RgPlayMoney,
          'This brand plays with play money only: deposits and withdrawals are not available.',
        );
      // Issue #21: the market may need a verified identity before the first withdrawal.
      await requireVerifiedForWithdrawal(tx, uid, profile);
      const [account] = await tx
        .select()
        .from(withdrawAccounts)
        .where(and(eq(withdrawAccounts.id, input.account_id), eq(withdrawAccounts.uid, uid)));
      if (!account) throw fail(DmError.WithdrawAccountMissing, 'No such withdraw account');
      const method = account.method as PayMethod;
      if (!isPayMethod(method) || !withdrawMethods(brand.id).includes(method)) {
        throw fail(DmError.PayMethodUnavailable, `${account.method} withdrawals are not offered here`);
      }
      const cash = (await playerBalance(tx, uid, currency)).cash;
      const rule = checkWithdrawAmount(brand.id, input.amount, cash);
      if (rule === 'insufficient') throw insufficientBalanceFailure();
      if (rule)
        throw fail(
          DmError.WithdrawBelowMinimum,
          `The minimum withdrawal is ${money(limitsFor(brand, currency).min, currency)}`,
        );
      // The console's configuration (issue #24): the method switched on, its per-order min and max.
      await enforceMethodRule(tx, brand.id, 'withdraw', method, input.amount, currency);
      // Issue #16: an active bonus is forfeited by a withdrawal, only once the player confirms.
      const forfeits = await forfeitForWithdrawal(tx, uid, currency, input.forfeit_bonus === true, now);
      const fee = withdrawFee(input.amount);
      const orderNo = newOrderNo('PO');
      const [inserted] = await tx
        .insert(payOrders)
        .values({
          orderNo,
          uid,
          brandId: brand.id,
          direction: 'payout',
          method,
          currency,
          amount: input.amount,
          fee,
          state: 'pending',
          // Above the brand's review threshold it waits for an operator: pay_status 20 (pending review).
          payStatus: needsReview(input.amount, await reviewThreshold(tx, brand.id))
            ? PayStatus.PendingReview
            : orderPayStatus('pending'),
          provider: providerFor(p, method).id,
          accountId: account.id,
          accountMasked: maskAccount(account.accountNo),
          idempotencyKey: input.idempotency_key,
          requestHash: hash,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      await postTransactions(tx, [
        {
          key: `payout:reserve:${uid}:${input.idempotency_key}`,
          kind: 'payout',
          ref: orderNo,
          postings: [
            { account: { uid, kind: 'cash', currency }, amount: -input.amount },
            { account: { system: 'provider_clearing', currency }, amount: input.amount - fee },
            ...(fee > 0 ? [{ account: { system: 'fees' as const, currency }, amount: fee }] : []),
          ],
          meta: { method, account_id: account.id },
        },
        ...forfeits,
      ]);
      return inserted!;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
  // In review (issue #24): no provider call until an operator approves (ops/withdrawals.ts).
  if (row.providerRef || row.payStatus === PayStatus.PendingReview) return row;
  return sendPayout(p, row);
}
