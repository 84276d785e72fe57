/**
 * Paying a loyalty reward once. The claim row (uid, kind, period) is unique: a second receive, also one
 * racing the first (the unique index makes it wait for the first to commit), inserts nothing and is refused
 * with RewardTaken. The money moves in the same database transaction, as cash from the operator's
 * promotions account (the bonus account is the promotions programme's), under the ledger key
 * `loyalty:<kind>:<uid>:<period>`, so it is balanced and can never be posted twice.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { AwardList, Received, VipRewardKind } from '../../core/contract/schemas/loyalty';
import type { Db, DbOrTx } from '../db/database';
import { loyaltyClaims } from '../db/schema-loyalty';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';

export interface Reward {
  uid: number;
  brandId: string;
  kind: VipRewardKind;
  period: string;
  amount: number;
  currency: string;
}

export const notEarned = (what = 'This reward is not earned yet') =>
  new ApiFailure(400, DmError.RewardNotEarned, what);
export const taken = () => new ApiFailure(400, DmError.RewardTaken, 'This reward was already received');

export async function receiveOnce(db: Db, r: Reward, now: number): Promise<Received> {
  if (!(r.amount > 0)) throw notEarned();
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(loyaltyClaims)
      .values({ ...r, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: loyaltyClaims.id });
    if (!claim) throw taken();
    await postTransaction(tx, {
      key: `loyalty:${r.kind}:${r.uid}:${r.period}`,
      kind: 'loyalty_reward',
      ref: String(claim.id),
      postings: [
        { account: { system: 'promotions', currency: r.currency }, amount: -r.amount },
        { account: { uid: r.uid, kind: 'cash', currency: r.currency }, amount: r.amount },
      ],
      meta: { kind: r.kind, period: r.period },
    });
  });
  return { kind: r.kind, period: r.period, amount: r.amount, currency: r.currency };
}

/** The player's claims of some kinds, as `kind|period` keys. */
export async function claimedKeys(db: DbOrTx, uid: number, kinds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ kind: loyaltyClaims.kind, period: loyaltyClaims.period })
    .from(loyaltyClaims)
    .where(and(eq(loyaltyClaims.uid, uid), inArray(loyaltyClaims.kind, kinds)));
  return new Set(rows.map((r) => `${r.kind}|${r.period}`));
}

export async function awardList(db: DbOrTx, uid: number, kinds: VipRewardKind[]): Promise<AwardList> {
  const rows = await db
    .select()
    .from(loyaltyClaims)
    .where(and(eq(loyaltyClaims.uid, uid), inArray(loyaltyClaims.kind, kinds)))
    .orderBy(desc(loyaltyClaims.id))
    .limit(50);
  return {
    list: rows.map((r) => ({
      kind: r.kind as VipRewardKind,
      period: r.period,
      amount: r.amount,
      currency: r.currency,
      created_at: r.createdAt.getTime(),
    })),
  };
}
