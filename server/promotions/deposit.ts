/**
 * The first-deposit bonus, granted in the deposit callback's transaction when a player's first deposit is
 * paid: the brand's live first_deposit campaign's match (percent, capped per market, above its minimum).
 * Returns the grant's ledger movement for the callback to post together with the deposit's credit
 * (postTransactions: every player row, then the operator rows), or null.
 */
import { and, eq, ne } from 'drizzle-orm';
import { depositBonus } from '../../core/promotions/wagering';
import type { Tx } from '../db/database';
import { payOrders } from '../db/schema-payments';
import type { LedgerTransactionInput } from '../ledger/types';
import { liveCampaign, rulesOf } from './campaigns';
import { grantBonus } from './grant';

export interface PaidDeposit {
  uid: number;
  brandId: string;
  orderNo: string;
  currency: string;
  amount: number;
}

export async function firstDepositGrant(
  tx: Tx,
  d: PaidDeposit,
  now: number,
): Promise<LedgerTransactionInput | null> {
  const campaign = await liveCampaign(tx, d.brandId, 'first_deposit', now);
  if (!campaign) return null;
  const [earlier] = await tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, d.uid),
        eq(payOrders.direction, 'payin'),
        eq(payOrders.state, 'paid'),
        ne(payOrders.orderNo, d.orderNo),
      ),
    )
    .limit(1);
  if (earlier) return null;
  const rules = rulesOf(campaign.rules);
  const amount = depositBonus(rules, d.amount);
  if (amount <= 0) return null;
  // sourceRef 'deposit': once per player and campaign, even when two first deposits are paid at once.
  const granted = await grantBonus(tx, {
    uid: d.uid,
    brandId: d.brandId,
    campaign,
    rules,
    currency: d.currency,
    amount,
    deposit: d.amount,
    sourceRef: 'deposit',
    now,
  });
  return granted?.movement ?? null;
}
