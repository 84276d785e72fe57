/**
 * What one bet costs the database (issue #15, bench/bet-throughput): how many statements, and on PostgreSQL
 * that they run prepared (server/db/named.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { fund, newKey, newPlayer, picks, selection, type Pick } from './helpers/bets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const single = (p: Pick, stake: number) => ({
  key: newKey(),
  acceptOdds: 'ask',
  bets: [{ selection: selection(p), stake }],
});

/**
 * Counts the statements the app sends to the database while `fn` runs: PGlite's query/exec, or the pool's
 * client queries on PostgreSQL (drizzle's node-postgres session queries through the pool).
 */
async function statementsDuring(fn: () => Promise<unknown>, named: string[] = []): Promise<number> {
  let n = 0;
  const target = (t.database.pglite ?? t.database.pool) as unknown as Record<string, unknown>;
  const names = t.database.pglite ? ['query', 'exec'] : ['query'];
  const saved = names.map((k) => target[k] as (...a: unknown[]) => unknown);
  names.forEach((k, i) => {
    target[k] = (...a: unknown[]) => {
      n++;
      const name = (a[0] as { name?: unknown } | null)?.name;
      if (typeof name === 'string') named.push(name);
      return saved[i]!.apply(target, a);
    };
  });
  try {
    await fn();
  } finally {
    names.forEach((k, i) => (target[k] = saved[i]));
  }
  return n;
}

describe('the cost of a bet (issue #15)', () => {
  it('a cash single is three statements: the session, one read of what it checks, one write', async () => {
    const { c, uid } = await newPlayer(t, 'cost');
    await fund(t.database.db, uid, 10_000);
    const [p] = await picks(t.database.db, 1);
    await c.call('betSinglePass', single(p!, 300)); // the first call of a session may refresh it
    let res: Awaited<ReturnType<typeof c.call>> | undefined;
    const named: string[] = [];
    const n = await statementsDuring(
      async () => (res = await c.call('betSinglePass', single(p!, 300))),
      named,
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(n).toBe(3);
    // On PostgreSQL all three run as named prepared statements (server/db/named.ts): parsed once per
    // connection, not on every bet.
    if (t.database.pool) expect(new Set(named).size).toBe(3);
  });
});
