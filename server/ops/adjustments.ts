/**
 * Manual adjustments: a balanced ledger transaction between the player's cash and the operator's
 * `manual_adjustments` account, with a reason. Up to ADJUSTMENT_APPROVAL_THRESHOLD it is posted at once;
 * above it waits for a second operator with `adjust.approve` (never the requester). A correction of an
 * adjustment is another adjustment (the ledger is append-only).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DmError, OpsDmError } from '../../core/contract/errors';
import type { OpsAdjust, OpsAdjustment } from '../../core/contract/schemas/ops';
import { needsSecondApproval } from '../../core/ops/permissions';
import type { Db, Tx } from '../db/database';
import { operators, opsAdjustments } from '../db/schema-ops';
import { ApiFailure } from '../http/failure';
import { insufficientBalanceFailure, InsufficientFunds } from '../ledger/errors';
import { postTransaction } from '../ledger/ledger';
import { lockPlayer } from '../payments/context';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { playerInScope } from './players';

type Row = typeof opsAdjustments.$inferSelect;

async function view(db: Db | Tx, row: Row): Promise<OpsAdjustment> {
  const ids = [row.requestedBy, ...(row.decidedBy ? [row.decidedBy] : [])];
  const names = new Map(
    (
      await db
        .select({ id: operators.id, email: operators.email })
        .from(operators)
        .where(inArray(operators.id, ids))
    ).map((o) => [o.id, o.email]),
  );
  return {
    id: row.id,
    uid: row.uid,
    brand_id: row.brandId,
    currency: row.currency,
    amount: row.amount,
    reason: row.reason,
    state: row.state as OpsAdjustment['state'],
    requested_by: names.get(row.requestedBy) ?? '',
    decided_by: row.decidedBy ? (names.get(row.decidedBy) ?? '') : null,
    created_at: row.createdAt.getTime(),
  };
}

async function post(tx: Tx, row: Row): Promise<void> {
  await lockPlayer(tx, row.uid);
  await postTransaction(tx, {
    key: `ops:adjust:${row.id}`,
    kind: 'manual_adjustment',
    ref: `ADJ${row.id}`,
    postings: [
      { account: { uid: row.uid, kind: 'cash', currency: row.currency }, amount: row.amount },
      { account: { system: 'manual_adjustments', currency: row.currency }, amount: -row.amount },
    ],
    meta: { reason: row.reason, requested_by: row.requestedBy, approved_by: row.decidedBy },
  });
}

/** Money errors keep their code (3001 for a debit above the cash); the transaction rolled back. */
async function money<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
}

export async function requestAdjustment(
  db: Db,
  op: Operator,
  input: OpsAdjust,
  now: number,
): Promise<OpsAdjustment> {
  if (input.amount === 0) throw new ApiFailure(400, DmError.BadRequest, 'amount must not be 0');
  return money(() =>
    db.transaction(async (tx) => {
      const brandId = await playerInScope(tx, op, input.uid);
      const pending = needsSecondApproval(input.amount);
      const [row] = await tx
        .insert(opsAdjustments)
        .values({
          uid: input.uid,
          brandId,
          currency: input.currency.toUpperCase(),
          amount: input.amount,
          reason: input.reason,
          state: pending ? 'pending' : 'posted',
          requestedBy: op.id,
          createdAt: new Date(now),
          decidedAt: pending ? null : new Date(now),
        })
        .returning();
      if (!pending) await post(tx, row!);
      await appendAudit(
        tx,
        op,
        {
          brandId,
          action: pending ? 'adjustment.request' : 'adjustment.post',
          target: `player:${input.uid}`,
          after: { id: row!.id, amount: input.amount, currency: row!.currency, reason: input.reason },
        },
        now,
      );
      return view(tx, row!);
    }),
  );
}

export async function pendingAdjustments(db: Db, op: Operator): Promise<OpsAdjustment[]> {
  if (op.brands.length === 0) return [];
  const rows = await db
    .select()
    .from(opsAdjustments)
    .where(and(eq(opsAdjustments.state, 'pending'), inArray(opsAdjustments.brandId, op.brands)))
    .orderBy(desc(opsAdjustments.id))
    .limit(100);
  return Promise.all(rows.map((r) => view(db, r)));
}

export async function decideAdjustment(
  db: Db,
  op: Operator,
  id: number,
  approve: boolean,
  now: number,
): Promise<OpsAdjustment> {
  return money(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(opsAdjustments).where(eq(opsAdjustments.id, id)).for('update');
      if (!row || row.state !== 'pending' || !op.brands.includes(row.brandId))
        throw new ApiFailure(404, OpsDmError.OpsAdjustmentNotFound, 'No such pending adjustment.');
      if (row.requestedBy === op.id)
        throw new ApiFailure(
          403,
          OpsDmError.OpsSelfApproval,
          'Another admin must approve your own adjustment.',
        );
      const [decided] = await tx
        .update(opsAdjustments)
        .set({ state: approve ? 'posted' : 'rejected', decidedBy: op.id, decidedAt: new Date(now) })
        .where(eq(opsAdjustments.id, id))
        .returning();
      if (approve) await post(tx, decided!);
      await appendAudit(
        tx,
        op,
        {
          brandId: row.brandId,
          action: approve ? 'adjustment.approve' : 'adjustment.reject',
          target: `player:${row.uid}`,
          before: { id, state: 'pending' },
          after: { id, state: decided!.state, amount: row.amount, currency: row.currency },
        },
        now,
      );
      return view(tx, decided!);
    }),
  );
}
