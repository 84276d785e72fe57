import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../server/db/lock';
import { migrateDatabase } from '../../server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { brandContent, brands, markets, matches, options } from '../../server/db/schema';
import { seedAll } from '../../server/db/seed/index';
import { SCHEDULE_DAYS } from '../../server/db/seed/sports';
import { createPgDatabase, openTestDatabase, snapshotBlob, testDb } from './helpers/database';

const counts = async (db: Db) => ({
  brands: (await db.select({ n: count() }).from(brands))[0]!.n,
  content: (await db.select({ n: count() }).from(brandContent))[0]!.n,
  matches: (await db.select({ n: count() }).from(matches))[0]!.n,
  markets: (await db.select({ n: count() }).from(markets))[0]!.n,
  options: (await db.select({ n: count() }).from(options))[0]!.n,
});

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations and seeds', () => {
  it('seeds all 10 brands with 10 content documents each (7 in each of 8 languages, 3 language-neutral) and a sports catalogue', async () => {
    expect(await counts(database.db)).toMatchObject({ brands: 10, content: 590 });
    expect((await counts(database.db)).matches).toBeGreaterThan(100);
  });

  it('running the migrations again changes nothing', async () => {
    const before = await counts(database.db);
    await migrateDatabase(database);
    expect(await counts(database.db)).toEqual(before);
  });

  it('seeding again is a no-op, and keeps what the feed has written since', async () => {
    const before = await counts(database.db);
    const [live] = await database.db.select().from(matches).limit(1);
    await database.db.update(matches).set({ homeScore: 7 }).where(eqId(live!.id));
    const summary = await seedAll(database.db, { now: testDb().seededAt + 60_000 });
    expect(summary.relaid).toBe(false);
    expect(await counts(database.db)).toEqual(before);
    const [after] = await database.db.select().from(matches).where(eqId(live!.id));
    expect(after!.homeScore).toBe(7);
  });

  it('lays the schedule out again from now once it has run out, with the same rows', async () => {
    const before = await counts(database.db);
    const later = testDb().seededAt + SCHEDULE_DAYS * 24 * 3_600_000;
    const summary = await seedAll(database.db, { now: later });
    expect(summary).toEqual({ anchorMs: later, relaid: true });
    expect(await counts(database.db)).toEqual(before);
    const upcoming = await database.db.select().from(matches);
    expect(upcoming.filter((m) => m.status === 4).every((m) => m.beginAt.getTime() > later)).toBe(true);
  });
});

const eqId = (id: number) => eq(matches.id, id);

describe.runIf(testDb().kind === 'postgres')('migrations on PostgreSQL', () => {
  it('two nodes migrating an empty database at once both succeed, one schema results', async () => {
    const empty = await createPgDatabase(null);
    const a = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    const b = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    try {
      await Promise.all([migrateDatabase(a, (db) => seedAll(db)), migrateDatabase(b, (db) => seedAll(db))]);
      expect(await counts(a.db)).toMatchObject({ brands: 10, content: 590 });
    } finally {
      await a.close();
      await b.close();
      await empty.drop();
    }
  });
});

describe('the data folder lock (PGlite)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'datadir-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses a second open of the same folder with a message that says what to do', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process \d+.*DATA_DIR/);
    } finally {
      lock.release();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses a folder locked by another live process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(join(dir, LOCK_FILE_NAME), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it.runIf(testDb().kind === 'pglite')('a real PGlite open holds the lock until closed', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir, snapshot: snapshotBlob() });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect((await counts(again.db)).brands).toBe(10);
    await again.close();
  });
});
