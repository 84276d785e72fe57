/**
 * Expiry: a locked or unlocking bonus past its expiry is forfeited (state 3), its money bonus -> promotions.
 * Each in its own transaction with the bonus row locked, so an unlock and an expiry at the same moment end
 * in one state (whichever locks first; the other sees the new state and does nothing).
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { BonusState } from '../../core/promotions/types';
import type { Db, Tx } from '../db/database';
import { playerBonuses } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { money } from '../payments/views';
import { postTransaction } from '../ledger/ledger';
import type { BonusRow } from './views';

/** The forfeit's money: the bonus's current balance (0: the caller posts no movement). */
export const forfeitMovement = (b: Pick<BonusRow, 'id' | 'uid' | 'currency' | 'balance'>) => ({
  key: `bonus:forfeit:${b.id}`,
  kind: 'bonus_forfeit',
  ref: `bonus:${b.id}`,
  postings: [
    { account: { uid: b.uid, kind: 'bonus' as const, currency: b.currency }, amount: -b.balance },
    { account: { system: 'promotions' as const, currency: b.currency }, amount: b.balance },
  ],
});

const ACTIVE = [BonusState.Locked, BonusState.Unlocking];

/**
 * Forfeits one locked row in the caller's transaction (state 3, its current balance back to promotions).
 * `row` was read under its row lock, so its balance is what it holds.
 */
export async function forfeitLocked(tx: Tx, row: BonusRow, now: number): Promise<void> {
  await tx
    .update(playerBonuses)
    .set({ state: BonusState.Expired, finishedAt: new Date(now), balance: 0 })
    .where(eq(playerBonuses.id, row.id));
  if (row.balance > 0) await postTransaction(tx, forfeitMovement(row));
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

/**
 * A withdrawal forfeits the player's locked and unlocking bonuses of its currency (issue #16). In the
 * withdrawal's transaction, after its player lock: the rows are locked (so a parallel unlock either ran
 * first, and the bonus is cash already, or sees state 3 and is refused), set to expired, and their
 * forfeit movements returned for the caller to post in one batch with the payout (ledger lock order).
 * `confirm` false: refused when there is anything to forfeit, nothing changed.
 */
export async function forfeitForWithdrawal(
  tx: Tx,
  uid: number,
  currency: string,
  confirm: boolean,
  now: number,
): Promise<ReturnType<typeof forfeitMovement>[]> {
  const active = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, uid),
        eq(playerBonuses.currency, currency),
        inArray(playerBonuses.state, ACTIVE),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .for('update');
  if (active.length === 0) return [];
  const total = active.reduce((s, b) => s + b.balance, 0);
  if (!confirm)
    throw new ApiFailure(
      400,
      DmError.WithdrawForfeitsBonus,
      `A withdrawal forfeits your active bonus (${money(total, currency)}): confirm to go on`,
    );
  await tx
    .update(playerBonuses)
    .set({ state: BonusState.Expired, finishedAt: new Date(now), balance: 0 })
    .where(
      inArray(
        playerBonuses.id,
        active.map((b) => b.id),
      ),
    );
  return active.filter((b) => b.balance > 0).map(forfeitMovement);
}
