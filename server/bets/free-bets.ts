/**
 * Free bets: a grant credits the player's freebet account from promotions (ledger key
 * `freebet:grant:<grantKey>`, idempotent with the row's unique grant key); placing with one debits the
 * freebet account, never cash (place.ts); a win pays the return minus the stake to cash (settle.ts). An
 * unused free bet past its expiry goes back to promotions (`freebet:expire:<id>`).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FreeBet } from '../../core/contract/schemas/bets';
import type { Db, DbOrTx, Tx } from '../db/database';
import { freeBets } from '../db/schema';
import { postTransaction, postTransactions } from '../ledger/ledger';

export interface FreeBetGrant {
  uid: number;
  grantKey: string;
  currency: string;
  amount: number;
  minOddsMilli?: number;
  title: string;
  expiresAt: Date;
}

/** Grants once per grant key; returns the free bet's id (the existing one on a repeat). */
export async function grantFreeBet(tx: Tx, g: FreeBetGrant): Promise<number> {
  const currency = g.currency.toUpperCase();
  const [row] = await tx
    .insert(freeBets)
    .values({
      uid: g.uid,
      grantKey: g.grantKey,
      currency,
      amount: g.amount,
      minOddsMilli: g.minOddsMilli ?? 1000,
      title: g.title,
      expiresAt: g.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: freeBets.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: freeBets.id })
      .from(freeBets)
      .where(eq(freeBets.grantKey, g.grantKey));
    return existing!.id;
  }
  await postTransaction(tx, {
    key: `freebet:grant:${g.grantKey}`,
    kind: 'freebet_grant',
    ref: String(row.id),
    postings: [
      { account: { system: 'promotions', currency }, amount: -g.amount },
      { account: { uid: g.uid, kind: 'freebet', currency }, amount: g.amount },
    ],
  });
  return row.id;
}

export async function listFreeBets(db: DbOrTx, uid: number, nowMs: number): Promise<FreeBet[]> {
  const rows = await db
    .select()
    .from(freeBets)
    .where(eq(freeBets.uid, uid))
    .orderBy(asc(freeBets.expiresAt), asc(freeBets.id))
    .limit(100);
  const status = (r: (typeof rows)[number]): FreeBet['status'] =>
    r.status === 'used' ? 'used' : r.expiresAt.getTime() <= nowMs ? 'expired' : 'available';
  const rank = { available: 0, used: 1, expired: 2 } as const;
  return rows
    .map((r): FreeBet => ({
      freeBetId: String(r.id),
      currency: r.currency,
      amount: r.amount,
      minOdds: r.minOddsMilli / 1000,
      expiresAt: r.expiresAt.getTime(),
      status: status(r),
      ...(r.orderId !== null && { orderId: String(r.orderId) }),
      title: r.title,
    }))
    .sort((a, b) => rank[a.status] - rank[b.status]);
}

/** Takes back the credit of unused free bets past their expiry. */
export async function expireFreeBets(db: Db, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(freeBets)
      .where(and(eq(freeBets.status, 'available'), lte(freeBets.expiresAt, new Date(nowMs))))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const f of due) await tx.update(freeBets).set({ status: 'expired' }).where(eq(freeBets.id, f.id));
    // Several players at once: the ledger locks their rows first, then the promotions rows.
    await postTransactions(
      tx,
      due.map((f) => ({
        key: `freebet:expire:${f.id}`,
        kind: 'freebet_expire',
        ref: String(f.id),
        postings: [
          { account: { uid: f.uid, kind: 'freebet', currency: f.currency }, amount: -f.amount },
          { account: { system: 'promotions', currency: f.currency }, amount: f.amount },
        ],
      })),
    );
    return due.length;
  });
}
