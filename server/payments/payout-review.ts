/**
 * The withdrawal review of issue #24: the brand's threshold (the console's override, else the code default of
 * core/wallet/payout-review.ts) and the one place a payout is handed to its provider, at creation when it
 * needs no review, or by the operator's approval when it did.
 */
import { and, eq, sql } from 'drizzle-orm';
import { defaultReviewThreshold } from '../../core/wallet/payout-review';
import type { PayMethod } from '../../core/wallet/methods';
import type { DbOrTx } from '../db/database';
import { payOrders, withdrawAccounts } from '../db/schema';
import { brandPayoutReview } from '../db/schema-ops-config';
import { providerFor, type PaymentsContext } from './context';
import type { PayOrderRow } from './orders';

export async function reviewThreshold(db: DbOrTx, brandId: string): Promise<number | null> {
  const [row] = await db.select().from(brandPayoutReview).where(eq(brandPayoutReview.brandId, brandId));
  return row ? row.threshold : defaultReviewThreshold(brandId);
}

/**
 * Asks the order's provider to pay it out and stores the provider's reference. Outside any transaction (a
 * provider call may be slow); the provider is idempotent by our order id, so a retry asks again safely.
 */
export async function sendPayout(p: PaymentsContext, row: PayOrderRow): Promise<PayOrderRow> {
  const account = row.accountId
    ? (await p.db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, row.accountId)))[0]
    : undefined;
  const adapter = p.providers.get(row.provider) ?? providerFor(p, row.method as PayMethod);
  const { providerRef } = await adapter.startPayout({
    orderId: row.orderNo,
    method: row.method as PayMethod,
    amount: row.amount - row.fee,
    currency: row.currency,
    accountNo: account?.accountNo ?? '',
    holderName: account?.holderName ?? '',
  });
  const [updated] = await p.db
    .update(payOrders)
    .set({ providerRef })
    .where(and(eq(payOrders.id, row.id), sql`${payOrders.providerRef} is null`))
    .returning();
  return updated ?? row;
}
