/**
 * Posting money movements (DESIGN.md §5). Every movement is one balanced transaction: its postings sum to
 * zero per currency, it carries an idempotency key (posting the same key again moves nothing), and it
 * runs inside the caller's database transaction so the business rows (bet, order, round) and the money
 * commit together or not at all.
 *
 * Concurrency: a player's balance changes with a conditional UPDATE (`balance + amount >= 0`), which
 * takes the row lock and re-checks after waiting for a concurrent writer, so two bets racing for the last
 * funds cannot both pass. Rows are locked in one global order, players' accounts (by natural key) before
 * the operator's, so two database transactions never wait on each other in a cycle:
 * - within a movement, postTransaction applies its rows in that order;
 * - within a database transaction, every movement to an operator account uses the shard the first one
 *   picked (stickyShards), so a transaction holds one row per operator account, locked after the player's
 *   (a game round's stake and payout both go to the same house row; picking each at random locked two
 *   house rows, in opposite orders in two rounds: deadlock);
 * - a transaction that moves money for several players (settlement, the crash table, free-bet expiry)
 *   posts them all at once with postTransactions, which locks every player's row, sorted, and then the
 *   operator's rows, sorted.
 * The operator's accounts are sharded: each database transaction picks one of SYSTEM_SHARDS rows at random.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema-ledger';
import { InsufficientFunds, LedgerInvariantError } from './errors';
import type {
  AccountRef,
  LedgerTransactionInput,
  WalletAccountKind,
  PlayerBalances,
  PostedTransaction,
} from './types';
import { rowsOf } from '../db/rows';

/**
 * Rows per operator account and currency. Every bet, payout and game round updates one, and holds its lock
 * until its transaction commits. With 8 shards locked first, 16 concurrent bets spent ~11% of their time
 * waiting for row locks (bench/bet-throughput, sampled pg_stat_activity); locked last, ~2%; 32 makes two
 * bets meeting on one row rarer still. Balances are read as the sum over shards, so the number can grow: a
 * new shard row is created on first use.
 */
export const SYSTEM_SHARDS = 32;
const SYSTEM_OWNER = 0;
const PLAYER_KINDS: readonly WalletAccountKind[] = ['cash', 'bonus', 'freebet'];

export interface AccountRow {
  ownerUid: number;
  kind: string;
  currency: string;
  shard: number;
  allowNegative: boolean;
}

/**
 * The account row of a reference. An operator account's shard is picked with `random`, unless `sticky`
 * already holds one for its kind and currency (the pick is then recorded there).
 */
export function accountRow(ref: AccountRef, random: () => number, sticky?: Map<string, number>): AccountRow {
  const currency = ref.currency.toUpperCase();
  if ('uid' in ref) {
    if (!Number.isSafeInteger(ref.uid) || ref.uid <= 0) throw new LedgerInvariantError(`bad uid ${ref.uid}`);
    return { ownerUid: ref.uid, kind: ref.kind, currency, shard: 0, allowNegative: false };
  }
  const account = `${ref.system}|${currency}`;
  let shard = sticky?.get(account);
  if (shard === undefined) {
    shard = Math.floor(random() * SYSTEM_SHARDS);
    sticky?.set(account, shard);
  }
  return { ownerUid: SYSTEM_OWNER, kind: ref.system, currency, shard, allowNegative: true };
}

/** The shard each operator account got in a database transaction (by its `tx` object). */
const txShards = new WeakMap<Tx, Map<string, number>>();

/** The shards picked so far in `tx`: its later movements to the same operator account reuse them. */
function stickyShards(tx: Tx): Map<string, number> {
  let picked = txShards.get(tx);
  if (!picked) {
    picked = new Map();
    txShards.set(tx, picked);
  }
  return picked;
}

const rowKey = (r: AccountRow) => `${r.ownerUid}|${r.kind}|${r.currency}|${r.shard}`;

