/**
 * POST bonus/user/unlock: on a locked bonus, starts its wagering (replacing the unlocking one only when
 * asked); on an unlocking bonus whose wagering is done, moves it to cash, once. All of the player's active
 * bonus rows are locked in id order first, so parallel unlocks serialise (the second sees state 2 and is
 * refused) and never deadlock; the ledger key `bonus:unlock:<id>` is a second guard.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { BonusUnlockResult } from '../../core/contract/schemas/promotions';
import { BonusState } from '../../core/promotions/types';
import type { Db } from '../db/database';
import { playerBonuses, promoCampaigns } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { MessageKind, writeMessage } from '../messages/write';
import { expireDue } from './expire';
import { bonusItems, wageredOf, type BonusRow } from './views';

const fail = (code: number, message: string) => new ApiFailure(400, code, message);

/**
 * The unlock's money: the bonus's CURRENT balance (what its stakes left of it, and won), not the granted
 * amount (issue #16 "Bonus money in stakes"). A balance of 0 moves nothing (the caller posts no movement).
 */
export const unlockMovement = (b: Pick<BonusRow, 'id' | 'uid' | 'currency' | 'balance'>) => ({
  key: `bonus:unlock:${b.id}`,
  kind: 'bonus_unlock',
  ref: `bonus:${b.id}`,
  postings: [
    { account: { uid: b.uid, kind: 'bonus' as const, currency: b.currency }, amount: -b.balance },
    { account: { uid: b.uid, kind: 'cash' as const, currency: b.currency }, amount: b.balance },
  ],
});

export async function unlockBonus(
  db: Db,
  uid: number,
  bonusId: number,
  replace: boolean,
  now: number,
): Promise<BonusUnlockResult> {
  await expireDue(db, now, uid);
  return db.transaction(async (tx) => {
    const active = await tx
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.uid, uid),
          inArray(playerBonuses.state, [BonusState.Locked, BonusState.Unlocking]),
        ),
      )
      .orderBy(asc(playerBonuses.id))
      .for('update');
    const row =
      active.find((b) => b.id === bonusId) ??
      (
        await tx
          .select()
          .from(playerBonuses)
          .where(and(eq(playerBonuses.uid, uid), eq(playerBonuses.id, bonusId)))
      )[0];
    if (!row) throw fail(DmError.BonusNotFound, 'No such bonus');
    if (row.state === BonusState.Expired || row.expiresAt.getTime() <= now)
      throw fail(DmError.BonusExpired, 'This bonus has expired');
    if (row.state === BonusState.Unlocked)
      throw fail(DmError.BonusAlreadyUnlocked, 'This bonus is already unlocked');

    if (row.state === BonusState.Locked) {
      const current = active.find((b) => b.state === BonusState.Unlocking && b.currency === row.currency);
      if (current && !replace)
        throw fail(DmError.BonusUnlockBusy, 'Another bonus is unlocking: confirm to replace it');
      if (current)
        await tx
          .update(playerBonuses)
          .set({ state: BonusState.Locked })
          .where(eq(playerBonuses.id, current.id));
      const [started] = await tx
        .update(playerBonuses)
        .set({ state: BonusState.Unlocking, activatedAt: row.activatedAt ?? new Date(now) })
        .where(eq(playerBonuses.id, row.id))
        .returning();
      return { bonus: (await bonusItems(tx, [started!]))[0]!, credited: 0 };
    }

    const wagered = (await wageredOf(tx, [row.id])).get(row.id) ?? 0;
    if (wagered < row.wagerRequired)
      throw fail(DmError.BonusWageringIncomplete, 'The wagering of this bonus is not done yet');
    const [done] = await tx
      .update(playerBonuses)
      .set({ state: BonusState.Unlocked, finishedAt: new Date(now), balance: 0 })
      .where(and(eq(playerBonuses.id, row.id), eq(playerBonuses.state, BonusState.Unlocking)))
      .returning();
    if (!done) throw fail(DmError.BonusAlreadyUnlocked, 'This bonus is already unlocked');
    // The row was locked above, so `row.balance` is what it holds now.
    const credited = row.balance;
    if (credited > 0) await postTransaction(tx, unlockMovement(row));
    const [campaign] = await tx
      .select({ name: promoCampaigns.name })
      .from(promoCampaigns)
      .where(eq(promoCampaigns.id, done.campaignId));
    await writeMessage(tx, {
      uid,
      brandId: done.brandId,
      kind: MessageKind.BonusUnlocked,
      ref: String(done.id),
      params: { bonus_id: done.id, name: campaign?.name ?? '', amount: credited, currency: done.currency },
      at: now,
    });
    return { bonus: (await bonusItems(tx, [done]))[0]!, credited };
  });
}
