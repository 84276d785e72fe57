/**
 * The jobs leader (server/cluster/job-leader.ts): on PostgreSQL, of two "nodes" (two pools on one database)
 * exactly one leads; when its connection dies (terminated: what a killed node's looks like to PostgreSQL) the
 * other leads on its next try and runs the long-period jobs at once. On PGlite the only process leads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_LEADER_LOCK_KEY, startJobLeader, type JobLeader } from '../../server/cluster/job-leader';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { createPgDatabase, openTestDatabase, testDb } from './helpers/database';

const log = { info: () => undefined, error: () => undefined };

async function until(what: string, f: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(testDb().kind !== 'pglite')('jobs leader on PGlite', () => {
  it('the only process leads and runs the period jobs at once', async () => {
    const database = await openTestDatabase();
    const leader = startJobLeader({ database, log, retryMs: 50 });
    let led = 0;
    leader.onLead(() => led++);
    await until('leading', () => leader.leading());
    expect(led).toBe(1);
    await leader.stop();
    expect(leader.leading()).toBe(false);
    await database.close();
  });
});

describe.skipIf(testDb().kind !== 'postgres')('jobs leader on PostgreSQL', () => {
  let a: OpenDatabase;
  let b: OpenDatabase;
  let drop: () => Promise<void>;
  const leaders: JobLeader[] = [];
  beforeAll(async () => {
    const created = await createPgDatabase(null);
    drop = created.drop;
    a = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 });
    b = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 });
  });
  afterAll(async () => {
    for (const l of leaders) await l.stop();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('one of two nodes leads; a lost lock is won by one node only; a drained leader hands over', async () => {
    const onA = startJobLeader({ database: a, log, retryMs: 100 });
    leaders.push(onA);
    await until('a leads', () => onA.leading());
    const onB = startJobLeader({ database: b, log, retryMs: 100 });
    leaders.push(onB);
    let bLed = 0;
    onB.onLead(() => bLed++);
    // Several of b's tries: it must not lead while a holds the lock.
    await new Promise((r) => setTimeout(r, 500));
    expect(onB.leading()).toBe(false);
    expect(bLed).toBe(0);

    // a's lock connection dies: PostgreSQL releases the lock. a is still alive here (a killed node is not:
    // tests/server/scale-out.test.ts), so either may win it on its next try, never both.
    await a.pool!.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted
          and ((classid::bigint << 32) | objid::bigint) = $1`,
      [JOBS_LEADER_LOCK_KEY.toString()],
    );
    let both = false;
    await until('a new leader', () => {
      both ||= onA.leading() && onB.leading();
      return onA.leading() !== onB.leading() && (bLed > 0 || onA.leading());
    });
    expect(both).toBe(false);
    // The leader drains (SIGTERM: stop releases the lock): the other one leads on its next try.
    const [was, next] = onA.leading() ? [onA, onB] : [onB, onA];
    const before = bLed;
    await was.stop();
    await until('the other one leads', () => next.leading());
    if (next === onB) expect(bLed).toBe(before + 1);
  });
});
