/**
 * The ledger is append-only in the database (issue #14, item 2): UPDATE, DELETE and TRUNCATE of
 * ledger_entries and ledger_transactions fail whoever sends them (migration 0008's triggers), on PGlite
 * and PostgreSQL; the ledger keeps taking new movements. On PostgreSQL, the least-privilege application
 * role of server/db/app-role.sql cannot even try, and the server runs as that role with the owner migrating
 * (MIGRATION_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { migrateDatabase } from '../../server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { rowsOf } from '../../server/db/rows';
import { seedAll } from '../../server/db/seed/index';
import { checkLedger, postTransaction } from '../../server/ledger/ledger';
import { openTestDatabase, testDb } from './helpers/database';
import { databaseUrlFor } from './global-setup';
import { runUntilExit, startServer } from './helpers/server-process';

const FORBIDDEN = [
  'update ledger_entries set amount = amount where id = (select min(id) from ledger_entries)',
  'delete from ledger_entries where id = (select min(id) from ledger_entries)',
  'truncate ledger_entries',
  'update ledger_transactions set kind = kind where id = (select min(id) from ledger_transactions)',
  'delete from ledger_transactions where id = (select max(id) from ledger_transactions)',
  'truncate ledger_transactions cascade',
];

/** The message of the statement's failure, or null when it went through. */
async function failureOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
}

const counts = async (db: OpenDatabase['db']) =>
  rowsOf<{ e: string; t: string }>(
    await db.execute(
      sql`select (select count(*) from ledger_entries)::text as e, (select count(*) from ledger_transactions)::text as t`,
    ),
  )[0];

describe('the ledger refuses every change but an insert', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it.each(FORBIDDEN)('%s fails and changes nothing', async (statement) => {
    const before = await counts(database.db);
    expect(Number(before!.e)).toBeGreaterThan(0); // the seeded demo money is in the ledger
    const failure = await failureOf(() => database.db.execute(sql.raw(statement)));
    expect(failure).toMatch(
      /ledger is append-only: (UPDATE|DELETE|TRUNCATE) on ledger_(entries|transactions)/,
    );
    expect(await counts(database.db)).toEqual(before);
  });

  it('still takes new movements, and a correction is a reversing transaction', async () => {
    const move = (key: string, amount: number) =>
      database.db.transaction((tx) =>
        postTransaction(tx, {
          key,
          kind: 'test',
          postings: [
            { account: { system: 'promotions', currency: 'BRL' }, amount: -amount },
            { account: { uid: 777_001, kind: 'cash', currency: 'BRL' }, amount },
          ],
        }),
      );
    expect((await move('append-only:grant', 2500)).created).toBe(true);
    expect((await move('append-only:grant:reversal', -2500)).created).toBe(true);
    expect(await checkLedger(database.db)).toEqual({ ok: true, problems: [] });
  });
});

/** The roles and database of one test, made and dropped by the superuser of DATABASE_URL. */
async function withRoles<T>(fn: (urls: { owner: string; app: string }) => Promise<T>): Promise<T> {
  const cfg = testDb();
  if (cfg.kind !== 'postgres') throw new Error('PostgreSQL only');
  const tag = randomBytes(4).toString('hex');
  const owner = `t_owner_${tag}`;
  const app = `t_app_${tag}`;
  const name = `t_roles_${tag}`;
  const admin = new pg.Client({ connectionString: cfg.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create role ${owner} login`);
    await admin.query(`create role ${app} login`);
    await admin.query(`create database ${name} owner ${owner}`);
    const asRole = (role: string) => {
      const url = new URL(databaseUrlFor(cfg.adminUrl, name));
      url.username = role;
      url.password = '';
      return url.toString();
    };
    return await fn({ owner: asRole(owner), app: asRole(app) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop role if exists ${app}`);
    await admin.query(`drop role if exists ${owner}`);
    await admin.end();
  }
}

/** server/db/app-role.sql as psql runs it with -v app_role=<role>. */
const appRoleSql = (role: string) =>
  readFileSync('server/db/app-role.sql', 'utf8').replaceAll(':"app_role"', `"${role}"`);

describe.runIf(testDb().kind === 'postgres')('the least-privilege application role', () => {
  it('may post movements but has no UPDATE, DELETE or TRUNCATE on the ledger', async () => {
    await withRoles(async (urls) => {
      const owner = await openDatabase({ kind: 'postgres', url: urls.owner, poolSize: 1 });
      try {
        await migrateDatabase(owner, (db) => seedAll(db));
        const role = new URL(urls.app).username;
        await owner.db.execute(sql.raw(appRoleSql(role)));
      } finally {
        await owner.close();
      }
      const app = await openDatabase({ kind: 'postgres', url: urls.app, poolSize: 2 });
      try {
        const posted = await app.db.transaction((tx) =>
          postTransaction(tx, {
            key: 'role:grant',
            kind: 'test',
            postings: [
              { account: { system: 'promotions', currency: 'BRL' }, amount: -100 },
              { account: { uid: 777_002, kind: 'cash', currency: 'BRL' }, amount: 100 },
            ],
          }),
        );
        expect(posted.created).toBe(true);
        for (const statement of FORBIDDEN) {
          const failure = await failureOf(() => app.db.execute(sql.raw(statement)));
          expect(failure, statement).toMatch(/permission denied for table ledger_(entries|transactions)/);
        }
        expect(await checkLedger(app.db)).toEqual({ ok: true, problems: [] });
      } finally {
        await app.close();
      }
    });
  });

  it('server/main.ts migrates as the owner (MIGRATION_DATABASE_URL) and serves as the application role', async () => {
    await withRoles(async (urls) => {
      // As the README says: migrate as the owner (--migrate), grant the app role, serve as the app role.
      const migrated = await runUntilExit({ DATABASE_URL: urls.owner, FEED: 'off' }, ['--migrate']);
      expect(migrated.code, migrated.output).toBe(0);
      const owner = await openDatabase({ kind: 'postgres', url: urls.owner, poolSize: 1 });
      try {
        await owner.db.execute(sql.raw(appRoleSql(new URL(urls.app).username)));
      } finally {
        await owner.close();
      }
      const server = await startServer({
        DATABASE_URL: urls.app,
        MIGRATION_DATABASE_URL: urls.owner,
        FEED: 'off',
      });
      try {
        expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
        const login = await fetch(`${server.url}${endpoints.emailLogin.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', appkey: 'placar_br' },
          body: JSON.stringify({ email: 'demo@placarbet.com.br', password: 'demo-player-2026' }),
        });
        expect((await login.json()).dm_error).toBe(0);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    });
    // Migrates (and seeds) a whole database in a server process: minutes on a loaded 2-core machine.
  }, 180_000);
});
