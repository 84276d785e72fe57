/**
 * Invite rewards (issue #19): which milestones the player's invitees (level 1) and their invitees (level 2,
 * fission) reached, from real facts only (a credited deposit, settled stakes), written as invite_rewards
 * rows, and paid into the cash balance when the player takes them.
 *
 * - Evaluation (`syncRewards`) is idempotent: a reward row is unique per (invitee, milestone, level), so
 *   evaluating again or at the same time as another request writes nothing twice. A suspect invitee's
 *   rewards are written `held` and never paid. An earned reward whose deposit is no longer credited is void;
 *   one already received is `reversed` and taken back from the cash balance (takeBack).
 * - Receiving (`receiveRewards`) flips `earned` rows to `received` with one UPDATE and posts each with the
 *   ledger key `invite:reward:<id>` in the same transaction: two concurrent receives cannot both take a row
 *   (the second waits for the row lock and then no longer sees it as earned), and the key cannot pay twice.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { SettleResult } from '../../core/contract/schemas/bets';
import {
  inviteRules,
  reachedMilestones,
  rewardFor,
  type InviteLevel,
  type Milestone,
} from '../../core/invite/rules';
import type { Db, DbOrTx, Tx } from '../db/database';
import { inviteBindings, inviteRewards } from '../db/schema-invite';
import { rowsOf } from '../db/rows';
import { playerBalance, postTransaction } from '../ledger/ledger';

interface SourceRow {
  src: string;
  level: number;
  suspect: string | null;
  deposited: boolean;
  turnover: string;
  same_pay: boolean;
}

/** The facts of the player's invitees and their invitees, in one query. */
async function sources(db: DbOrTx, uid: number, brand: BrandConfig): Promise<SourceRow[]> {
  const rules = inviteRules(brand);
  return rowsOf<SourceRow>(
    await db.execute(sql`
      with s as (
        select b.invitee_uid as src, b.inviter_uid as parent, b.suspect, 1 as level
        from invite_bindings b where b.inviter_uid = ${uid}
        union all
        select b2.invitee_uid, b2.inviter_uid, coalesce(b2.suspect, b1.suspect), 2
        from invite_bindings b1 join invite_bindings b2 on b2.inviter_uid = b1.invitee_uid
        where b1.inviter_uid = ${uid}
      )
      select s.src, s.level, s.suspect,
        exists (
          select 1 from pay_orders p
          where p.uid = s.src and p.direction = 'payin' and p.state = 'paid' and p.counts_toward_limits
            and p.currency = ${rules.currency} and p.amount >= ${rules.firstDepositMin}
        ) as deposited,
        coalesce((
          select sum(o.stake) from bet_orders o
          where o.uid = s.src and o.status = 4 and o.settled_at is not null and o.currency = ${rules.currency}
            and o.free_bet_id is null and o.result not in (${SettleResult.NotSettled}, ${SettleResult.Cancel})
        ), 0) as turnover,
        exists (
          select 1 from withdraw_accounts a join withdraw_accounts w
            on w.method = a.method and w.account_no = a.account_no
          where a.uid = s.src and w.uid = s.parent
        ) as same_pay
      from s`),
  );
}

