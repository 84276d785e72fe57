/**
 * The server as an operator runs it: `server/main.ts` in its own process on a real port, then SIGTERM.
 * And the graceful shutdown itself: an in-flight request finishes, then the database is closed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LOCK_FILE_NAME } from '../../server/db/lock';
import { openDatabase } from '../../server/db/open';
import { createShutdown } from '../../server/lifecycle';
import { createPgDatabase, openTestDatabase, snapshotBlob, testDb } from './helpers/database';
import { startServer } from './helpers/server-process';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

let env: Record<string, string>;
let dataDir = '';
beforeAll(async () => {
  if (testDb().kind === 'pglite') {
    dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // Put a migrated, seeded database in the folder, as a previous run would have left it.
    await (await openDatabase({ kind: 'pglite', dataDir, snapshot: snapshotBlob() })).close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const created = await createPgDatabase(null);
    cleanups.push(() => created.drop());
    env = { DATABASE_URL: created.url };
  }
});

describe('server process', () => {
  it('starts on a real port, serves the API, and exits cleanly on SIGTERM', async () => {
    const t0 = Date.now();
    const server = await startServer(env);
    const startupMs = Date.now() - t0;
    console.info(`server startup (${testDb().kind}): ${startupMs} ms`);
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    const logo = await fetch(`${server.url}/api/piranha/v1/conf/logo`, { headers: { appkey: 'safari_ke' } });
    expect((await logo.json()).data.name).toBe('SafariBet');
    if (testDb().kind === 'pglite') {
      expect(server.output()).toContain('not for real money');
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

      const second = startServer(env);
      await expect(second).rejects.toThrow(/already in use by process/);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    if (testDb().kind === 'pglite') expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    // Migrates and seeds a whole database: minutes on a loaded 2-core machine (CI), seconds when quiet.
  }, 180_000);
});

describe('graceful shutdown', () => {
  it('finishes the in-flight request, then closes the database and stops listening', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, clientDir: '/nonexistent' });
    let arrived!: () => void;
    const arrivedP = new Promise<void>((r) => (arrived = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.addHook('onRequest', async (request) => {
      if (request.url === '/health') {
        arrived();
        await gate;
      }
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const exits: number[] = [];
    const shutdown = createShutdown(app, database, (code) => exits.push(code));

    const inflight = fetch(`http://127.0.0.1:${port}/health`);
    await arrivedP;
    const done = shutdown('SIGTERM');
    release();
    const res = await inflight;
    expect(res.status).toBe(200);
    await done;
    expect(exits).toEqual([0]);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });

  it('SIGTERM drains first: new requests are still answered, with Connection: close, then the server stops', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, clientDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const exits: number[] = [];
    const before = await fetch(`http://127.0.0.1:${port}/health`);
    expect(before.headers.get('connection')).not.toBe('close');
    const done = createShutdown(app, database, (code) => exits.push(code), 400)('SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
    const during = await fetch(`http://127.0.0.1:${port}/health`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(exits).toEqual([]);
    await done;
    expect(exits).toEqual([0]);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
