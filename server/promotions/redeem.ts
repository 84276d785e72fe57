/**
 * POST redeem/check: a code of the player's brand grants its bonus (or, a free-spins code, its free rounds)
 * once per player, within the code's global cap and before its expiry. The code row is locked, so the cap holds under parallel redeems; any refusal
 * throws before anything is written (the transaction rolls back: nothing changed).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { RedeemResult } from '../../core/contract/schemas/promotions';
import type { Db, Tx } from '../db/database';
import { redeemCodes, redeemUses } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { liveCampaign, rulesOf } from './campaigns';
import { grantFreeRounds } from './free-rounds';
import { grantBonus } from './grant';
import { bonusItems } from './views';
import { codeUsedOnDevice } from './abuse';

const fail = (code: number, message: string) => new ApiFailure(400, code, message);

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export interface Redeemer {
  uid: number;
  brandId: string;
  currency: string;
}

export async function redeemCode(db: Db, p: Redeemer, raw: string, now: number): Promise<RedeemResult> {
  const code = normalizeCode(raw);
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(redeemCodes)
      .where(and(eq(redeemCodes.brandId, p.brandId), eq(redeemCodes.code, code)))
      .for('update');
    if (!c) throw fail(DmError.RedeemCodeUnknown, 'Unknown code');
    if (c.expiresAt.getTime() <= now) throw fail(DmError.RedeemCodeExpired, 'This code has expired');
    const [mine] = await tx
      .select({ at: redeemUses.at })
      .from(redeemUses)
      .where(and(eq(redeemUses.codeId, c.id), eq(redeemUses.uid, p.uid)));
    if (mine) throw fail(DmError.RedeemCodeUsed, 'You have already used this code');
    if (c.used >= c.maxUses) throw fail(DmError.RedeemCodeUsed, 'This code has been used up');
    // Once per device too (abuse.ts): a second account on the same phone does not redeem it again.
    if (await codeUsedOnDevice(tx, p.uid, p.brandId, c.id))
      throw fail(DmError.RedeemCodeUsed, 'This code was already used on this device');
    if (c.spins > 0) return redeemSpins(tx, p, c, now);
    const campaign = await liveCampaign(tx, p.brandId, 'redeem', now);
    if (!campaign) throw fail(DmError.BonusNotEligible, 'Codes are not offered just now');
    const rules = { ...rulesOf(campaign.rules), wagerMultiple: c.wagerMultiple };
    const granted = await grantBonus(tx, {
      uid: p.uid,
      brandId: p.brandId,
      campaign,
      rules,
      currency: p.currency,
      amount: c.amount,
      sourceRef: `code:${c.id}`,
      now,
    });
    if (!granted) throw fail(DmError.RedeemCodeUsed, 'You have already used this code');
    await useCode(tx, c.id, p.uid, now);
    await postTransaction(tx, granted.movement);
    return { bonus: (await bonusItems(tx, [granted.bonus]))[0]!, free_rounds: null };
  });
}

/** Counts the code's use (once per player: redeem_uses' key). */
async function useCode(tx: Tx, codeId: number, uid: number, now: number) {
  await tx.insert(redeemUses).values({ codeId, uid, at: new Date(now) });
  await tx
    .update(redeemCodes)
    .set({ used: sql`${redeemCodes.used} + 1` })
    .where(eq(redeemCodes.id, codeId));
}

/**
 * A free-spins code: its spins of the brand's free_rounds campaign (stake, game and the wins' wagering from
 * the campaign), a grant of its own (source `code:<id>`). No money moves until a spin is played.
 */
async function redeemSpins(
  tx: Tx,
  p: Redeemer,
  c: typeof redeemCodes.$inferSelect,
  now: number,
): Promise<RedeemResult> {
  const campaign = await liveCampaign(tx, p.brandId, 'free_rounds', now);
  if (!campaign) throw fail(DmError.BonusNotEligible, 'Free spins are not offered just now');
  const grant = await grantFreeRounds(tx, {
    uid: p.uid,
    brandId: p.brandId,
    campaign,
    currency: p.currency,
    sourceRef: `code:${c.id}`,
    spins: c.spins,
    now,
  });
  if (!grant) throw fail(DmError.RedeemCodeUsed, 'You have already used this code');
  await useCode(tx, c.id, p.uid, now);
  return { bonus: null, free_rounds: { grant_id: grant.id, spins: grant.total } };
}
