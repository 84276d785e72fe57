/**
 * The first-deposit bonus, granted in the deposit callback's transaction when a player's first deposit is
 * paid: the brand's live first_deposit campaign's match (percent, capped per market, above its minimum).
 * Returns the grant's ledger movement for the callback to post together with the deposit's credit
 * (postTransactions: every player row, then the operator rows), or null.
 *
 * A later deposit earns the daily deposit bonus instead (the brand's live daily_deposit campaign), once per
 * UTC day: the first qualifying deposit of the day (source key `day:<YYYY-MM-DD>`).
 */
import { and, eq, ne } from 'drizzle-orm';
import { dayKey } from '../../core/promotions/rewards';
import { depositBonus } from '../../core/promotions/wagering';
import type { Tx } from '../db/database';
import { payOrders } from '../db/schema-payments';
import type { LedgerTransactionInput } from '../ledger/types';
import { liveCampaign, rulesOf, type CampaignRow } from './campaigns';
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
  // sourceRef 'deposit': once per player and campaign, even when two first deposits are paid at once.
  return grantOnDeposit(tx, d, campaign, 'deposit', now);
}

/** The daily deposit bonus on a paid deposit that is not the player's first (that one has its own bonus). */
export async function dailyDepositGrant(
  tx: Tx,
  d: PaidDeposit,
  now: number,
): Promise<LedgerTransactionInput | null> {
  const campaign = await liveCampaign(tx, d.brandId, 'daily_deposit', now);
  if (!campaign) return null;
  return grantOnDeposit(tx, d, campaign, `day:${dayKey(now)}`, now);
}

/** A deposit campaign's bonus for this deposit (its rules' share of the amount), granted once per sourceRef. */
async function grantOnDeposit(
  tx: Tx,
  d: PaidDeposit,
  campaign: CampaignRow,
  sourceRef: string,
  now: number,
): Promise<LedgerTransactionInput | null> {
  const rules = rulesOf(campaign.rules);
  const amount = depositBonus(rules, d.amount);
  if (amount <= 0) return null;
  const granted = await grantBonus(tx, {
    uid: d.uid,
    brandId: d.brandId,
    campaign,
    rules,
    currency: d.currency,
    amount,
    deposit: d.amount,
    sourceRef,
    now,
  });
  return granted?.movement ?? null;
}

/** Every bonus a paid deposit earns: the first-deposit match, or else the day's deposit bonus. */
export async function depositGrants(tx: Tx, d: PaidDeposit, now: number): Promise<LedgerTransactionInput[]> {
  const first = await firstDepositGrant(tx, d, now);
  if (first) return [first];
  const daily = await dailyDepositGrant(tx, d, now);
  return daily ? [daily] : [];
}
