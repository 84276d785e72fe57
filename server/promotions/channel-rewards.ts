/**
 * Issue #20's rewards (SPEC §4 "Install prompt", "UI version switch"): the install reward when the player
 * reports the installed web app, and the UI-switch reward when they switch to the new look. Each is a
 * campaign row per brand (kinds app_install and ui_switch, seeded, an operator may change or disable it),
 * granted once per player (player_bonuses_once on source 'once'), never to a guest or in play money, and
 * only where the market allows bonuses of that kind (the brand's market profile included).
 */
import { and, eq } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { isPlayCurrency } from '../../core/rg/play';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { playerBonuses } from '../db/schema-promotions';
import { postTransaction } from '../ledger/ledger';
import { liveCampaign, rulesOf } from './campaigns';
import { grantBonus } from './grant';
import { bonusRules, kindAllowed } from './market';

export type ChannelReward = 'app_install' | 'ui_switch';

export interface RewardPlayer {
  uid: number;
  brand: BrandConfig;
  currency: string;
}

/** Grants the reward once; answers the amount granted now (0: none, already had it, or not offered). */
export async function grantChannelReward(
  db: Db,
  p: RewardPlayer,
  kind: ChannelReward,
  now: number,
): Promise<number> {
  if (isPlayCurrency(p.currency)) return 0;
  const campaign = await liveCampaign(db, p.brand.id, kind, now);
  if (!campaign || !kindAllowed(p.brand, await bonusRules(db, p.brand.id), campaign.kind)) return 0;
  const [had] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.uid, p.uid), eq(playerBonuses.campaignId, campaign.id)))
    .limit(1);
  if (had) return 0;
  // A guest could farm it device by device: the reward is for players with an account.
  const [user] = await db.select({ visitor: users.visitor }).from(users).where(eq(users.id, p.uid));
  if (!user || user.visitor) return 0;
  const rules = rulesOf(campaign.rules);
  return db.transaction(async (tx) => {
    const granted = await grantBonus(tx, {
      uid: p.uid,
      brandId: p.brand.id,
      campaign,
      rules,
      currency: p.currency,
      amount: rules.amount,
      sourceRef: 'once',
      now,
    });
    if (!granted) return 0;
    await postTransaction(tx, granted.movement);
    return granted.bonus.amount;
  });
}
