/**
 * Opens the database: PostgreSQL (`pg` Pool) when a URL is given, else the embedded PGlite under
 * `<dataDir>/pglite`, guarded by a lock file on `dataDir`. Opening does not migrate: see migrate.ts.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { join } from 'node:path';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';
import type { Database, Db } from './database';

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `snapshot` starts from a dumped data folder
   * (tests restore a migrated, seeded snapshot in ~0.6 s instead of creating a database in ~7 s).
   */
  | { kind: 'pglite'; dataDir?: string | undefined; snapshot?: Blob };

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

export type OpenDatabase = Database & { pglite?: PGlite; pool?: pg.Pool };

export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 8 });
    // An idle client that loses its server emits 'error' on the pool; unhandled, it would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let closed = false;
    return {
      kind: 'postgres',
      db,
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined;
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: pgliteDir(options.dataDir) } : {}),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    let closed = false;
    return {
      kind: 'pglite',
      db,
      pglite,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