/** Brings the player's reward rows up to date with their invitees' facts. */
export async function syncRewards(db: Db, uid: number, brand: BrandConfig): Promise<void> {
  const rules = inviteRules(brand);
  const rows = await sources(db, uid, brand);
  if (rows.length === 0) return;
  const values: (typeof inviteRewards.$inferInsert)[] = [];
  const undone: { src: number; level: number; milestone: Milestone }[] = [];
  const newlySuspect: number[] = [];
  for (const row of rows) {
    const src = Number(row.src);
    const level = row.level as InviteLevel;
    let suspect = row.suspect;
    if (!suspect && row.same_pay && level === 1) {
      suspect = 'same_payment_account';
      newlySuspect.push(src);
    }
    const reached = reachedMilestones({ firstDeposit: row.deposited, turnover: Number(row.turnover) }, rules);
    for (const milestone of reached) {
      const amount = rewardFor(rules, milestone, level);
      if (amount > 0)
        values.push({
          uid,
          sourceUid: src,
          level,
          milestone,
          currency: rules.currency,
          amount,
          status: suspect ? 'held' : 'earned',
        });
    }
    if (!row.deposited) undone.push({ src, level, milestone: 'first_deposit' });
  }
  await db.transaction(async (tx) => {
    if (newlySuspect.length) {
      await tx
        .update(inviteBindings)
        .set({ suspect: 'same_payment_account' })
        .where(and(inArray(inviteBindings.inviteeUid, newlySuspect), sql`${inviteBindings.suspect} is null`));
      await tx
        .update(inviteRewards)
        .set({ status: 'held' })
        .where(and(inArray(inviteRewards.sourceUid, newlySuspect), eq(inviteRewards.status, 'earned')));
    }
    if (values.length) await tx.insert(inviteRewards).values(values).onConflictDoNothing();
    for (const u of undone) {
      await tx
        .update(inviteRewards)
        .set({ status: 'void' })
        .where(
          and(
            eq(inviteRewards.sourceUid, u.src),
            eq(inviteRewards.level, u.level),
            eq(inviteRewards.milestone, u.milestone),
            inArray(inviteRewards.status, ['earned', 'held']),
          ),
        );
      const paid = await tx
        .update(inviteRewards)
        .set({ status: 'reversed' })
        .where(
          and(
            eq(inviteRewards.uid, uid),
            eq(inviteRewards.sourceUid, u.src),
            eq(inviteRewards.level, u.level),
            eq(inviteRewards.milestone, u.milestone),
            eq(inviteRewards.status, 'received'),
          ),
        )
        .returning();
      for (const r of paid) await takeBack(tx, r);
    }
  });
}

/**
 * Takes a paid reward back from the cash balance (its deposit was reversed), once: the row left `received`
 * in the same transaction, and the ledger key `invite:reward:reverse:<id>`. A player account never goes
 * below zero, so when the cash balance no longer holds the whole reward, what it holds is taken (the ledger
 * meta keeps both figures for the operator).
 */
async function takeBack(tx: Tx, r: typeof inviteRewards.$inferSelect): Promise<void> {
  const { cash } = await playerBalance(tx, r.uid, r.currency);
  const taken = Math.min(r.amount, cash);
  if (taken <= 0) return;
  await postTransaction(tx, {
    key: `invite:reward:reverse:${r.id}`,
    kind: 'invite_reward_reversal',
    ref: String(r.id),
    postings: [
      { account: { uid: r.uid, kind: 'cash', currency: r.currency }, amount: -taken },
      { account: { system: 'promotions', currency: r.currency }, amount: taken },
    ],
    meta: { source_uid: r.sourceUid, milestone: r.milestone, level: r.level, reward: r.amount, taken },
  });
}

export interface Received {
  received: number;
  count: number;
}

/** Pays every earned reward of `level` to the player's cash balance, each once. */
export async function receiveRewards(db: Db, uid: number, level: InviteLevel, now: Date): Promise<Received> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(inviteRewards)
      .set({ status: 'received', receivedAt: now })
      .where(
        and(eq(inviteRewards.uid, uid), eq(inviteRewards.level, level), eq(inviteRewards.status, 'earned')),
      )
      .returning();
    taken.sort((a, b) => a.id - b.id);
    for (const r of taken)
      await postTransaction(tx, {
        key: `invite:reward:${r.id}`,
        kind: r.level === 1 ? 'invite_reward' : 'invite_fission_reward',
        ref: String(r.id),
        postings: [
          { account: { uid, kind: 'cash', currency: r.currency }, amount: r.amount },
          { account: { system: 'promotions', currency: r.currency }, amount: -r.amount },
        ],
        meta: { source_uid: r.sourceUid, milestone: r.milestone, level: r.level },
      });
    return { received: taken.reduce((s, r) => s + r.amount, 0), count: taken.length };
  });
}

/** Every reward row of the player at a level, newest first. */
export async function rewardRows(db: DbOrTx, uid: number, level?: InviteLevel) {
  return db
    .select()
    .from(inviteRewards)
    .where(
      level ? and(eq(inviteRewards.uid, uid), eq(inviteRewards.level, level)) : eq(inviteRewards.uid, uid),
    )
    .orderBy(asc(inviteRewards.id));
}
