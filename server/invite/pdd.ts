/**
 * pdd (issue #19, /thin/pdd): a cash target the player unlocks by inviting friends within a window (the
 * plan of core/invite/pdd.ts). Friends bound to the player during the window move it: their registration
 * and their first credited deposit, each once (the step's primary key), in the order they are recorded,
 * under the campaign's row lock so two requests never compute a step from the same progress. A suspect
 * friend (the invite anti-abuse rules) moves nothing. Full, it is withdrawn once into the cash balance
 * (ledger key `pdd:withdraw:<id>`), while the brand's pdd budget allows.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import type { PddInfo, PddWithdrawResult } from '../../core/contract/schemas/agent';
import { maskName } from '../../core/invite/mask';
import { pddPlan, pddStep, type PddStepKind } from '../../core/invite/pdd';
import type { Db, Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { pddCampaigns, pddSteps } from '../db/schema-agent';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';

type Campaign = typeof pddCampaigns.$inferSelect;

/** The player's current campaign: the last one while it runs or waits to be withdrawn, else a new one. */
async function currentCampaign(db: Db, uid: number, brand: BrandConfig, now: number): Promise<Campaign> {
  const plan = pddPlan(brand);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [last] = await db
      .select()
      .from(pddCampaigns)
      .where(eq(pddCampaigns.uid, uid))
      .orderBy(desc(pddCampaigns.seq))
      .limit(1);
    if (last && last.status === 'running' && last.expiresAt.getTime() > now) return last;
    // A full campaign past its window that was never withdrawn stays shown (as expired) for a day.
    if (last && last.status === 'running' && last.expiresAt.getTime() + 24 * 3600 * 1000 > now) return last;
    const [made] = await db
      .insert(pddCampaigns)
      .values({
        uid,
        seq: (last?.seq ?? 0) + 1,
        brandId: brand.id,
        currency: plan.currency,
        target: plan.target,
        startedAt: new Date(now),
        expiresAt: new Date(now + plan.windowMs),
        status: 'running',
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
  throw new Error(`could not start a pdd campaign for ${uid}`);
}

/** Records the steps of friends not yet counted, in the order of their facts, under the campaign's lock. */
async function syncSteps(tx: Tx, c: Campaign, brand: BrandConfig): Promise<void> {
  const plan = pddPlan(brand);
  const facts = rowsOf<{ src: string; kind: PddStepKind; at: string | Date }>(
    await tx.execute(sql`
      select b.invitee_uid as src, 'registered' as kind, b.created_at as at
      from invite_bindings b
      where b.inviter_uid = ${c.uid} and b.suspect is null
        and b.created_at >= ${c.startedAt.toISOString()}::timestamptz
        and b.created_at < ${c.expiresAt.toISOString()}::timestamptz
      union all
      select b.invitee_uid, 'first_deposit', min(p.created_at)
      from invite_bindings b join pay_orders p on p.uid = b.invitee_uid
      where b.inviter_uid = ${c.uid} and b.suspect is null
        and b.created_at >= ${c.startedAt.toISOString()}::timestamptz
        and b.created_at < ${c.expiresAt.toISOString()}::timestamptz
        and p.direction = 'payin' and p.state = 'paid' and p.counts_toward_limits
        and p.created_at < ${c.expiresAt.toISOString()}::timestamptz
      group by b.invitee_uid
      order by 3, 1, 2`),
  );
  const done = await tx.select().from(pddSteps).where(eq(pddSteps.campaignId, c.id));
  const seen = new Set(done.map((s) => `${s.sourceUid}:${s.kind}`));
  let progress = done.reduce((s, d) => s + d.amount, 0);
  for (const f of facts) {
    const key = `${Number(f.src)}:${f.kind}`;
    if (seen.has(key)) continue;
    const amount = pddStep(plan, progress, f.kind);
    await tx
      .insert(pddSteps)
      .values({ campaignId: c.id, sourceUid: Number(f.src), kind: f.kind, amount, createdAt: new Date(f.at) })
      .onConflictDoNothing();
    progress += amount;
    seen.add(key);
  }
}

function statusOf(c: Campaign, progress: number, now: number): PddInfo['status'] {
  if (c.status === 'withdrawn') return 'withdrawn';
  if (now >= c.expiresAt.getTime()) return 'expired';
  return progress >= c.target ? 'full' : 'running';
}

export async function pddInfo(db: Db, uid: number, brand: BrandConfig, now: number): Promise<PddInfo> {
  const plan = pddPlan(brand);
  const started = await currentCampaign(db, uid, brand, now);
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(pddCampaigns).where(eq(pddCampaigns.id, started.id)).for('update');
    if (c && c.status === 'running' && now < c.expiresAt.getTime()) await syncSteps(tx, c, brand);
  });
  const steps = await db
    .select({ step: pddSteps, nick: users.nick, email: users.email })
    .from(pddSteps)
    .innerJoin(users, eq(users.id, pddSteps.sourceUid))
    .where(eq(pddSteps.campaignId, started.id))
    .orderBy(asc(pddSteps.createdAt), asc(pddSteps.sourceUid));
  const progress = steps.reduce((s, r) => s + r.step.amount, 0);
  return {
    pdd_uid: started.id,
    currency: started.currency,
    target: started.target,
    progress,
    started_at: started.startedAt.getTime(),
    expires_at: started.expiresAt.getTime(),
    status: statusOf(started, progress, now),
    next: {
      registered: pddStep(plan, progress, 'registered'),
      first_deposit: pddStep(plan, progress, 'first_deposit'),
    },
    steps: steps
      .map((r) => ({
        name: maskName(r.nick || r.email || ''),
        kind: r.step.kind as PddStepKind,
        amount: r.step.amount,
        at: r.step.createdAt.getTime(),
      }))
      .reverse(),
  };
}

