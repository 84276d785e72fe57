/**
 * The ledger's rules on the real database (PGlite, and PostgreSQL when DATABASE_URL is set): balanced
 * movements only, idempotency by key, no player account below zero even under concurrency, and the
 * invariants checkLedger proves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../server/db/open';
import { InsufficientFunds, LedgerInvariantError } from '../../server/ledger/errors';
import { checkLedger, playerBalance, playerBalances, postTransaction } from '../../server/ledger/ledger';
import type { LedgerTransactionInput } from '../../server/ledger/types';
import { openTestDatabase } from './helpers/database';
import { expectOperatorLockedLast } from './helpers/operator-lock';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const post = (input: LedgerTransactionInput) => database.db.transaction((tx) => postTransaction(tx, input));

const fund = (uid: number, amount: number, key: string, currency = 'BRL') =>
  post({
    key,
    kind: 'test_fund',
    postings: [
      { account: { system: 'promotions', currency }, amount: -amount },
      { account: { uid, kind: 'cash', currency }, amount },
    ],
  });

const stake = (uid: number, amount: number, key: string) =>
  post({
    key,
    kind: 'bet_stake',
    postings: [
      { account: { uid, kind: 'cash', currency: 'BRL' }, amount: -amount },
      { account: { system: 'house_sports', currency: 'BRL' }, amount },
    ],
  });

describe('ledger', () => {
  it('credits a player and reads the balance per kind and currency', async () => {
    const posted = await fund(501, 12_345, 'fund:501');
    expect(posted.created).toBe(true);
    expect(await playerBalance(database.db, 501, 'brl')).toEqual({
      currency: 'BRL',
      cash: 12_345,
      bonus: 0,
      freebet: 0,
    });
    await fund(501, 500, 'fund:501:usdt', 'USDT');
    expect((await playerBalances(database.db, 501)).map((b) => [b.currency, b.cash])).toEqual([
      ['BRL', 12_345],
      ['USDT', 500],
    ]);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('posts a key once: the same movement again moves nothing', async () => {
    await fund(502, 1_000, 'fund:502');
    const first = await stake(502, 300, 'stake:502:a');
    const again = await stake(502, 300, 'stake:502:a');
    expect(again).toEqual({ id: first.id, created: false });
    expect((await playerBalance(database.db, 502, 'BRL')).cash).toBe(700);
  });

  it('refuses a debit below zero and rolls the whole transaction back', async () => {
    await fund(503, 100, 'fund:503');
    await expect(stake(503, 101, 'stake:503:big')).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await playerBalance(database.db, 503, 'BRL')).cash).toBe(100);
    // The refused key was rolled back with the rest, so it can be used again once funds are there.
    await fund(503, 1, 'fund:503:b');
    expect((await stake(503, 101, 'stake:503:big')).created).toBe(true);
    expect((await playerBalance(database.db, 503, 'BRL')).cash).toBe(0);
  });

  it('refuses a debit from an account that was never credited, and the account then works', async () => {
    await expect(stake(504, 1, 'stake:504')).rejects.toBeInstanceOf(InsufficientFunds);
    await fund(504, 50, 'fund:504');
    expect((await playerBalance(database.db, 504, 'BRL')).cash).toBe(50);
  });

  it('refuses unbalanced, zero and fractional postings', async () => {
    const unbalanced = post({
      key: 'bad:1',
      kind: 'x',
      postings: [
        { account: { system: 'promotions', currency: 'BRL' }, amount: -10 },
        { account: { uid: 505, kind: 'cash', currency: 'BRL' }, amount: 9 },
      ],
    });
    await expect(unbalanced).rejects.toBeInstanceOf(LedgerInvariantError);
    const fractional = post({
      key: 'bad:2',
      kind: 'x',
      postings: [
        { account: { system: 'promotions', currency: 'BRL' }, amount: -0.5 },
        { account: { uid: 505, kind: 'cash', currency: 'BRL' }, amount: 0.5 },
      ],
    });
    await expect(fractional).rejects.toBeInstanceOf(LedgerInvariantError);
    const crossCurrency = post({
      key: 'bad:3',
      kind: 'x',
      postings: [
        { account: { system: 'promotions', currency: 'BRL' }, amount: -10 },
        { account: { uid: 505, kind: 'cash', currency: 'USD' }, amount: 10 },
      ],
    });
    await expect(crossCurrency).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(await playerBalances(database.db, 505)).toEqual([]);
  });

  it('lets exactly as many concurrent stakes through as the balance covers', async () => {
    await fund(506, 1_000, 'fund:506');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => stake(506, 100, `stake:506:${i}`)),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(accepted).toBe(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFunds);
    expect((await playerBalance(database.db, 506, 'BRL')).cash).toBe(0);
  });

  it('gives one movement when the same key races with itself', async () => {
    await fund(507, 1_000, 'fund:507');
    const results = await Promise.all(Array.from({ length: 20 }, () => stake(507, 250, 'stake:507:same')));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect((await playerBalance(database.db, 507, 'BRL')).cash).toBe(750);
  });

  it('locks the operator side last: a refused stake never waits for a busy operator row', async () => {
    // PostgreSQL only: PGlite has one connection, so another transaction cannot hold a row meanwhile.
    const pool = database.pool;
    if (!pool) return;
    await fund(509, 100, 'fund:509');
    // Every stake here goes to the operator's shard 0, which exists after the first one.
    const stakeOnShard0 = (amount: number, key: string) =>
      database.db.transaction((tx) =>
        postTransaction(
          tx,
          {
            key,
            kind: 'bet_stake',
            postings: [
              { account: { uid: 509, kind: 'cash', currency: 'BRL' }, amount: -amount },
              { account: { system: 'house_sports', currency: 'BRL' }, amount },
            ],
          },
          { random: () => 0 },
        ),
      );
    await stakeOnShard0(10, 'stake:509:warm');
    // The player's row is checked first, so a stake beyond the balance is refused without waiting, while one
    // it covers waits for the operator row and goes through when it is free.
    await expectOperatorLockedLast(
      pool,
      () => expect(stakeOnShard0(1_000, 'stake:509:big')).rejects.toBeInstanceOf(InsufficientFunds),
      () => stakeOnShard0(20, 'stake:509:ok'),
    );
    expect((await playerBalance(database.db, 509, 'BRL')).cash).toBe(70);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('spreads the operator side over shards and still balances', async () => {
    await fund(508, 10_000, 'fund:508');
    for (let i = 0; i < 16; i++) await stake(508, 10, `stake:508:${i}`);
    const check = await checkLedger(database.db);
    expect(check).toEqual({ ok: true, problems: [] });
  });
});
