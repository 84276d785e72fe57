/**
 * Granting a bonus: one row per (player, campaign, source), its money promotions -> player bonus in the
 * ledger, and the player's message. The caller posts the returned movement in its own transaction (the
 * deposit callback posts it with the deposit in one postTransactions call, keeping the ledger's lock order).
 */
import { and, eq } from 'drizzle-orm';
import { BonusState, type CampaignRules } from '../../core/promotions/types';
import { wageringRequired } from '../../core/promotions/wagering';
import type { Tx } from '../db/database';
import { playerBonuses } from '../db/schema-promotions';
import type { LedgerTransactionInput } from '../ledger/types';
import { MessageKind, writeMessage } from '../messages/write';
import type { CampaignRow } from './campaigns';
import type { BonusRow } from './views';
import { grantBoostersFor } from './boosters';

const DAY_MS = 86_400_000;

export interface GrantInput {
  uid: number;
  brandId: string;
  campaign: CampaignRow;
  rules: CampaignRules;
  currency: string;
  amount: number;
  deposit?: number;
  sourceRef: string;
  now: number;
}

export interface Granted {
  bonus: BonusRow;
  movement: LedgerTransactionInput;
}

export const grantMovement = (b: Pick<BonusRow, 'id' | 'uid' | 'currency' | 'amount'>) => ({
  key: `bonus:grant:${b.id}`,
  kind: 'bonus_grant',
  ref: `bonus:${b.id}`,
  postings: [
    { account: { system: 'promotions' as const, currency: b.currency }, amount: -b.amount },
    { account: { uid: b.uid, kind: 'bonus' as const, currency: b.currency }, amount: b.amount },
  ],
});

/**
 * Writes the grant (null when the player already has this campaign from this source, or it is worth 0).
 * It starts unlocking at once unless another bonus of the player is unlocking (then it waits, locked).
 */
export async function grantBonus(tx: Tx, g: GrantInput): Promise<Granted | null> {
  if (!Number.isSafeInteger(g.amount) || g.amount <= 0) return null;
  const deposit = g.deposit ?? 0;
  const [busy] = await tx
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, g.uid),
        eq(playerBonuses.currency, g.currency),
        eq(playerBonuses.state, BonusState.Unlocking),
      ),
    )
    .limit(1);
  const at = new Date(g.now);
  const [bonus] = await tx
    .insert(playerBonuses)
    .values({
      uid: g.uid,
      brandId: g.brandId,
      campaignId: g.campaign.id,
      sourceRef: g.sourceRef,
      currency: g.currency,
      amount: g.amount,
      balance: g.amount,
      depositAmount: deposit,
      wagerRequired: wageringRequired(g.rules, g.amount, deposit),
      rules: g.rules,
      state: busy ? BonusState.Locked : BonusState.Unlocking,
      grantedAt: at,
      activatedAt: busy ? null : at,
      expiresAt: new Date(g.now + Math.max(1, g.rules.validDays) * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!bonus) return null;
  // Booster cards the campaign rules give with this kind of bonus (promo_boosters.grant_on).
  await grantBoostersFor(tx, {
    uid: g.uid,
    brandId: g.brandId,
    kind: g.campaign.kind,
    bonusId: bonus.id,
    now: g.now,
  });
  await writeMessage(tx, {
    uid: g.uid,
    brandId: g.brandId,
    kind: MessageKind.BonusGranted,
    ref: String(bonus.id),
    params: { bonus_id: bonus.id, name: g.campaign.name, amount: bonus.amount, currency: bonus.currency },
    at: g.now,
  });
  return { bonus, movement: grantMovement(bonus) };
}
