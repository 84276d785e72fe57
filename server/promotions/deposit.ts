/**
 * The first-deposit bonus, granted in the deposit callback's transaction when a player's first deposit is
 * paid: the brand's live first_deposit campaign's match (percent, capped per market, above its minimum).
 * Returns the grant's ledger movement for the callback to post together with the deposit's credit
 * (postTransactions: every player row, then the operator rows), or null.
 *
 * A later deposit earns the daily deposit bonus instead (the brand's live daily_deposit campaign), once per
 * day of the brand's time zone (periods.ts): the first qualifying deposit of the day (source key
 * `day:<YYYY-MM-DD>`, the brand's local date).
 */
import { and, eq, ne } from 'drizzle-orm';
import { depositBonus } from '../../core/promotions/wagering';
import type { Tx } from '../db/database';
import { payOrders } from '../db/schema-payments';
import type { LedgerTransactionInput } from '../ledger/types';
import { liveCampaign, rulesOf, type CampaignRow } from './campaigns';
import { welcomeOfferAbused } from './abuse';
import { grantBonus } from './grant';
import { bonusRules, kindAllowed } from './market';
import { brandById } from '../../core/brand/brands';
import { brandTimeZone, periodsAt } from './periods';

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
  // One welcome offer per device, a few per address in a window (abuse.ts).
  if (await welcomeOfferAbused(tx, d.uid, d.brandId, campaign.id, now)) return null;
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
  const day = periodsAt(now, await brandTimeZone(tx, d.brandId)).today;
  return grantOnDeposit(tx, d, campaign, `day:${day.key}`, now);
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

/**
 * Every bonus a paid deposit earns: the first-deposit match, or else the day's deposit bonus; none where the
 * brand's market profile forbids deposit bonuses (market.ts).
 */
export async function depositGrants(tx: Tx, d: PaidDeposit, now: number): Promise<LedgerTransactionInput[]> {
  const brand = brandById(d.brandId);
  if (!brand) return [];
  const rules = await bonusRules(tx, d.brandId);
  const first = kindAllowed(brand, rules, 'first_deposit') ? await firstDepositGrant(tx, d, now) : null;
  if (first) return [first];
  const daily = kindAllowed(brand, rules, 'daily_deposit') ? await dailyDepositGrant(tx, d, now) : null;
  return daily ? [daily] : [];
}
