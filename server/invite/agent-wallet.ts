/**
 * The agent balance and its transfers (issue #19). The daily job (agent-job.ts) pays commission into the
 * agent's ledger account of kind `agent`; a transfer moves part of it to the agent's own cash balance or to a
 * player of the agent's downline (the invite tree, three levels deep).
 *
 * A transfer is one database transaction that first locks the agent's `agents` row, so an agent's transfers
 * run one at a time: the day's total (core/invite/transfer.ts dailyMax) is read and respected under that lock,
 * and the same request id sent twice (a retry, two taps, two tabs) finds the first transfer's row and moves
 * nothing (answered as `replayed`; with another amount or receiver it is refused). The balance itself is the
 * ledger's conditional update: over the balance is InsufficientFunds, answered as a refusal, nothing moved.
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import type {
  AgentBindInfo,
  AgentTeamMember,
  AgentTransferInput,
  AgentTransferResult,
  AgentTransferRow,
  AgentWallet,
} from '../../core/contract/schemas/agent';
import { maskName } from '../../core/invite/mask';
import { checkTransfer, transferable, transferLimits, utcDayOf } from '../../core/invite/transfer';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { agentTransfers } from '../db/schema-agent';
import { agents, inviteBindings, inviteCodes } from '../db/schema-invite';
import { ledgerAccounts } from '../db/schema-ledger';
import { ApiFailure } from '../http/failure';
import { InsufficientFunds } from '../ledger/errors';
import { postTransaction } from '../ledger/ledger';
import { BIND_WINDOW_MS, bindInvitee, unknownCode } from './bind';
import { isAgent } from './agent-job';
import { normalizeInviteCode } from '../../core/invite/code';

const TEAM_LIMIT = 100;
const RECENT = 10;

const nameOf = (u: { nick: string; email: string | null }) => maskName(u.nick || u.email || '');

/** The agent balance in the brand's currency. */
export async function agentBalance(db: DbOrTx, uid: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUid, uid),
        eq(ledgerAccounts.kind, 'agent'),
        eq(ledgerAccounts.currency, currency.toUpperCase()),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The agent's downline, three levels deep, nearest first (masked names). */
export async function agentTeam(db: DbOrTx, uid: number, limit = TEAM_LIMIT): Promise<AgentTeamMember[]> {
  const rows = rowsOf<{ uid: string; depth: number; nick: string; email: string | null }>(
    await db.execute(sql`
      with recursive tree(uid, depth) as (
        select invitee_uid, 1 from invite_bindings where inviter_uid = ${uid}
        union all
        select b.invitee_uid, t.depth + 1 from invite_bindings b join tree t on b.inviter_uid = t.uid
        where t.depth < 3
      )
      select t.uid, t.depth, u.nick, u.email from tree t join users u on u.id = t.uid
      order by t.depth, t.uid limit ${limit}`),
  );
  return rows.map((r) => ({ uid: Number(r.uid), depth: r.depth, name: nameOf(r) }));
}

/** The depth of `player` below `agent` (1-3), or null when not in the downline. */
async function downlineDepth(db: DbOrTx, agentUid: number, player: number): Promise<number | null> {
  let current = player;
  for (let depth = 1; depth <= 3; depth++) {
    const [b] = await db
      .select({ inviter: inviteBindings.inviterUid })
      .from(inviteBindings)
      .where(eq(inviteBindings.inviteeUid, current));
    if (!b) return null;
    if (b.inviter === agentUid) return depth;
    current = b.inviter;
  }
  return null;
}

