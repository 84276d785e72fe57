/**
 * Wagering progress: a settled bet or an in-house round adds its contribution to the player's unlocking
 * bonus. Insert-only (unique per bonus, source and ref), no row lock: safe inside settlement and game
 * transactions, which already hold ledger locks, and a replay counts once.
 */
import { and, eq } from 'drizzle-orm';
import { BonusState, type WagerProduct } from '../../core/promotions/types';
import { contributionOf } from '../../core/promotions/wagering';
import type { Tx } from '../db/database';
import { bonusWagers, playerBonuses } from '../db/schema-promotions';
import { rulesOf } from './campaigns';

export interface Wager {
  uid: number;
  currency: string;
  source: 'bet' | 'inhouse';
  ref: string;
  product: WagerProduct;
  stake: number;
  oddsMilli?: number;
  at: number;
}

/** Records a stake's contribution; returns it (0 when no bonus is unlocking or the stake does not count). */
export async function recordWager(tx: Tx, w: Wager): Promise<number> {
  const [bonus] = await tx
    .select({ id: playerBonuses.id, rules: playerBonuses.rules })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, w.uid),
        eq(playerBonuses.currency, w.currency),
        eq(playerBonuses.state, BonusState.Unlocking),
      ),
    )
    .limit(1);
  if (!bonus) return 0;
  const contribution = contributionOf(rulesOf(bonus.rules), {
    product: w.product,
    stake: w.stake,
    oddsMilli: w.oddsMilli,
  });
  if (contribution <= 0) return 0;
  const inserted = await tx
    .insert(bonusWagers)
    .values({
      bonusId: bonus.id,
      uid: w.uid,
      source: w.source,
      ref: w.ref,
      stake: w.stake,
      contribution,
      at: new Date(w.at),
    })
    .onConflictDoNothing()
    .returning({ id: bonusWagers.id });
  return inserted.length > 0 ? contribution : 0;
}
