/** The agent's reads (getAgentInfo, agent income): status, level, team by depth and the job's daily rows. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import type { AgentIncome, AgentInfo } from '../../core/contract/schemas/invite';
import { AGENT_DEPTHS, agentLevel, agentPlan, type PlayerDay } from '../../core/invite/commission';
import { maskName } from '../../core/invite/mask';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { agentDaily } from '../db/schema-invite';
import { isAgent } from './agent-job';

export async function agentInfo(db: DbOrTx, uid: number, brand: BrandConfig): Promise<AgentInfo> {
  const plan = agentPlan(brand);
  const base = {
    currency: brand.currency,
    base: plan.base,
    rates_bps: AGENT_DEPTHS.map((d) => plan.ratesBps[d]),
  };
  if (!(await isAgent(db, uid)))
    return { ...base, is_agent: false, level: 0, team: [0, 0, 0], total_commission: 0, last_day: null };
  const counts = rowsOf<{ depth: number; n: string }>(
    await db.execute(sql`
      with recursive tree(uid, depth) as (
        select invitee_uid, 1 from invite_bindings where inviter_uid = ${uid}
        union all
        select b.invitee_uid, t.depth + 1 from invite_bindings b join tree t on b.inviter_uid = t.uid
        where t.depth < 3
      )
      select depth, count(*) as n from tree group by depth`),
  );
  const team = AGENT_DEPTHS.map((d) => Number(counts.find((c) => c.depth === d)?.n ?? 0));
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${agentDaily.commission}), 0)` })
    .from(agentDaily)
    .where(eq(agentDaily.agentUid, uid));
  const [last] = await db
    .select()
    .from(agentDaily)
    .where(eq(agentDaily.agentUid, uid))
    .orderBy(desc(agentDaily.day))
    .limit(1);
  return {
    ...base,
    is_agent: true,
    level: agentLevel(team.reduce((s, n) => s + n, 0)),
    team,
    total_commission: Number(total?.sum ?? 0),
    last_day: last ? { day: last.day, commission: last.commission, base: last.base } : null,
  };
}

export async function agentIncome(
  db: DbOrTx,
  uid: number,
  brand: BrandConfig,
  page: number,
  pageSize: number,
): Promise<AgentIncome> {
  const rows = await db
    .select()
    .from(agentDaily)
    .where(eq(agentDaily.agentUid, uid))
    .orderBy(desc(agentDaily.day))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const ids = [...new Set(shown.flatMap((r) => (r.details as PlayerDay[]).map((d) => d.uid)))];
  const names = ids.length
    ? await db
        .select({ id: users.id, nick: users.nick, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, maskName(u.nick || u.email || '')]));
  return {
    currency: brand.currency,
    has_more: rows.length > pageSize,
    list: shown.map((r) => ({
      day: r.day,
      players: r.players,
      stake: r.stake,
      payout: r.payout,
      base: r.base,
      commission: r.commission,
      details: (r.details as PlayerDay[]).map((d) => ({
        name: nameOf.get(d.uid) ?? '***',
        depth: d.depth,
        stake: d.stake,
        payout: d.payout,
      })),
    })),
  };
}
