/**
 * The daily agent commission job (issue #19): for a UTC day, each agent's downline (their invite tree, three
 * levels deep) and its settled bets of that day (void and cancelled excluded), the commission of
 * core/invite/commission.ts, written as an agent_daily row and paid to the agent balance (ledger account
 * kind `agent`, moved on by agent-wallet.ts transfers) with the ledger key `agent:commission:<uid>:<day>`,
 * both in one transaction per agent. Restartable: a run killed
 * half-way committed some agents and not others; running the day again skips the committed ones (the row's
 * primary key) and pays the rest, so every amount is paid once, also when two nodes run it at once.
 */
import { eq, sql } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { SettleResult } from '../../core/contract/schemas/bets';
import {
  agentPlan,
  commissionFor,
  dayRange,
  type AgentDepth,
  type PlayerDay,
} from '../../core/invite/commission';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { agentDaily, agents } from '../db/schema-invite';
import { postTransaction } from '../ledger/ledger';

/** The agent's downline with each player's settled figures of [from, to). */
export async function downlineDay(
  db: DbOrTx,
  agentUid: number,
  currency: string,
  from: number,
  to: number,
): Promise<PlayerDay[]> {
  const rows = rowsOf<{ uid: string; depth: number; stake: string; payout: string }>(
    await db.execute(sql`
      with recursive tree(uid, depth) as (
        select invitee_uid, 1 from invite_bindings where inviter_uid = ${agentUid}
        union all
        select b.invitee_uid, t.depth + 1 from invite_bindings b join tree t on b.inviter_uid = t.uid
        where t.depth < 3
      )
      select t.uid, t.depth,
        coalesce(sum(o.stake), 0) as stake, coalesce(sum(o.payout), 0) as payout
      from tree t
      left join bet_orders o on o.uid = t.uid and o.status = 4 and o.currency = ${currency}
        and o.free_bet_id is null
        and o.result not in (${SettleResult.NotSettled}, ${SettleResult.Cancel})
        and o.settled_at >= ${new Date(from).toISOString()}::timestamptz
        and o.settled_at < ${new Date(to).toISOString()}::timestamptz
      group by t.uid, t.depth
      order by t.depth, t.uid`),
  );
  return rows.map((r) => ({
    uid: Number(r.uid),
    depth: r.depth as AgentDepth,
    stake: Number(r.stake),
    payout: Number(r.payout),
  }));
}

export interface JobResult {
  /** Agents whose day was written (and paid) by this run. */
  written: number;
  /** Agents whose day was already there. */
  skipped: number;
  paid: number;
}

/** Computes and pays one UTC day for every agent. */
export async function runAgentDay(db: Db, day: string): Promise<JobResult> {
  const range = dayRange(day);
  if (!range) throw new Error(`not a day: ${day}`);
  const list = await db.select().from(agents).orderBy(agents.uid);
  const result: JobResult = { written: 0, skipped: 0, paid: 0 };
  for (const agent of list) {
    const brand = brandById(agent.brandId);
    if (!brand) continue;
    const [done] = await db
      .select({ day: agentDaily.day })
      .from(agentDaily)
      .where(sql`${agentDaily.agentUid} = ${agent.uid} and ${agentDaily.day} = ${day}`);
    if (done) {
      result.skipped += 1;
      continue;
    }
    const players = await downlineDay(db, agent.uid, brand.currency, range[0], range[1]);
    const c = commissionFor(players, agentPlan(brand));
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agentDaily)
        .values({
          agentUid: agent.uid,
          day,
          currency: brand.currency,
          players: players.filter((p) => p.stake > 0).length,
          stake: players.reduce((s, p) => s + p.stake, 0),
          payout: players.reduce((s, p) => s + p.payout, 0),
          base: c.base,
          commission: c.commission,
          details: players.filter((p) => p.stake > 0),
        })
        .onConflictDoNothing()
        .returning({ day: agentDaily.day });
      if (!row) return null;
      if (c.commission > 0)
        await postTransaction(tx, {
          key: `agent:commission:${agent.uid}:${day}`,
          kind: 'agent_commission',
          ref: day,
          postings: [
            { account: { uid: agent.uid, kind: 'agent', currency: brand.currency }, amount: c.commission },
            { account: { system: 'promotions', currency: brand.currency }, amount: -c.commission },
          ],
          meta: { day, base: c.base },
        });
      return c.commission;
    });
    if (paid === null) result.skipped += 1;
    else {
      result.written += 1;
      result.paid += paid;
    }
  }
  return result;
}

export async function isAgent(db: DbOrTx, uid: number): Promise<boolean> {
  const [row] = await db.select({ uid: agents.uid }).from(agents).where(eq(agents.uid, uid));
  return Boolean(row);
}

/** Days a pass looks back: a node down for a few days still pays each of them once when it comes back. */
export const CATCH_UP_DAYS = 7;

/** The closed UTC days a pass runs, oldest first: the `CATCH_UP_DAYS` before the day of `now`. */
export function daysToRun(now: number): string[] {
  const days: string[] = [];
  for (let back = CATCH_UP_DAYS; back >= 1; back--)
    days.push(new Date(now - back * 24 * 3600 * 1000).toISOString().slice(0, 10));
  return days;
}

/**
 * Runs the closed days of the last week (UTC) at start and then every hour: a day already done is skipped,
 * so a restart or a second node costs one read per agent and day. Stops finishing its pass.
 */
export function startAgentJob(options: {
  db: Db;
  log: { error(obj: object, msg: string): void };
  now?: () => number;
  intervalMs?: number;
  /** False: another node leads the jobs (cluster/job-leader.ts), skip the pass. */
  leading?: () => boolean;
}): { stop(): Promise<void>; runNow(): void } {
  const now = options.now ?? Date.now;
  let inFlight: Promise<void> | null = null;
  const pass = () => {
    if (inFlight || (options.leading && !options.leading())) return;
    const days = daysToRun(now());
    inFlight = (async () => {
      for (const day of days)
        await runAgentDay(options.db, day).catch((err: unknown) =>
          options.log.error({ err, day }, 'agent commission job failed'),
        );
    })().finally(() => {
      inFlight = null;
    });
  };
  const timer = setInterval(pass, options.intervalMs ?? 3600_000);
  timer.unref();
  pass();
  return {
    runNow: pass,
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
