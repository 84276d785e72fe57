/**
 * The ledger's one-statement stake (server/ledger/stake-statement.ts) on the real database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): the caller's rows and the money are all or nothing, a refused debit
 * writes nothing and never waits for an operator row, a key used before rolls the whole statement back,
 * and an operator shard is created on first use. The bet placement built on it is tested in bets-place.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../server/db/open';
import { isUniqueViolation } from '../../server/db/errors';
import { rowsOf } from '../../server/db/rows';
import { checkLedger, playerBalance, postTransaction } from '../../server/ledger/ledger';
import { preparedShapes } from '../../server/db/named';
import { stakeStatement, stakeValues, type StakeMovement } from '../../server/ledger/stake-statement';
import { openTestDatabase } from './helpers/database';
import { expectOperatorLockedLast } from './helpers/operator-lock';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const fund = (uid: number, amount: number, key: string, currency = 'BRL') =>
  database.db.transaction((tx) =>
    postTransaction(tx, {
      key,
      kind: 'test_fund',
      postings: [
        { account: { system: 'promotions', currency }, amount: -amount },
        { account: { uid, kind: 'cash', currency }, amount },
      ],
    }),
  );

const movement = (uid: number, amount: number, key: string, currency = 'BRL'): StakeMovement => ({
  key,
  kind: 'bet_stake',
  uid,
  from: 'cash',
  to: 'house_sports',
  currency,
  amount,
});

/** The caller's part: one row (id 42) that exists only when the debit went through; the ref is its id. */
const statement = preparedShapes(() =>
  stakeStatement({
    ctes: (gate) => sql`biz as (select 42 as id where ${gate})`,
    written: sql`exists (select 1 from biz)`,
    ref: sql`(select id::text from biz)`,
    select: sql`select id from biz`,
  }),
);

/** The statement as the bet placement runs it: built once, run with each movement's values. */
const stake = async (m: StakeMovement, random?: () => number) =>
  rowsOf<{ id: number }>(await statement(database.db, 'biz', stakeValues(m, random)));

const txByKey = async (key: string) =>
  rowsOf<{ ref: string; entries: string; total: string }>(
    await database.db.execute(sql`
      select t.ref, count(e.id)::text as entries, coalesce(sum(e.amount), 0)::text as total
      from ledger_transactions t left join ledger_entries e on e.tx_id = t.id
      where t.key = ${key} group by t.ref`),
  );

describe('a stake in one statement', () => {
  it('debits the player, credits the operator, writes two entries and answers the caller rows', async () => {
    await fund(601, 1_000, 'fund:601');
    expect(await stake(movement(601, 300, 'stake:601:a'))).toEqual([{ id: 42 }]);
    expect((await playerBalance(database.db, 601, 'BRL')).cash).toBe(700);
    expect(await txByKey('stake:601:a')).toEqual([{ ref: '42', entries: '2', total: '0' }]);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses a stake beyond the balance, or from an account never credited: no rows, nothing written', async () => {
    await fund(602, 100, 'fund:602');
    expect(await stake(movement(602, 101, 'stake:602:big'))).toEqual([]);
    expect(await stake(movement(603, 1, 'stake:603:none'))).toEqual([]);
    expect((await playerBalance(database.db, 602, 'BRL')).cash).toBe(100);
    expect(await txByKey('stake:602:big')).toEqual([]);
    expect(await txByKey('stake:603:none')).toEqual([]);
  });

  it('rolls the whole statement back when the key was used before: the debit is undone', async () => {
    await fund(604, 1_000, 'fund:604');
    await stake(movement(604, 200, 'stake:604:once'));
    const again = stake(movement(604, 200, 'stake:604:once'));
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    expect((await playerBalance(database.db, 604, 'BRL')).cash).toBe(800);
    expect(await txByKey('stake:604:once')).toEqual([{ ref: '42', entries: '2', total: '0' }]);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('creates the operator shard on first use, then adds to it', async () => {
    await fund(605, 1_000, 'fund:605', 'PEN');
    const shardRows = async () =>
      rowsOf<{ balance: string }>(
        await database.db.execute(sql`select balance::text as balance from ledger_accounts
          where owner_uid = 0 and kind = 'house_sports' and currency = 'PEN' and shard = 31`),
      );
    expect(await shardRows()).toEqual([]);
    const last = () => 0.999;
    await stake(movement(605, 150, 'stake:605:a', 'PEN'), last);
    expect(await shardRows()).toEqual([{ balance: '150' }]);
    await stake(movement(605, 50, 'stake:605:b', 'PEN'), last);
    expect(await shardRows()).toEqual([{ balance: '200' }]);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('locks the operator side last: a refused stake never waits for a busy operator row', async () => {
    // PostgreSQL only: PGlite has one connection, so another transaction cannot hold a row meanwhile.
    const pool = database.pool;
    if (!pool) return;
    await fund(606, 100, 'fund:606');
    const first = () => 0;
    await stake(movement(606, 10, 'stake:606:warm'), first);
    await expectOperatorLockedLast(
      pool,
      async () => expect(await stake(movement(606, 1_000, 'stake:606:big'), first)).toEqual([]),
      () => stake(movement(606, 20, 'stake:606:ok'), first),
    );
    expect((await playerBalance(database.db, 606, 'BRL')).cash).toBe(70);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });
});
