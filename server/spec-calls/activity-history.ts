/**
 * activity/order/history and pg_game/hall/funding_detail: the player's own ledger entries of one kind of
 * movement, newest first, keyset-paged by the entry id. Activity orders are the movements with the
 * `promotions` account on the other side (bonuses, free bets, cashback, rewards, their forfeits and
 * expiries); game funding is every game round movement (in-house stake and payout, provider debit, credit
 * and rollback). Read from the journal itself, so the history can never disagree with the balance.
 */
import { and, desc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema-ledger';

export interface EntryRow {
  id: number;
  amount: number;
  currency: string;
  wallet: string;
  kind: string;
  ref: string | null;
  meta: unknown;
  createdAt: Date;
}

const WALLETS = ['cash', 'bonus', 'freebet'];

export async function playerEntries(
  db: Db,
  uid: number,
  which: 'activity' | 'games',
  cursor: string | undefined,
  pageSize: number,
): Promise<{ rows: EntryRow[]; cursor: string }> {
  const before = cursor ? Number(cursor) : 0;
  const otherSide =
    which === 'activity'
      ? sql`exists (select 1 from ${ledgerEntries} e2 join ${ledgerAccounts} a2 on a2.id = e2.account_id
          where e2.tx_id = ${ledgerEntries.txId} and a2.owner_uid = 0 and a2.kind = 'promotions')`
      : like(ledgerTransactions.kind, 'game\\_%');
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      currency: ledgerAccounts.currency,
      wallet: ledgerAccounts.kind,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      meta: ledgerTransactions.meta,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txId))
    .where(
      and(
        eq(ledgerAccounts.ownerUid, uid),
        inArray(ledgerAccounts.kind, WALLETS),
        before > 0 ? lt(ledgerEntries.id, before) : undefined,
        otherSide,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  return { rows: page, cursor: more ? String(page.at(-1)!.id) : '' };
}
