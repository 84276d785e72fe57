/**
 * The maximum stake while a bonus is active (issue #16): a stake above the unlocking bonus's `maxStake` is
 * refused before anything is written (a clear dm_error naming the limit), on every staking path of the
 * player's money: sports bets, in-house rounds (per-bet games and crash) and provider games. A free bet and
 * a free spin are the operator's own stake and are not limited. One indexed read (player_bonuses_uid_state).
 */
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { BonusState } from '../../core/promotions/types';
import type { DbOrTx } from '../db/database';
import { playerBonuses } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { money } from '../payments/views';
import { rulesOf } from './campaigns';

/** The unlocking bonus's maximum stake in this currency (0: no bonus unlocking, or no limit). */
export async function bonusMaxStake(db: DbOrTx, uid: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ rules: playerBonuses.rules })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, uid),
        eq(playerBonuses.state, BonusState.Unlocking),
        eq(playerBonuses.currency, currency),
      ),
    )
    .limit(1);
  return maxStakeOf(row?.rules);
}

/** The unlocking bonus's rules as a column of a caller's read (bets/placement-read.ts); null: none. */
export const bonusRulesColumn = (uid: number | Placeholder, currency: string | Placeholder) =>
  sql`(select b.rules from player_bonuses b
       where b.uid = ${uid} and b.state = ${BonusState.Unlocking} and b.currency = ${currency} limit 1)`;

/** The maximum stake those rules set (0: no bonus unlocking, or no limit). */
export const maxStakeOf = (rules: unknown): number => (rules ? Math.max(0, rulesOf(rules).maxStake) : 0);

/** Refuses any of `stakes` (minor units) above the active bonus's maximum stake. */
export async function refuseOverMaxStake(
  db: DbOrTx,
  uid: number,
  currency: string,
  stakes: readonly number[],
): Promise<void> {
  refuseOver(await bonusMaxStake(db, uid, currency), currency, stakes);
}

/** Refuses any of `stakes` above `max` (0: no limit). */
export function refuseOver(max: number, currency: string, stakes: readonly number[]): void {
  if (max > 0 && stakes.some((s) => s > max))
    throw new ApiFailure(
      400,
      DmError.BonusMaxStakeExceeded,
      `While your bonus is active the most you can stake is ${money(max, currency)}`,
    );
}
