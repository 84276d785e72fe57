/**
 * The read side of the invite programme: running, list, fission_list and award_sum, from invite_bindings and
 * invite_rewards (brought up to date by rewards.ts syncRewards first).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import type {
  FissionList,
  InviteAwardSum,
  InviteList,
  InviteRunning,
  Invitee,
} from '../../core/contract/schemas/invite';
import { maskName, maskUid } from '../../core/invite/mask';
import {
  furthestMilestone,
  inviteRules,
  MILESTONES,
  type Milestone,
  type RewardStatus,
} from '../../core/invite/rules';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema-accounts';
import { inviteBindings, inviteRewards } from '../db/schema-invite';
import { rewardRows } from './rewards';

const nameOf = (u: { nick: string; email: string | null }) => maskName(u.nick || u.email || '');

/** The status shown for an invitee's rewards: what still needs the player first. */
function combinedStatus(statuses: RewardStatus[]): Invitee['reward_status'] {
  for (const s of ['earned', 'held', 'received', 'reversed', 'void'] as const)
    if (statuses.includes(s)) return s;
  return 'none';
}

export async function inviteList(
  db: DbOrTx,
  uid: number,
  brand: BrandConfig,
  page: number,
  pageSize: number,
): Promise<InviteList> {
  const rules = inviteRules(brand);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inviteBindings)
    .where(eq(inviteBindings.inviterUid, uid));
  const bound = await db
    .select({
      uid: inviteBindings.inviteeUid,
      suspect: inviteBindings.suspect,
      at: inviteBindings.createdAt,
      nick: users.nick,
      email: users.email,
    })
    .from(inviteBindings)
    .innerJoin(users, eq(users.id, inviteBindings.inviteeUid))
    .where(eq(inviteBindings.inviterUid, uid))
    .orderBy(desc(inviteBindings.createdAt), desc(inviteBindings.inviteeUid))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const rewards = await rewardRows(db, uid, 1);
  const bySource = new Map<number, typeof rewards>();
  for (const r of rewards) bySource.set(r.sourceUid, [...(bySource.get(r.sourceUid) ?? []), r]);
  const list = bound.slice(0, pageSize).map((b): Invitee => {
    const own = bySource.get(b.uid) ?? [];
    const live = own.filter((r) => r.status !== 'void' && r.status !== 'reversed');
    return {
      name: nameOf(b),
      uid_masked: maskUid(b.uid),
      registered_at: b.at.getTime(),
      milestone: furthestMilestone(['registered', ...live.map((r) => r.milestone as Milestone)]),
      reward: live.reduce((s, r) => s + r.amount, 0),
      reward_status: combinedStatus(own.map((r) => r.status as RewardStatus)),
      suspect: b.suspect !== null,
    };
  });
  return { currency: rules.currency, total: count?.n ?? 0, has_more: bound.length > pageSize, list };
}

export async function inviteRunning(db: DbOrTx, uid: number, brand: BrandConfig): Promise<InviteRunning> {
  const rules = inviteRules(brand);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inviteBindings)
    .where(eq(inviteBindings.inviterUid, uid));
  const total = count?.n ?? 0;
  const rewards = (await rewardRows(db, uid, 1)).filter(
    (r) => r.status !== 'void' && r.status !== 'reversed',
  );
  return {
    currency: rules.currency,
    list: MILESTONES.map((milestone) => {
      const reached =
        milestone === 'registered' ? total : rewards.filter((r) => r.milestone === milestone).length;
      return {
        milestone,
        reward: rules.reward[milestone],
        reached,
        in_progress: Math.max(0, total - reached),
      };
    }),
    receivable: rewards.filter((r) => r.status === 'earned').reduce((s, r) => s + r.amount, 0),
  };
}

export async function fissionList(
  db: DbOrTx,
  uid: number,
  brand: BrandConfig,
  page: number,
  pageSize: number,
): Promise<FissionList> {
  const rows = await db
    .select({
      reward: inviteRewards,
      nick: users.nick,
      email: users.email,
      via: inviteBindings.inviterUid,
    })
    .from(inviteRewards)
    .innerJoin(users, eq(users.id, inviteRewards.sourceUid))
    .innerJoin(inviteBindings, eq(inviteBindings.inviteeUid, inviteRewards.sourceUid))
    .where(and(eq(inviteRewards.uid, uid), eq(inviteRewards.level, 2)))
    .orderBy(desc(inviteRewards.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const viaUsers = rows.length
    ? await db
        .select({ id: users.id, nick: users.nick, email: users.email })
        .from(users)
        .where(
          sql`${users.id} in (${sql.join(
            [...new Set(rows.map((r) => r.via))].map((v) => sql`${v}`),
            sql`, `,
          )})`,
        )
    : [];
  const via = new Map(viaUsers.map((u) => [u.id, nameOf(u)]));
  return {
    currency: inviteRules(brand).currency,
    has_more: rows.length > pageSize,
    list: rows.slice(0, pageSize).map((r) => ({
      name: nameOf(r),
      via: via.get(r.via) ?? '***',
      milestone: r.reward.milestone as Milestone,
      reward: r.reward.amount,
      status: r.reward.status as RewardStatus,
      at: r.reward.createdAt.getTime(),
    })),
  };
}

export async function awardSum(db: DbOrTx, uid: number, brand: BrandConfig): Promise<InviteAwardSum> {
  const rows = await rewardRows(db, uid);
  const sum = (level: number, status: RewardStatus) =>
    rows.filter((r) => r.level === level && r.status === status).reduce((s, r) => s + r.amount, 0);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inviteBindings)
    .where(eq(inviteBindings.inviterUid, uid));
  return {
    currency: inviteRules(brand).currency,
    received: sum(1, 'received'),
    receivable: sum(1, 'earned'),
    held: sum(1, 'held') + sum(2, 'held'),
    fission_received: sum(2, 'received'),
    fission_receivable: sum(2, 'earned'),
    invitee_count: count?.n ?? 0,
    depositor_count: new Set(
      rows
        .filter(
          (r) =>
            r.level === 1 &&
            r.milestone === 'first_deposit' &&
            r.status !== 'void' &&
            r.status !== 'reversed',
        )
        .map((r) => r.sourceUid),
    ).size,
  };
}