/** The global lock order: players' accounts (0|...) before the operator's (1|...), each by natural key. */
const lockKey = (row: AccountRow) => `${row.ownerUid === SYSTEM_OWNER ? 1 : 0}|${rowKey(row)}`;
const byLockKey = <T extends { row: AccountRow }>(a: T, b: T) => {
  const ka = lockKey(a.row);
  const kb = lockKey(b.row);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

/**
 * Applies `amount` to the account, creating it on first use, and returns its id. One UPDATE in the usual
 * case. A player account that would go below zero on the way (`floor`: the lowest point the amounts it is
 * the sum of reach, default the amount itself), or a first posting that is a debit, throws
 * InsufficientFunds. No id cache on purpose: an id learned in a transaction that then rolled back would
 * point at a row that never existed.
 */
async function applyToAccount(
  tx: Tx,
  row: AccountRow,
  amount: number,
  ref: AccountRef,
  floor = amount,
): Promise<number> {
  const match = and(
    eq(ledgerAccounts.ownerUid, row.ownerUid),
    eq(ledgerAccounts.kind, row.kind),
    eq(ledgerAccounts.currency, row.currency),
    eq(ledgerAccounts.shard, row.shard),
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    const [updated] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
      .where(and(match, sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${floor} >= 0)`))
      .returning({ id: ledgerAccounts.id });
    if (updated) return updated.id;
    const [exists] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(match);
    if (exists) {
      // The UPDATE saw it and refused the balance, or another transaction created it and committed since
      // the UPDATE began (this SELECT sees it, the UPDATE did not): the next UPDATE then takes it. An
      // operator row once read as "exists but refused" was only this race (it may go negative).
      if (!row.allowNegative && exists.balance + floor < 0) throw new InsufficientFunds(ref);
      continue;
    }
    if (!row.allowNegative && floor < 0) throw new InsufficientFunds(ref);
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({ ...row, balance: amount })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (created) return created.id;
    // Another transaction created it a moment ago: the UPDATE now finds it.
  }
  throw new LedgerInvariantError(`could not create ledger account ${rowKey(row)}`);
}

export function validate(input: LedgerTransactionInput): void {
  if (!input.key || input.key.length > 200)
    throw new LedgerInvariantError('a ledger key is 1-200 characters');
  if (input.postings.length < 2) throw new LedgerInvariantError('a movement needs at least two postings');
  const sums = new Map<string, number>();
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new LedgerInvariantError(`posting amounts are non-zero integers, got ${p.amount}`);
    const c = p.account.currency.toUpperCase();
    sums.set(c, (sums.get(c) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0)
      throw new LedgerInvariantError(`postings of ${input.key} sum to ${sum} ${currency}, not 0`);
}

export interface PostOptions {
  /** Picks the shard of a system account; injectable so tests can be deterministic. */
  random?: () => number;
}

/**
 * Posts one balanced movement inside `tx`. Returns `{created: false}` (and moves nothing) when the key was
 * posted before. Throws InsufficientFunds when a player account would go below zero: let it propagate so
 * the caller's transaction rolls back.
 */
export async function postTransaction(
  tx: Tx,
  input: LedgerTransactionInput,
  options: PostOptions = {},
): Promise<PostedTransaction> {
  validate(input);
  const random = options.random ?? Math.random;

  // One net amount per account row (two postings to the same account are merged), applied in one fixed
  // order so that two movements never wait on each other in a cycle: players' accounts first, by natural
  // key, then the operator's. The operator's shards are the rows every bet and payout contends for, so
  // they are locked last and held only from their update to the commit, not across the other statements;
  // and one per operator account in the whole database transaction (stickyShards).
  const sticky = stickyShards(tx);
  const rows = input.postings.map((p) => accountRow(p.account, random, sticky));
  const perAccount = new Map<string, { row: AccountRow; amount: number; ref: AccountRef; id: number }>();
  input.postings.forEach((posting, i) => {
    const key = rowKey(rows[i]!);
    const entry = perAccount.get(key);
    if (entry) entry.amount += posting.amount;
    else perAccount.set(key, { row: rows[i]!, amount: posting.amount, ref: posting.account, id: 0 });
  });
  const ordered = [...perAccount.values()].sort(byLockKey);
  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;

  // Round trips are most of a posting's cost, so the usual case takes two statements: the transaction
  // row with the first account's update, then the last account's update with the entries. Each
  // statement's updates still run in the order above; an account met for the first time (or refused)
  // takes the step-by-step path (applyToAccount).
  const head = rowsOf<{ tx_id: string | null; account_id: string | null }>(
    await tx.execute(sql`
      with t as (
        insert into ${ledgerTransactions} (key, kind, ref, meta)
        values (${input.key}, ${input.kind}, ${input.ref ?? null}, ${input.meta == null ? null : JSON.stringify(input.meta)}::jsonb)
        on conflict do nothing returning id
      ), a as (
        update ${ledgerAccounts} set balance = balance + ${first.amount}
        where ${accountMatch(first.row)} and (allow_negative or balance + ${first.amount} >= 0)
          and exists (select 1 from t)
        returning id
      )
      select (select id from t) as tx_id, (select id from a) as account_id`),
  )[0];
  if (!head?.tx_id) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, input.key));
    if (!existing) throw new LedgerInvariantError(`ledger key ${input.key} conflicted but is not there`);
    return { id: existing.id, created: false };
  }
  const txId = Number(head.tx_id);
  first.id = head.account_id
    ? Number(head.account_id)
    : await applyToAccount(tx, first.row, first.amount, first.ref);
  for (const entry of ordered.slice(1, -1))
    entry.id = await applyToAccount(tx, entry.row, entry.amount, entry.ref);

  // The last account and the entries together: no row back means the update found nothing to change.
  const lastKey = rowKey(last.row);
  const entryValues = input.postings.map((p, i) => {
    const key = rowKey(rows[i]!);
    const id = key === lastKey ? null : perAccount.get(key)!.id;
    return sql`(${id}::bigint, ${p.amount}::bigint)`;
  });
  const written = rowsOf<{ n: string }>(
    await tx.execute(sql`
      with a as (
        update ${ledgerAccounts} set balance = balance + ${last.amount}
        where ${accountMatch(last.row)} and (allow_negative or balance + ${last.amount} >= 0)
        returning id
      ), e as (
        insert into ${ledgerEntries} (tx_id, account_id, amount)
        select ${txId}::bigint, coalesce(v.account_id, a.id), v.amount
        from (values ${sql.join(entryValues, sql`, `)}) as v(account_id, amount) cross join a
        returning 1
      )
      select count(*) as n from e`),
  );
  if (Number(written[0]?.n ?? 0) === 0) {
    last.id = await applyToAccount(tx, last.row, last.amount, last.ref);
    await tx.insert(ledgerEntries).values(
      input.postings.map((p, i) => ({
        txId,
        accountId: perAccount.get(rowKey(rows[i]!))!.id,
        amount: p.amount,
      })),
    );
  }
  return { id: txId, created: true };
}

/**
 * Posts several movements in one go inside `tx`, for a database transaction that moves money for several
 * players (settling a match, the crash table's tick, free-bet expiry). Posted one by one, each would lock
 * its player's row and then an operator row, so the transaction would hold an operator row while it went
 * on to lock the next player's: another transaction holding that player and waiting for the operator row
 * closes a cycle. Here every player's row is locked first (sorted), then the operator's rows (sorted),
 * whatever the order of the movements.
 *
 * Each movement keeps its own key (one already posted is skipped and moves nothing) and its own balance
 * rule: a player account's movements are applied in their order, refused (InsufficientFunds, which
 * must roll the transaction back) if the balance would go below zero at any point. The answers are in
 * the order of `inputs`.
 */
export async function postTransactions(
  tx: Tx,
  inputs: readonly LedgerTransactionInput[],
  options: PostOptions = {},
): Promise<PostedTransaction[]> {
  if (inputs.length === 0) return [];
  if (inputs.length === 1) return [await postTransaction(tx, inputs[0]!, options)];
  for (const input of inputs) validate(input);
  const keys = new Set(inputs.map((i) => i.key));
  if (keys.size !== inputs.length) throw new LedgerInvariantError('a batch of movements repeats a key');
  const random = options.random ?? Math.random;

  const inserted = rowsOf<{ id: string; key: string }>(
    await tx.execute(sql`
      insert into ${ledgerTransactions} (key, kind, ref, meta)
      values ${sql.join(
        inputs.map(
          (i) =>
            sql`(${i.key}, ${i.kind}, ${i.ref ?? null}, ${i.meta == null ? null : JSON.stringify(i.meta)}::jsonb)`,
        ),
        sql`, `,
      )}
      on conflict do nothing returning id, key`),
  );
  const created = new Map(inserted.map((r) => [r.key, Number(r.id)]));
  const before = inputs.filter((i) => !created.has(i.key)).map((i) => i.key);
  const existing = new Map<string, number>();
  if (before.length > 0) {
    const found = await tx
      .select({ id: ledgerTransactions.id, key: ledgerTransactions.key })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.key, before));
    for (const r of found) existing.set(r.key, r.id);
  }

  // Every account the new movements touch, with its amounts in movement order.
  const sticky = stickyShards(tx);
  const accounts = new Map<string, { row: AccountRow; ref: AccountRef; amounts: number[]; id: number }>();
  const entries: { txId: number; key: string; amount: number }[] = [];
  for (const input of inputs) {
    const txId = created.get(input.key);
    if (txId === undefined) continue;
    for (const p of input.postings) {
      const row = accountRow(p.account, random, sticky);
      const key = rowKey(row);
      const account = accounts.get(key) ?? { row, ref: p.account, amounts: [], id: 0 };
      account.amounts.push(p.amount);
      accounts.set(key, account);
      entries.push({ txId, key, amount: p.amount });
    }
  }
  for (const account of [...accounts.values()].sort(byLockKey)) {
    let sum = 0;
    let floor = 0;
    for (const amount of account.amounts) {
      sum += amount;
      floor = Math.min(floor, sum);
    }
    account.id = await applyToAccount(tx, account.row, sum, account.ref, floor);
  }
  if (entries.length > 0)
    await tx
      .insert(ledgerEntries)
      .values(entries.map((e) => ({ txId: e.txId, accountId: accounts.get(e.key)!.id, amount: e.amount })));
  return inputs.map((i) => {
    const id = created.get(i.key);
    if (id !== undefined) return { id, created: true };
    const first = existing.get(i.key);
    if (first === undefined)
      throw new LedgerInvariantError(`ledger key ${i.key} conflicted but is not there`);
    return { id: first, created: false };
  });
}

/** The WHERE of one account row by its natural key. */
export const accountMatch = (row: AccountRow) =>
  sql`owner_uid = ${row.ownerUid} and kind = ${row.kind} and currency = ${row.currency} and shard = ${row.shard}`;

const emptyBalances = (currency: string): PlayerBalances => ({ currency, cash: 0, bonus: 0, freebet: 0 });

/** The player's cash, bonus and free-bet balances in one currency (zeros when never used). */
export async function playerBalance(db: DbOrTx, uid: number, currency: string): Promise<PlayerBalances> {
  const code = currency.toUpperCase();
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUid, uid),
        eq(ledgerAccounts.currency, code),
        inArray(ledgerAccounts.kind, [...PLAYER_KINDS]),
      ),
    );
  const out = emptyBalances(code);
  for (const row of rows) out[row.kind as WalletAccountKind] = row.balance;
  return out;
}

/** Every currency the player has an account in, ordered by currency code. */
export async function playerBalances(db: DbOrTx, uid: number): Promise<PlayerBalances[]> {
  if (!Number.isSafeInteger(uid) || uid <= 0) return [];
  const rows = await db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUid, uid), inArray(ledgerAccounts.kind, [...PLAYER_KINDS])))
    .orderBy(ledgerAccounts.currency);
  const byCurrency = new Map<string, PlayerBalances>();
  for (const row of rows) {
    const line = byCurrency.get(row.currency) ?? emptyBalances(row.currency);
    line[row.kind as WalletAccountKind] = row.balance;
    byCurrency.set(row.currency, line);
  }
  return [...byCurrency.values()];
}

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
}

/**
 * The ledger's invariants, checked in the database: every transaction sums to zero per currency, every
 * account's balance equals the sum of its entries, no player account is negative. Tests call it after
 * every scenario; an operator can run it any time (it only reads).
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const problems: string[] = [];
  const unbalanced = rowsOf<{ tx_id: string; currency: string; sum: string }>(
    await db.execute(sql`
      select e.tx_id::text as tx_id, a.currency, sum(e.amount)::text as sum
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.tx_id, a.currency having sum(e.amount) <> 0 limit 20`),
  );
  for (const r of unbalanced) problems.push(`transaction ${r.tx_id} sums to ${r.sum} ${r.currency}`);
  const drifted = rowsOf<{ id: string; balance: string; sum: string }>(
    await db.execute(sql`
      select a.id::text as id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0) limit 20`),
  );
  for (const r of drifted) problems.push(`account ${r.id} balance ${r.balance} but entries sum to ${r.sum}`);
  const negative = rowsOf<{ id: string; balance: string }>(
    await db.execute(sql`
      select id::text as id, balance::text as balance from ledger_accounts
      where not allow_negative and balance < 0 limit 20`),
  );
  for (const r of negative) problems.push(`player account ${r.id} is negative: ${r.balance}`);
  const totals = rowsOf<{ currency: string; sum: string }>(
    await db.execute(sql`
      select currency, sum(balance)::text as sum from ledger_accounts group by currency having sum(balance) <> 0`),
  );
  for (const r of totals) problems.push(`all accounts in ${r.currency} sum to ${r.sum}, not 0`);
  return { ok: problems.length === 0, problems };
}