async function transferredToday(db: DbOrTx, uid: number, now: number): Promise<number> {
  const [from, to] = utcDayOf(now);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${agentTransfers.amount}), 0)` })
    .from(agentTransfers)
    .where(
      and(
        eq(agentTransfers.agentUid, uid),
        gte(agentTransfers.createdAt, new Date(from)),
        lt(agentTransfers.createdAt, new Date(to)),
      ),
    );
  return Number(row?.sum ?? 0);
}

type TransferDbRow = typeof agentTransfers.$inferSelect;

async function rowsWithNames(db: DbOrTx, rows: TransferDbRow[]): Promise<AgentTransferRow[]> {
  const ids = [...new Set(rows.map((r) => r.toUid))];
  const named = ids.length
    ? await db
        .select({ id: users.id, nick: users.nick, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const names = new Map(named.map((u) => [u.id, nameOf(u)]));
  return rows.map((r) => ({
    id: r.id,
    target: r.target === 'player' ? 'player' : 'self',
    name: names.get(r.toUid) ?? '***',
    amount: r.amount,
    at: r.createdAt.getTime(),
  }));
}

export async function agentWallet(
  db: DbOrTx,
  uid: number,
  brand: BrandConfig,
  now: number,
): Promise<AgentWallet> {
  const limits = transferLimits();
  const base = {
    currency: brand.currency,
    min: limits.min,
    max: limits.max,
    daily_max: limits.dailyMax,
  };
  if (!(await isAgent(db, uid)))
    return { ...base, is_agent: false, balance: 0, today: 0, transferable: 0, team: [], recent: [] };
  const [balance, today, team, recent] = await Promise.all([
    agentBalance(db, uid, brand.currency),
    transferredToday(db, uid, now),
    agentTeam(db, uid),
    db
      .select()
      .from(agentTransfers)
      .where(eq(agentTransfers.agentUid, uid))
      .orderBy(desc(agentTransfers.id))
      .limit(RECENT),
  ]);
  return {
    ...base,
    is_agent: true,
    balance,
    today,
    transferable: transferable({ balance, today }, limits),
    team,
    recent: await rowsWithNames(db, recent),
  };
}

const refuse = (code: number, message: string) => new ApiFailure(400, code, message);

/** One transfer out of the agent balance, or an ApiFailure with nothing moved. */
export async function transferCommission(
  db: Db,
  agentUid: number,
  brand: BrandConfig,
  input: AgentTransferInput,
  now: number,
): Promise<AgentTransferResult> {
  const limits = transferLimits();
  const toUid = input.target === 'self' ? agentUid : input.to_uid;
  const currency = brand.currency;
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ uid: agents.uid })
      .from(agents)
      .where(eq(agents.uid, agentUid))
      .for('update');
    if (!me) throw refuse(DmError.AgentNotAgent, 'Only agents can transfer commission');
    const [earlier] = await tx
      .select()
      .from(agentTransfers)
      .where(and(eq(agentTransfers.agentUid, agentUid), eq(agentTransfers.requestId, input.request_id)));
    if (earlier) {
      if (earlier.amount !== input.amount || earlier.target !== input.target || earlier.toUid !== toUid)
        throw refuse(DmError.AgentTransferKeyReused, 'This request was already used for another transfer');
      const [row] = await rowsWithNames(tx, [earlier]);
      return { transfer: row!, balance: await agentBalance(tx, agentUid, currency), replayed: true };
    }
    if (input.target === 'player' && (!toUid || toUid === agentUid))
      throw refuse(DmError.AgentTransferNotDownline, 'Choose a player of your team');
    if (input.target === 'player' && (await downlineDepth(tx, agentUid, toUid!)) === null)
      throw refuse(DmError.AgentTransferNotDownline, 'This player is not in your team');
    const balance = await agentBalance(tx, agentUid, currency);
    const today = await transferredToday(tx, agentUid, now);
    const refusal = checkTransfer({ amount: input.amount, balance, today }, limits);
    if (refusal === 'amount')
      throw refuse(DmError.AgentTransferAmount, 'The amount is outside the transfer limits');
    if (refusal === 'daily_limit')
      throw refuse(DmError.AgentTransferDailyLimit, 'This would pass your daily transfer limit');
    if (refusal === 'balance')
      throw refuse(DmError.AgentTransferBalance, 'The amount is more than your agent balance');
    const [row] = await tx
      .insert(agentTransfers)
      .values({
        agentUid,
        requestId: input.request_id,
        target: input.target,
        toUid: toUid!,
        currency,
        amount: input.amount,
        createdAt: new Date(now),
      })
      .returning();
    try {
      await postTransaction(tx, {
        key: `agent:transfer:${agentUid}:${input.request_id}`,
        kind: input.target === 'self' ? 'agent_transfer_self' : 'agent_transfer_player',
        ref: String(row!.id),
        postings: [
          { account: { uid: agentUid, kind: 'agent', currency }, amount: -input.amount },
          { account: { uid: toUid!, kind: 'cash', currency }, amount: input.amount },
        ],
        meta: { agent_uid: agentUid, to_uid: toUid, target: input.target },
      });
    } catch (err) {
      if (err instanceof InsufficientFunds)
        throw refuse(DmError.AgentTransferBalance, 'The amount is more than your agent balance');
      throw err;
    }
    const [shown] = await rowsWithNames(tx, [row!]);
    return { transfer: shown!, balance: balance - input.amount, replayed: false };
  });
}

/** Who the player is bound to, and until when a code can be entered. */
export async function agentBindInfo(db: DbOrTx, uid: number, now: number): Promise<AgentBindInfo> {
  const [bound] = await db
    .select({ inviter: inviteBindings.inviterUid, nick: users.nick, email: users.email })
    .from(inviteBindings)
    .innerJoin(users, eq(users.id, inviteBindings.inviterUid))
    .where(eq(inviteBindings.inviteeUid, uid));
  if (bound)
    return {
      bound: true,
      inviter: nameOf(bound),
      inviter_is_agent: await isAgent(db, bound.inviter),
      open_until: null,
    };
  const [me] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, uid));
  const until = me ? me.at.getTime() + BIND_WINDOW_MS : 0;
  return { bound: false, inviter: null, inviter_is_agent: false, open_until: until > now ? until : null };
}

/** Binds the player to the agent owning `code`; refuses a code that is not an agent's (nothing written). */
export async function bindToAgent(
  db: Db,
  input: { uid: number; brandId: string; code: string; deviceId: string; ip: string },
  now: number,
): Promise<AgentBindInfo> {
  const code = normalizeInviteCode(input.code);
  if (!code) throw unknownCode();
  const [owner] = await db
    .select({ uid: inviteCodes.uid })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.brandId, input.brandId), eq(inviteCodes.code, code)));
  if (!owner) throw unknownCode();
  if (!(await isAgent(db, owner.uid)))
    throw refuse(DmError.AgentCodeNotAgent, 'This code is not an agent code');
  const info = await agentBindInfo(db, input.uid, now);
  if (!info.bound && info.open_until === null)
    throw refuse(DmError.InviteBindClosed, 'A code can be entered only in your first week');
  await bindInvitee(db, {
    inviteeUid: input.uid,
    brandId: input.brandId,
    code,
    deviceId: input.deviceId,
    ip: input.ip,
  });
  return agentBindInfo(db, input.uid, now);
}
