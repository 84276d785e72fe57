/**
 * POST redeem/check: a code of the player's brand grants its bonus once per player, within the code's global
 * cap and before its expiry. The code row is locked, so the cap holds under parallel redeems; any refusal
 * throws before anything is written (the transaction rolls back: nothing changed).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { RedeemResult } from '../../core/contract/schemas/promotions';
import type { Db } from '../db/database';
import { redeemCodes, redeemUses } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { liveCampaign, rulesOf } from './campaigns';
import { grantBonus } from './grant';
import { bonusItems } from './views';

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
    await tx.insert(redeemUses).values({ codeId: c.id, uid: p.uid, at: new Date(now) });
    await tx
      .update(redeemCodes)
      .set({ used: sql`${redeemCodes.used} + 1` })
      .where(eq(redeemCodes.id, c.id));
    await postTransaction(tx, granted.movement);
    return { bonus: (await bonusItems(tx, [granted.bonus]))[0]! };
  });
}
