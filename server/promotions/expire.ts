/**
 * Expiry: a locked or unlocking bonus past its expiry is forfeited (state 3), its money bonus -> promotions.
 * Each in its own transaction with the bonus row locked, so an unlock and an expiry at the same moment end
 * in one state (whichever locks first; the other sees the new state and does nothing).
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { BonusState } from '../../core/promotions/types';
import type { Db, Tx } from '../db/database';
import { playerBonuses } from '../db/schema-promotions';
import { postTransaction } from '../ledger/ledger';
import type { BonusRow } from './views';

export const forfeitMovement = (b: Pick<BonusRow, 'id' | 'uid' | 'currency' | 'amount'>) => ({
  key: `bonus:forfeit:${b.id}`,
  kind: 'bonus_forfeit',
  ref: `bonus:${b.id}`,
  postings: [
    { account: { uid: b.uid, kind: 'bonus' as const, currency: b.currency }, amount: -b.amount },
    { account: { system: 'promotions' as const, currency: b.currency }, amount: b.amount },
  ],
});

const ACTIVE = [BonusState.Locked, BonusState.Unlocking];

/** Forfeits one locked row in the caller's transaction (state 3, money back to promotions). */
export async function forfeitLocked(tx: Tx, row: BonusRow, now: number): Promise<void> {
  await tx
    .update(playerBonuses)
    .set({ state: BonusState.Expired, finishedAt: new Date(now) })
    .where(eq(playerBonuses.id, row.id));
  await postTransaction(tx, forfeitMovement(row));
}

/** Forfeits every due bonus (of one player, or all); returns how many expired now. */
export async function expireDue(db: Db, now: number, uid?: number, limit = 200): Promise<number> {
  const due = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(
      and(
        inArray(playerBonuses.state, ACTIVE),
        lte(playerBonuses.expiresAt, new Date(now)),
        uid === undefined ? undefined : eq(playerBonuses.uid, uid),
      ),
    )
    .limit(limit);
  let n = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
      if (!row || !ACTIVE.includes(row.state as 0 | 1) || row.expiresAt.getTime() > now) return false;
      await forfeitLocked(tx, row, now);
      return true;
    });
    if (done) n++;
  }
  return n;
}
