/**
 * The lock-order check of a stake path (server/ledger: players' accounts first, the operator's last), on
 * PostgreSQL: another transaction holds the operator's BRL house_sports shard 0, and meanwhile
 * - `refused` (a stake beyond the balance, with its own expectation) must settle without waiting: locking
 *   the operator row first would wait here for the holder, and the test would time out;
 * - `covered` (a stake the balance covers) must wait for the row, and go through once the holder lets go.
 * Both stakes must go to shard 0 (inject the ledger's random as `() => 0`), which must exist already.
 */
import type pg from 'pg';
import { expect } from 'vitest';

export async function expectOperatorLockedLast(
  pool: pg.Pool,
  refused: () => Promise<unknown>,
  covered: () => Promise<unknown>,
): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query(
      `select id from ledger_accounts where owner_uid = 0 and kind = 'house_sports' and currency = 'BRL' and shard = 0 for update`,
    );
    await refused();
    let done = false;
    const pending = covered().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    await holder.query('rollback');
    await pending;
  } finally {
    holder.release();
  }
}
