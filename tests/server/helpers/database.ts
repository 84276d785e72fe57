/** A fresh, migrated and seeded database per test file: a restored PGlite snapshot or a PostgreSQL copy. */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../../server/db/open';
import { databaseUrlFor } from '../global-setup';

export const testDb = () => inject('serverTestDb');

export function snapshotBlob(): Blob {
  const cfg = testDb();
  if (cfg.kind !== 'pglite') throw new Error('no PGlite snapshot when testing on PostgreSQL');
  return new Blob([readFileSync(cfg.snapshotPath)]);
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a database named for this test file; `template` empty gives an empty database. */
export async function createPgDatabase(
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const cfg = testDb();
  if (cfg.kind !== 'postgres') throw new Error('not testing on PostgreSQL');
  const name = `server_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(cfg.adminUrl, async (admin) => {
    // Copies from one template serialise on PostgreSQL; a parallel copy can see "being accessed" and retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  });
  return {
    url: databaseUrlFor(cfg.adminUrl, name),
    drop: () =>
      withAdmin(cfg.adminUrl, (a) => a.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

export async function openTestDatabase(): Promise<OpenDatabase> {
  const cfg = testDb();
  if (cfg.kind === 'pglite') return openDatabase({ kind: 'pglite', snapshot: snapshotBlob() });
  const created = await createPgDatabase(cfg.template);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