const refuse = (code: number, message: string) => new ApiFailure(400, code, message);

/** Pays a full campaign into the cash balance, once, within its window and the brand's budget. */
export async function pddWithdraw(
  db: Db,
  uid: number,
  brand: BrandConfig,
  pddUid: number,
  now: number,
): Promise<PddWithdrawResult> {
  const plan = pddPlan(brand);
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(pddCampaigns)
      .where(and(eq(pddCampaigns.id, pddUid), eq(pddCampaigns.uid, uid)))
      .for('update');
    if (!c) throw refuse(DmError.PddNotFound, 'No such campaign');
    if (c.status === 'withdrawn') throw refuse(DmError.PddWithdrawn, 'This amount was already withdrawn');
    if (now >= c.expiresAt.getTime()) throw refuse(DmError.PddExpired, 'This campaign has ended');
    await syncSteps(tx, c, brand);
    const [sum] = await tx
      .select({ n: sql<string>`coalesce(sum(${pddSteps.amount}), 0)` })
      .from(pddSteps)
      .where(eq(pddSteps.campaignId, c.id));
    if (Number(sum?.n ?? 0) < c.target) throw refuse(DmError.PddNotFull, 'The target is not reached yet');
    // The brand's budget is read and spent by one withdrawal at a time: two players' withdrawals at once would
    // each see the other's amount as unspent and together pass the budget. Held to the commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pdd:budget:${c.brandId}`}))`);
    const [paid] = await tx
      .select({ n: sql<string>`coalesce(sum(${pddCampaigns.target}), 0)` })
      .from(pddCampaigns)
      .where(and(eq(pddCampaigns.brandId, c.brandId), eq(pddCampaigns.status, 'withdrawn')));
    if (Number(paid?.n ?? 0) + c.target > plan.budget)
      throw refuse(DmError.PddBudget, 'This campaign has no budget left');
    await tx
      .update(pddCampaigns)
      .set({ status: 'withdrawn', withdrawnAt: new Date(now) })
      .where(eq(pddCampaigns.id, c.id));
    await postTransaction(tx, {
      key: `pdd:withdraw:${c.id}`,
      kind: 'pdd_withdraw',
      ref: String(c.id),
      postings: [
        { account: { uid, kind: 'cash', currency: c.currency }, amount: c.target },
        { account: { system: 'promotions', currency: c.currency }, amount: -c.target },
      ],
    });
    return { amount: c.target, currency: c.currency };
  });
}
