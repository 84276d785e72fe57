/**
 * getAwardInfo (SPEC §7 Games; the /award page): what the player has been awarded (every bonus granted,
 * what of it reached cash), what waits for them (campaign rewards due now, bonuses ready to unlock, free
 * spins left) and the newest awards. Reads only; a claim is POST bonus/user/draw, an unlock bonus/user/unlock.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AwardInfo } from '../../core/contract/schemas/free-rounds';
import { BonusState } from '../../core/promotions/types';
import type { DbOrTx } from '../db/database';
import { freeRoundGrants } from '../db/schema-free-rounds';
import { playerBonuses } from '../db/schema-promotions';
import { playerBalance } from '../ledger/ledger';
import { bonusRestriction } from './market';
import { activities, type PromoPlayer } from './store';
import { bonusItems, campaignKeys } from './views';

export async function awardInfo(db: DbOrTx, p: PromoPlayer, now: number): Promise<AwardInfo> {
  const mine = and(eq(playerBonuses.uid, p.uid), eq(playerBonuses.currency, p.currency));
  const [sums] = await db
    .select({
      awarded: sql<string>`coalesce(sum(${playerBonuses.amount}), 0)`,
      unlocked: sql<string>`coalesce(sum(${playerBonuses.amount}) filter (where ${playerBonuses.state} = ${BonusState.Unlocked}), 0)`,
    })
    .from(playerBonuses)
    .where(mine);
  const active = await db
    .select()
    .from(playerBonuses)
    .where(and(mine, inArray(playerBonuses.state, [BonusState.Locked, BonusState.Unlocking])));
  const unlockable = (await bonusItems(db, active)).filter((b) => b.can_unlock).length;
  const recentRows = await db
    .select()
    .from(playerBonuses)
    .where(mine)
    .orderBy(desc(playerBonuses.id))
    .limit(20);
  const keys = await campaignKeys(
    db,
    recentRows.map((r) => r.campaignId),
  );
  const [spins] = await db
    .select({ left: sql<string>`coalesce(sum(${freeRoundGrants.total} - ${freeRoundGrants.used}), 0)` })
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.uid, p.uid),
        sql`${freeRoundGrants.used} < ${freeRoundGrants.total}`,
        gt(freeRoundGrants.expiresAt, new Date(now)),
      ),
    );
  const claimable = (await activities(db, p.brand, p.uid, now, p.currency))
    .filter((a) => a.progress.claimable > 0)
    .map((a) => ({ activity_id: a.activity_id, kind: a.kind, slug: a.slug, amount: a.progress.claimable }));
  const balance = await playerBalance(db, p.uid, p.currency);
  return {
    currency: p.currency,
    total_awarded: Number(sums?.awarded ?? 0),
    total_unlocked: Number(sums?.unlocked ?? 0),
    bonus_balance: balance.bonus,
    unlockable,
    free_spins_left: Number(spins?.left ?? 0),
    claimable,
    recent: recentRows.map((r) => {
      const key = keys.get(r.campaignId) ?? { kind: 'unknown', slug: 'unknown' };
      return {
        bonus_id: r.id,
        kind: key.kind,
        slug: key.slug,
        currency: r.currency,
        amount: r.amount,
        state: r.state,
        source: r.sourceRef.startsWith('free-round:') ? 'free_round' : key.kind,
        granted_at: r.grantedAt.getTime(),
      };
    }),
    restriction: await bonusRestriction(db, p.brand),
  };
}
