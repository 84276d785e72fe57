/**
 * Migrations and seeds at startup. On PostgreSQL several API nodes may start together: everything runs on
 * one dedicated connection holding a session advisory lock, so exactly one node migrates and seeds while
 * the others wait and then find nothing to do. PGlite is single-process (the lock file guarantees it), so
 * it migrates directly.
 */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema';
import type { Db } from './database';
import type { OpenDatabase } from './open';

/** Any 64-bit constant works, as long as nothing else in the database uses it. */
export const MIGRATION_LOCK_KEY = 7_301_402_118_552_001n;

/**
 * The SQL migrations are read at run time. From source this is server/db/migrations; the bundled server
 * (dist/server/main.js) gets a copy in dist/server/migrations from scripts/build-server.mjs, so the same
 * `./migrations` next to the running module works for both. MIGRATIONS_DIR overrides it.
 */
export function migrationsFolder(): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  if (fromEnv) return fromEnv;
  const here = fileURLToPath(new URL('./migrations', import.meta.url));
  if (existsSync(here)) return here;
  return fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
}

export type AfterMigrate = (db: Db) => Promise<unknown>;

/** Applies pending migrations, then `after` (the seeds) while still holding the migration lock. */
export async function migrateDatabase(database: OpenDatabase, after?: AfterMigrate): Promise<void> {
  if (database.kind === 'pglite' || !database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, {
      migrationsFolder: migrationsFolder(),
    });
    if (after) await after(database.db);
    return;
  }
  const client = await database.pool.connect();
  const key = MIGRATION_LOCK_KEY.toString();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      const db = drizzlePg(client, { schema });
      await migratePg(db, { migrationsFolder: migrationsFolder() });
      if (after) await after(db as unknown as Db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
