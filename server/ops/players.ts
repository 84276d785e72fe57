/**
 * Player look-up for operators: search, the profile (balances from the ledger, sessions, limits,
 * exclusion, identity, notes), bets, the cash statement with its running balance, notes and locks. Every
 * read and write is limited to the operator's brands (a player of another brand is "not found").
 */
import { and, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsBetList,
  OpsPlayerDetail,
  OpsPlayerRow,
  OpsStatement,
} from '../../core/contract/schemas/ops';
import type { Db, DbOrTx } from '../db/database';
import { sessions, users } from '../db/schema-accounts';
import { betOrders } from '../db/schema-bets';
import { rgIdentity } from '../db/schema-identity';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema-ledger';
import { operators, opsPlayerLocks, opsPlayerNotes } from '../db/schema-ops';
import { withdrawAccounts } from '../db/schema-payments';
import { rgPlayers } from '../db/schema-rg';
import { ApiFailure } from '../http/failure';
import { playerBalances } from '../ledger/ledger';
import { appendAudit } from './audit';
import type { Operator } from './auth';

const PAGE = 50;
const ms = (d: Date | null) => (d ? d.getTime() : null);

export const playerNotFound = () => new ApiFailure(404, OpsDmError.OpsPlayerNotFound, 'No such player.');

/** The player's brand, when it is one of the operator's; otherwise "not found" (no probing other brands). */
export async function playerInScope(db: DbOrTx, op: Operator, uid: number): Promise<string> {
  const [row] = await db.select({ brandId: users.brandId }).from(users).where(eq(users.id, uid));
  if (!row || !op.brands.includes(row.brandId)) throw playerNotFound();
  return row.brandId;
}

async function rows(db: DbOrTx, uids: number[]): Promise<OpsPlayerRow[]> {
  if (uids.length === 0) return [];
  const found = await db
    .select({ user: users, lock: opsPlayerLocks.uid })
    .from(users)
    .leftJoin(opsPlayerLocks, eq(opsPlayerLocks.uid, users.id))
    .where(inArray(users.id, uids))
    .orderBy(desc(users.id));
  return found.map(({ user, lock }) => ({
    uid: user.id,
    brand_id: user.brandId,
    email: user.email,
    nick: user.nick,
    created_at: user.createdAt.getTime(),
    locked: lock !== null,
  }));
}

