/**
 * The brand's canned answers of the support chat (issue #24): listed for the operator's brands (support and
 * admin edit, read-only sees: core/ops/permissions.ts `support.read` / `support.edit`), created, edited and
 * deleted each in a transaction with its audit row (`canned.create|edit|delete`, before and after). The chat
 * socket reads the same rows on open (store.ts cannedAnswers), so a change shows on the next (re)connect.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import {
  CANNED_BODY_MAX,
  CANNED_TITLE_MAX,
  type OpsCanned,
  type OpsCannedCreate,
  type OpsCannedEdit,
} from '../../core/contract/schemas/ops-support';
import { isLocale } from '../../core/i18n/locales';
import type { Db } from '../db/database';
import { supportCanned } from '../db/schema-support';
import { ApiFailure } from '../http/failure';
import { appendAudit } from '../ops/audit';
import type { Operator } from '../ops/auth';
import { brandsOf } from '../ops/campaigns';
import { requireBrand } from '../ops/route';

type Row = typeof supportCanned.$inferSelect;

const invalid = (why: string) => new ApiFailure(400, OpsDmError.OpsCannedInvalid, why);
const notFound = () => new ApiFailure(404, OpsDmError.OpsCannedNotFound, 'No such canned answer.');

export const cannedView = (r: Row): OpsCanned => ({
  id: r.id,
  brand: r.brandId,
  title: r.title,
  body: r.body,
  lang: (isLocale(r.lang) ? r.lang : 'en') as OpsCanned['lang'],
  updated_at: r.updatedAt.getTime(),
});

/** Trimmed fields, or a 400 (7051): the schema counts spaces, a title of spaces is still empty. */
function clean(input: Pick<OpsCannedCreate, 'title' | 'body' | 'lang'>) {
  const title = input.title.trim();
  const body = input.body.trim();
  if (!title || title.length > CANNED_TITLE_MAX) throw invalid('The title must have 1-80 characters.');
  if (!body || body.length > CANNED_BODY_MAX) throw invalid('The text must have 1-1000 characters.');
  if (!isLocale(input.lang)) throw invalid('Unknown language.');
  return { title, body, lang: input.lang };
}

export async function listCanned(db: Db, op: Operator, brand: string | undefined): Promise<OpsCanned[]> {
  const brands = brandsOf(op, brand);
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(supportCanned)
    .where(inArray(supportCanned.brandId, brands))
    .orderBy(
      asc(supportCanned.brandId),
      asc(supportCanned.lang),
      asc(supportCanned.title),
      asc(supportCanned.id),
    );
  return rows.map(cannedView);
}

export async function createCanned(db: Db, op: Operator, input: OpsCannedCreate, now: number) {
  requireBrand(op, input.brand);
  if (!brandById(input.brand)) throw invalid('No such brand.');
  const fields = clean(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportCanned)
      .values({ brandId: input.brand, ...fields, updatedAt: new Date(now) })
      .returning();
    const made = cannedView(row!);
    await appendAudit(
      tx,
      op,
      {
        brandId: input.brand,
        action: 'canned.create',
        target: `canned:${made.id}`,
        after: { ...made, reason: input.reason },
      },
      now,
    );
    return made;
  });
}

export async function editCanned(db: Db, op: Operator, input: OpsCannedEdit, now: number) {
  const fields = clean(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportCanned).where(eq(supportCanned.id, input.id)).for('update');
    // Another brand's answer is "not found", like every ops lookup: its existence is not told.
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    const [updated] = await tx
      .update(supportCanned)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(eq(supportCanned.id, input.id))
      .returning();
    const after = cannedView(updated!);
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'canned.edit',
        target: `canned:${row.id}`,
        before: cannedView(row),
        after: { ...after, reason: input.reason },
      },
      now,
    );
    return after;
  });
}

export async function deleteCanned(db: Db, op: Operator, id: number, reason: string, now: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportCanned).where(eq(supportCanned.id, id)).for('update');
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    await tx.delete(supportCanned).where(eq(supportCanned.id, id));
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'canned.delete',
        target: `canned:${id}`,
        before: cannedView(row),
        after: { reason },
      },
      now,
    );
  });
}
