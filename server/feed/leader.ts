/**
 * One feed leader at a time. On PostgreSQL several API nodes share the database: the leader holds a
 * session advisory lock on a connection of its own (pg_try_advisory_lock), and loses it only when that
 * connection ends — so a dead leader's lock is released by the server and another node takes over on its
 * next try. PGlite serves a single process (the data-folder lock guarantees it) and its session advisory
 * locks exclude nothing, so there the process simply leads.
 */
import type pg from 'pg';
import type { OpenDatabase } from '../db/open';

/** Distinct from the migration lock key (db/migrate.ts). */
export const FEED_LEADER_LOCK_KEY = 7_301_402_118_552_002n;

export interface FeedLeader {
  /** Tries to become (or checks it still is) the leader. */
  acquire(): Promise<boolean>;
  isLeader(): boolean;
  release(): Promise<void>;
}

/**
 * A leader election on `lockKey`: the feed uses FEED_LEADER_LOCK_KEY, other single-runner loops (the crash
 * table) pass a key of their own.
 */
export function createLeader(database: OpenDatabase, lockKey: bigint = FEED_LEADER_LOCK_KEY): FeedLeader {
  const pool = database.pool;
  if (database.kind === 'pglite' || !pool) {
    let leading = true;
    return {
      acquire: async () => leading,
      isLeader: () => leading,
      release: async () => {
        leading = false;
      },
    };
  }
  let client: pg.PoolClient | null = null;
  const key = lockKey.toString();
  const drop = (err?: Error) => {
    const c = client;
    client = null;
    // A broken connection goes back destroyed, never reused.
    c?.release(err ?? true);
  };
  return {
    async acquire() {
      if (client) return true;
      const c = await pool.connect();
      c.on('error', (err) => {
        if (client === c) drop(err);
      });
      try {
        const res = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (res.rows[0]?.ok) {
          client = c;
          return true;
        }
        c.release();
        return false;
      } catch (err) {
        c.release(err as Error);
        throw err;
      }
    },
    isLeader: () => client !== null,
    async release() {
      const c = client;
      if (!c) return;
      client = null;
      try {
        await c.query('select pg_advisory_unlock($1)', [key]);
        c.release();
      } catch (err) {
        c.release(err as Error);
      }
    },
  };
}