/** By uid, e-mail (prefix), phone (a withdraw account's) or document number, in the operator's brands. */
export async function searchPlayers(db: Db, op: Operator, q: string): Promise<OpsPlayerRow[]> {
  const text = q.trim();
  if (!text || op.brands.length === 0) return [];
  const digits = text.replace(/\D/g, '');
  const like = `${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  const ids = new Set<number>();
  const inBrands = inArray(users.brandId, op.brands);
  const byUser = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inBrands,
        or(ilike(users.email, like), /^\d{1,15}$/.test(text) ? eq(users.id, Number(text)) : undefined),
      ),
    )
    .limit(PAGE);
  byUser.forEach((r) => ids.add(r.id));
  if (digits.length >= 6) {
    const byPhone = await db
      .select({ uid: withdrawAccounts.uid })
      .from(withdrawAccounts)
      .where(sql`regexp_replace(${withdrawAccounts.phone}, '\\D', '', 'g') like ${`%${digits}`}`)
      .limit(PAGE);
    const byDoc = await db
      .select({ uid: rgIdentity.uid })
      .from(rgIdentity)
      .where(and(eq(rgIdentity.number, digits), inArray(rgIdentity.brandId, op.brands)))
      .limit(PAGE);
    [...byPhone, ...byDoc].forEach((r) => ids.add(r.uid));
  }
  return (await rows(db, [...ids])).filter((r) => op.brands.includes(r.brand_id)).slice(0, PAGE);
}

export async function playerDetail(
  db: DbOrTx,
  op: Operator,
  uid: number,
  now: number,
): Promise<OpsPlayerDetail> {
  await playerInScope(db, op, uid);
  const [player] = await rows(db, [uid]);
  const [lock] = await db.select().from(opsPlayerLocks).where(eq(opsPlayerLocks.uid, uid));
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.uid, uid))
    .orderBy(desc(sessions.id))
    .limit(20);
  const [rg] = await db.select().from(rgPlayers).where(eq(rgPlayers.uid, uid));
  const [identity] = await db.select().from(rgIdentity).where(eq(rgIdentity.uid, uid));
  const phones = await db
    .selectDistinct({ phone: withdrawAccounts.phone })
    .from(withdrawAccounts)
    .where(and(eq(withdrawAccounts.uid, uid), sql`${withdrawAccounts.phone} <> ''`));
  const notes = await db
    .select({ note: opsPlayerNotes, by: operators.email })
    .from(opsPlayerNotes)
    .innerJoin(operators, eq(operators.id, opsPlayerNotes.operatorId))
    .where(eq(opsPlayerNotes.uid, uid))
    .orderBy(desc(opsPlayerNotes.id))
    .limit(100);
  const excluded =
    rg?.exclusionKind && (!rg.excludedUntil || rg.excludedUntil.getTime() > now)
      ? { kind: rg.exclusionKind, until: ms(rg.excludedUntil) }
      : null;
  return {
    player: player!,
    lock_reason: lock?.reason ?? null,
    balances: await playerBalances(db, uid),
    sessions: sessionRows.map((s) => ({
      id: s.publicId.slice(0, 8),
      device: [s.smid.slice(0, 12), s.av].filter(Boolean).join(' · '),
      ip: s.ip,
      created_at: s.createdAt.getTime(),
      last_seen_at: s.lastSeenAt.getTime(),
      active: !s.revokedAt && s.expiresAt.getTime() > now,
    })),
    limits: rg?.limits ?? {},
    exclusion: excluded,
    identity: {
      status: identity?.status ?? 'unverified',
      document: identity?.number ? `${identity.document ?? ''} ${identity.number}`.trim() : null,
    },
    phones: phones.map((p) => p.phone),
    notes: notes.map(({ note, by }) => ({ id: note.id, text: note.text, by, at: note.createdAt.getTime() })),
  };
}

export async function playerBets(db: Db, op: Operator, uid: number, before?: number): Promise<OpsBetList> {
  await playerInScope(db, op, uid);
  const list = await db
    .select()
    .from(betOrders)
    .where(and(eq(betOrders.uid, uid), before ? lt(betOrders.id, before) : undefined))
    .orderBy(desc(betOrders.id))
    .limit(PAGE);
  return {
    list: list.map((b) => ({
      id: b.id,
      kind: b.kind,
      currency: b.currency,
      stake: b.stake,
      potential_return: b.potentialReturn,
      status: b.status,
      result: b.result,
      payout: b.payout,
      created_at: b.createdAt.getTime(),
      settled_at: ms(b.settledAt),
    })),
  };
}

/**
 * The cash account's last movements, newest first, each with the balance after it: the balance now minus
 * the movements after it (the account's balance is the sum of its entries, server/ledger).
 */
export async function playerStatement(
  db: Db,
  op: Operator,
  uid: number,
  currency: string | undefined,
  brandCurrency: string,
): Promise<OpsStatement> {
  await playerInScope(db, op, uid);
  const code = (currency ?? brandCurrency).toUpperCase();
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUid, uid),
        eq(ledgerAccounts.kind, 'cash'),
        eq(ledgerAccounts.currency, code),
      ),
    );
  if (!account) return { currency: code, balance: 0, list: [] };
  const entries = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      at: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txId))
    .where(eq(ledgerEntries.accountId, account.id))
    .orderBy(desc(ledgerEntries.id))
    .limit(200);
  let balance = account.balance;
  const list = entries.map((e) => {
    const row = { id: e.id, at: e.at.getTime(), kind: e.kind, ref: e.ref, amount: e.amount, balance };
    balance -= e.amount;
    return row;
  });
  return { currency: code, balance: account.balance, list };
}

export async function addNote(db: Db, op: Operator, uid: number, text: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await playerInScope(tx, op, uid);
    await tx
      .insert(opsPlayerNotes)
      .values({ uid, brandId, operatorId: op.id, text, createdAt: new Date(now) });
    await appendAudit(
      tx,
      op,
      { brandId, action: 'player.note', target: `player:${uid}`, after: { text } },
      now,
    );
  });
}

/** Locks (revoking every open session: the player is signed out at the next call) or unlocks a player. */
export async function setLock(
  db: Db,
  op: Operator,
  uid: number,
  locked: boolean,
  reason: string,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await playerInScope(tx, op, uid);
    const [current] = await tx.select().from(opsPlayerLocks).where(eq(opsPlayerLocks.uid, uid));
    if (locked === !!current) return;
    if (locked) {
      await tx
        .insert(opsPlayerLocks)
        .values({ uid, brandId, reason, operatorId: op.id, lockedAt: new Date(now) });
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(now) })
        .where(and(eq(sessions.uid, uid), sql`${sessions.revokedAt} is null`));
    } else {
      await tx.delete(opsPlayerLocks).where(eq(opsPlayerLocks.uid, uid));
    }
    await appendAudit(
      tx,
      op,
      {
        brandId,
        action: locked ? 'player.lock' : 'player.unlock',
        target: `player:${uid}`,
        before: { locked: !!current, reason: current?.reason ?? null },
        after: { locked, reason },
      },
      now,
    );
  });
}

/** True when an operator locked the player: accounts/sessions.ts createSession refuses them. */
export async function isPlayerLocked(db: DbOrTx, uid: number): Promise<boolean> {
  const [row] = await db
    .select({ uid: opsPlayerLocks.uid })
    .from(opsPlayerLocks)
    .where(eq(opsPlayerLocks.uid, uid));
  return !!row;
}
