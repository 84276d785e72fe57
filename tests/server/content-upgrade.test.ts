/**
 * A database created before content was per language: the migration files its documents under the brand's
 * default language, and the seed at startup adds the other seven without undoing an operator's edits.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../core/brand/brands';
import { readContent } from '../../server/content/store';
import { migrateDatabase, migrationsFolder } from '../../server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { brandContent, brands } from '../../server/db/schema';
import { brandRow } from '../../server/db/seed/brands';
import { seedAll } from '../../server/db/seed/index';
import { createPgDatabase, testDb } from './helpers/database';

let database: OpenDatabase;
let drop = async () => undefined as void;
let firstOnly: string;

beforeAll(async () => {
  const cfg = testDb();
  if (cfg.kind === 'postgres') {
    const empty = await createPgDatabase(null);
    database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    drop = empty.drop;
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  // The migration set as it was before per-language content: 0000 only.
  const all = migrationsFolder();
  firstOnly = mkdtempSync(join(tmpdir(), 'migrations-0000-'));
  mkdirSync(join(firstOnly, 'meta'));
  cpSync(join(all, '0000_init.sql'), join(firstOnly, '0000_init.sql'));
  const journal = JSON.parse(readFileSync(join(all, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  writeFileSync(
    join(firstOnly, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
  );
}, 60_000);

afterAll(async () => {
  await database.close();
  await drop();
  rmSync(firstOnly, { recursive: true, force: true });
});

const br = BRANDS.find((b) => b.id === 'br')!;
const edited = {
  list: [{ tab_key: 'home', title: 'Casa do Placar', icon: '', icon_active: '', route: '/home/game' }],
};

describe('upgrading a database seeded before per-language content', () => {
  it('keeps the edited document in the default language and adds the other languages', async () => {
    process.env.MIGRATIONS_DIR = firstOnly;
    try {
      await migrateDatabase(database);
    } finally {
      delete process.env.MIGRATIONS_DIR;
    }
    const db = database.db;
    // The brand row as the old schema had it: columns added by later migrations (time_zone) left out, so
    // written as SQL (Drizzle's insert names every column of today's table).
    const { timeZone: _later, ...oldRow } = brandRow(br);
    const entries = Object.entries(oldRow).filter(([, v]) => v !== undefined);
    const columns = entries.map(([k]) => sql.identifier(brands[k as keyof typeof oldRow].name));
    const values = entries.map(([, v]) =>
      v !== null && typeof v === 'object' ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`,
    );
    await db.execute(
      sql`insert into brands (${sql.join(columns, sql`, `)}) values (${sql.join(values, sql`, `)})`,
    );
    // Written with the old schema's columns: no lang.
    await db.execute(
      sql`insert into brand_content (brand_id, kind, body) values
        ('br', 'top_tabs', ${JSON.stringify(edited)}::jsonb),
        ('br', 'logo', ${JSON.stringify({ name: 'PlacarBet', logo_url: '/x.svg', icon_url: '/y.svg' })}::jsonb)`,
    );

    await migrateDatabase(database, (d) => seedAll(d));

    const langOf = async (kind: string) =>
      (
        await db
          .select({ lang: brandContent.lang })
          .from(brandContent)
          .where(and(eq(brandContent.brandId, 'br'), eq(brandContent.kind, kind)))
      ).map((r) => r.lang);
    expect((await langOf('top_tabs')).sort()).toEqual(
      ['en', 'es-MX', 'ms', 'pt-BR', 'ru', 'th', 'vi', 'zh-CN'].sort(),
    );
    expect(await langOf('logo')).toEqual(['']);
    expect(await readContent(db, br, 'top_tabs', undefined)).toEqual(edited);
    expect(await readContent(db, br, 'top_tabs', 'pt-BR')).toEqual(edited);
    expect((await readContent(db, br, 'top_tabs', 'en')).list[0]!.title).toBe('Home');
    expect((await readContent(db, br, 'logo', 'th')).logo_url).toBe('/x.svg');
    const [total] = await db.select({ n: count() }).from(brandContent);
    // 10 brands x (7 documents x 8 languages + logo, manifest and support contacts, language-neutral).
    expect(total!.n).toBe(590);
    // Migrates and seeds a whole database: minutes on a loaded 2-core machine (CI), seconds when quiet.
  }, 180_000);
});
