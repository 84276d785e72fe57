/**
 * The operator audit log: append-only, each row chained to the one before by
 * hash = sha256(prev_hash + "\n" + canonical JSON of the row's content). Rows are appended one at a time
 * (a transaction-scoped advisory lock), so the chain has no forks; `verifyAudit` recomputes it and names the
 * first row that does not match (a changed row breaks its own hash, a deleted one the next row's link).
 * Appended inside the caller's transaction: the action and its audit row commit together or not at all.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OpsAuditRow } from '../../core/contract/schemas/ops';
import type { DbOrTx } from '../db/database';
import { opsAudit } from '../db/schema-ops';
import type { Operator } from './auth';

export const AUDIT_GENESIS = '0'.repeat(64);
/** The advisory lock key of the chain's tail ("OPSAUDIT" as digits, any fixed number would do). */
const AUDIT_LOCK = 7_024_001;

export interface AuditEntry {
  brandId: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** JSON with object keys sorted at every depth: the same content always hashes the same (jsonb reorders). */
export function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type AuditRowData = Pick<
  typeof opsAudit.$inferSelect,
  'atMs' | 'operatorId' | 'operatorEmail' | 'brandId' | 'action' | 'target' | 'before' | 'after'
>;

export function auditHash(prevHash: string, row: AuditRowData): string {
  const content = canonical({
    at: row.atMs,
    operator_id: row.operatorId,
    operator: row.operatorEmail,
    brand: row.brandId,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
  });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

export async function appendAudit(tx: DbOrTx, op: Operator, entry: AuditEntry, now: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`);
  const [last] = await tx.select({ hash: opsAudit.hash }).from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
  const prevHash = last?.hash ?? AUDIT_GENESIS;
  // Through JSON once, so what is hashed is what jsonb stores (no undefined, no Dates).
  const data: AuditRowData = {
    atMs: now,
    operatorId: op.id,
    operatorEmail: op.email,
    brandId: entry.brandId,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before === undefined ? null : (JSON.parse(JSON.stringify(entry.before)) as unknown),
    after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
  };
  await tx.insert(opsAudit).values({ ...data, prevHash, hash: auditHash(prevHash, data) });
}

export interface AuditVerification {
  ok: boolean;
  rows: number;
  brokenAt: number | null;
}

/** Walks the whole chain in id order, in pages, recomputing every link. */
export async function verifyAudit(db: DbOrTx): Promise<AuditVerification> {
  let prev = AUDIT_GENESIS;
  let after = 0;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(opsAudit)
      .where(gt(opsAudit.id, after))
      .orderBy(asc(opsAudit.id))
      .limit(1000);
    for (const row of page) {
      if (row.prevHash !== prev || auditHash(prev, row) !== row.hash)
        return { ok: false, rows, brokenAt: row.id };
      prev = row.hash;
      rows++;
    }
    if (page.length < 1000) return { ok: true, rows, brokenAt: null };
    after = page[page.length - 1]!.id;
  }
}

/** Rows visible to an operator: their brands' rows and the brandless ones (their own sign-ins). */
function scope(op: Operator, brand: string | undefined): SQL | undefined {
  if (brand) return eq(opsAudit.brandId, brand);
  return sql`(${opsAudit.brandId} is null and ${opsAudit.operatorId} = ${op.id}) or ${inArray(opsAudit.brandId, op.brands)}`;
}

export async function listAudit(
  db: DbOrTx,
  op: Operator,
  brand: string | undefined,
  before: number | undefined,
  limit: number,
): Promise<OpsAuditRow[]> {
  const rows = await db
    .select()
    .from(opsAudit)
    .where(and(scope(op, brand), before ? lt(opsAudit.id, before) : undefined))
    .orderBy(desc(opsAudit.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.atMs,
    operator: r.operatorEmail,
    brand_id: r.brandId,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    hash: r.hash,
  }));
}

const csvCell = (value: unknown) => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : canonical(value);
  // Quoted always; a leading = + - @ is prefixed so a spreadsheet does not run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function auditCsv(rows: readonly OpsAuditRow[]): string {
  const head = ['id', 'at', 'operator', 'brand', 'action', 'target', 'before', 'after', 'hash'];
  const lines = rows.map((r) =>
    [
      r.id,
      new Date(r.at).toISOString(),
      r.operator,
      r.brand_id,
      r.action,
      r.target,
      r.before,
      r.after,
      r.hash,
    ]
      .map((v) => csvCell(typeof v === 'number' ? String(v) : v))
      .join(','),
  );
  return `${head.join(',')}\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
}
