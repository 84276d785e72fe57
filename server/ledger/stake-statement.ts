/**
 * A player's stake moving to an operator account, written in ONE statement together with the caller's own
 * rows (a bet's orders and legs): no BEGIN, no COMMIT, one round trip for the money and the business rows.
 * A bet is the hottest money path (DESIGN.md §8, bench/bet-throughput), and on it each round trip to the
 * database costs more server time than the SQL does.
 *
 * The statement keeps the ledger's rules (README.md) by the order its parts depend on each other, which
 * PostgreSQL follows: a part that reads another's output runs after it.
 *  1. `ledger_debit`: the player's account, `balance - amount >= 0` (the conditional update takes the row
 *     lock and re-checks after waiting for a concurrent writer). No row: nothing else is written.
 *  2. the caller's rows, written only if the debit went through (`gate`);
 *  3. `ledger_tx`: the transaction row, only if the caller's rows were written. No `on conflict`: a key
 *     posted before fails the statement with a unique violation, and the whole statement rolls back;
 *  4. `ledger_credit`: the operator's shard, created on first use (an upsert), locked last;
 *  5. `ledger_written`: the two entries.
 * So the players' account is locked first and the operator's last, as in postTransaction; a stake refused
 * for the balance never touches an operator row; and since it is one statement, it is all or nothing.
 *
 * The caller reads its answer from its own final select: no rows means the debit was refused (insufficient
 * funds, or no account yet). A unique violation (isUniqueViolation) means the key was used before.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LedgerInvariantError } from './errors';
import { accountRow, validate } from './ledger';
import type { PlayerAccountKind, SystemAccountKind } from './types';

export interface StakeMovement {
  /** The ledger key, unique forever (e.g. `bet:stake:<uid>:<key>`). */
  key: string;
  kind: string;
  uid: number;
  from: PlayerAccountKind;
  to: SystemAccountKind;
  currency: string;
  /** Minor units, > 0: taken from the player's account and put in the operator's. */
  amount: number;
}

export interface StakeRows {
  /**
   * The caller's CTEs (`name as (...)`, comma-separated), each inserting nothing unless `gate` holds, the SQL
   * condition "the debit went through".
   */
  ctes(gate: SQL): SQL;
  /** A condition true when the caller's rows were written (e.g. `exists (select 1 from o)`). */
  written: SQL;
  /** The ledger transaction's ref, read from the caller's rows (e.g. the order ids). */
  ref: SQL;
  /** The statement's final select, over the caller's CTEs. */
  select: SQL;
}

/**
 * The ledger's checks of the movement (key, integer amounts, accounts) and the values of the statement's
 * placeholders (stakeStatement): the amount, the key and kind, and the two accounts' natural keys, the
 * operator's shard drawn here.
 */
export function stakeValues(m: StakeMovement, random: () => number = Math.random): Record<string, unknown> {
  const postings = [
    { account: { uid: m.uid, kind: m.from, currency: m.currency }, amount: -m.amount },
    { account: { system: m.to, currency: m.currency }, amount: m.amount },
  ];
  validate({ key: m.key, kind: m.kind, postings });
  if (m.amount <= 0) throw new LedgerInvariantError(`a stake is a positive amount, got ${m.amount}`);
  const player = accountRow(postings[0]!.account, random);
  const house = accountRow(postings[1]!.account, random);
  return {
    stake_amount: m.amount,
    stake_key: m.key,
    stake_kind: m.kind,
    player_uid: player.ownerUid,
    player_kind: player.kind,
    player_currency: player.currency,
    player_shard: player.shard,
    house_uid: house.ownerUid,
    house_kind: house.kind,
    house_currency: house.currency,
    house_shard: house.shard,
    house_negative: house.allowNegative,
  };
}

/**
 * The statement, its values as placeholders (stakeValues gives them), so that it is built once per shape of
 * the caller's rows and runs as a named prepared statement (db/named.ts preparedShapes). `rows` may hold
 * placeholders of its own, named apart from these (`stake_`, `player_`, `house_`).
 */
export function stakeStatement(rows: StakeRows): SQL {
  const p = sql.placeholder;
  const amount = sql`${p('stake_amount')}::bigint`;
  return sql`
    with ledger_debit as (
      update ledger_accounts set balance = balance - ${amount}
      where owner_uid = ${p('player_uid')} and kind = ${p('player_kind')}
        and currency = ${p('player_currency')} and shard = ${p('player_shard')}
        and (allow_negative or balance - ${amount} >= 0)
      returning id
    ), ${rows.ctes(sql`exists (select 1 from ledger_debit)`)},
    ledger_tx as (
      insert into ledger_transactions (key, kind, ref, meta)
      select ${p('stake_key')}, ${p('stake_kind')}, ${rows.ref}, null where ${rows.written}
      returning id
    ), ledger_credit as (
      insert into ledger_accounts (owner_uid, kind, currency, shard, balance, allow_negative)
      select ${p('house_uid')}, ${p('house_kind')}, ${p('house_currency')}, ${p('house_shard')}::smallint,
        ${amount}, ${p('house_negative')}
      where exists (select 1 from ledger_tx)
      on conflict (owner_uid, kind, currency, shard)
        do update set balance = ledger_accounts.balance + excluded.balance
      returning id
    ), ledger_written as (
      insert into ledger_entries (tx_id, account_id, amount)
      select t.id, d.id, -${amount} from ledger_tx t cross join ledger_debit d
      union all
      select t.id, c.id, ${amount} from ledger_tx t cross join ledger_credit c
      returning 1
    )
    ${rows.select}`;
}
