import { sql, type Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameOf, preparedShapes } from '../../server/db/named';
import type { OpenDatabase } from '../../server/db/open';
import { rowsOf } from '../../server/db/rows';
import { openTestDatabase } from './helpers/database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('named prepared statements (server/db/named.ts)', () => {
  it('one name per text, a new name for another text', () => {
    const a = nameOf('select 1 as named_test_a');
    expect(a).toBeDefined();
    expect(nameOf('select 1 as named_test_a')).toBe(a);
    expect(nameOf('select 1 as named_test_b')).not.toBe(a);
  });

  it('answers what db.execute answers, run after run, in and out of a transaction', async () => {
    const q = (n: number | Placeholder) => sql`select ${n}::int + 1 as next, 'x' || ${n}::text as label`;
    const prepared = preparedShapes(() => q(sql.placeholder('n')));
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(rowsOf(await prepared(database.db, 'q', { n }))).toEqual(
        rowsOf(await database.db.execute(q(n))),
      );
    }
    const inTx = await database.db.transaction(async (tx) => rowsOf(await prepared(tx, 'q', { n: 41 })));
    expect(inTx).toEqual([{ next: 42, label: 'x41' }]);
  });

  it("a shape is built once and run with each call's values, in and out of a transaction", async () => {
    const built: number[] = [];
    const sum = preparedShapes((n: number) => {
      built.push(n);
      const terms = Array.from({ length: n }, (_, i) => sql`${sql.placeholder(`v${i}`)}::int`);
      return sql`select ${sql.join(terms, sql` + `)} as total, ${sql.placeholder('label')}::text as label`;
    });
    expect(rowsOf(await sum(database.db, 2, { v0: 1, v1: 2, label: 'a' }))).toEqual([
      { total: 3, label: 'a' },
    ]);
    expect(rowsOf(await sum(database.db, 2, { v0: 40, v1: 2, label: 'b' }))).toEqual([
      { total: 42, label: 'b' },
    ]);
    expect(rowsOf(await sum(database.db, 3, { v0: 1, v1: 1, v2: 1, label: 'c' }))).toEqual([
      { total: 3, label: 'c' },
    ]);
    const inTx = await database.db.transaction(async (tx) =>
      rowsOf(await sum(tx, 2, { v0: 5, v1: 5, label: 'd' })),
    );
    expect(inTx).toEqual([{ total: 10, label: 'd' }]);
    expect(built).toEqual([2, 3]);
    // A value left out is an error, not a NULL.
    await expect(sum(database.db, 2, { v0: 1, label: 'e' })).rejects.toThrow(/v1/);
  });

  it('on PostgreSQL the statement goes to the driver with its name', async () => {
    if (!database.pool) return;
    const seen: unknown[] = [];
    const pool = database.pool as unknown as { query: (...a: unknown[]) => unknown };
    const query = pool.query;
    pool.query = (...a: unknown[]) => {
      seen.push(a[0]);
      return query.apply(database.pool, a);
    };
    try {
      await preparedShapes(() => sql`select ${sql.placeholder('five')}::int as five_named`)(
        database.db,
        'five',
        { five: 5 },
      );
    } finally {
      pool.query = query;
    }
    expect(seen).toEqual([expect.objectContaining({ name: nameOf('select $1::int as five_named') })]);
  });
});
