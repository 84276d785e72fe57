/**
 * Deposit reconciliation against the providers' statements (issue #24). For a brand's local day: each
 * provider's statement lines accepted that day, against our pay_orders of the brand created that day (and the
 * orders the lines name, whenever created). Per order:
 * - matched: both settled alike (paid and paid, or failed / expired at both) with the same amount;
 * - pending: still open on one side, nothing settled against it (not a mismatch yet);
 * - not_credited: paid at the provider, not paid here: a callback that never arrived. A deposit of the same
 *   amount may be credited by the operator (creditFromStatement), through the callback path itself;
 * - missing_at_provider: paid here, absent from the statement or not paid there (flag: someone looks);
 * - amount_mismatch: the provider's amount or currency is not ours (flag; never credited automatically).
 * A payout's statement line carries what the player receives (amount - fee), so that is what is compared.
 * Lines naming no order of ours cannot be placed in a brand and are left out.
 */
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsRecon,
  OpsReconCredit,
  OpsReconCredited,
  OpsReconKind,
  OpsReconLine,
} from '../../core/contract/schemas/ops-recon';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { brands } from '../db/schema';
import { payOrders } from '../db/schema-payments';
import { ApiFailure } from '../http/failure';
import { applyCallback } from '../payments/callbacks';
import type { PaymentsContext } from '../payments/context';
import type { PayOrderRow } from '../payments/orders';
import type { StatementLine } from '../payments/provider';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

const DAY = 86_400_000;
const PAID = 'paid';
const CLOSED_UNPAID = ['failed', 'expired'];

/** The instants of the brand's local midnight of `day` and of the next one. */
async function dayEdges(db: Db, brandId: string, day: string): Promise<{ from: number; to: number }> {
  if (!Number.isFinite(Date.parse(`${day}T00:00:00Z`)))
    throw new ApiFailure(400, OpsDmError.OpsReconBadDay, 'Not a date.');
  const [brand] = await db.select({ tz: brands.timeZone }).from(brands).where(eq(brands.id, brandId));
  const [edge] = rowsOf<{ a: Date | string; b: Date | string }>(
    await db.execute(sql`select (${day}::date)::timestamp at time zone ${brand?.tz ?? 'UTC'} as a,
      (${day}::date + 1)::timestamp at time zone ${brand?.tz ?? 'UTC'} as b`),
  );
  return { from: new Date(edge!.a).getTime(), to: new Date(edge!.b).getTime() };
}

/** What the provider should show for our order: a payout's line is what the player receives. */
const expected = (o: PayOrderRow) => (o.direction === 'payout' ? o.amount - o.fee : o.amount);

function classify(
  o: PayOrderRow | undefined,
  l: StatementLine | undefined,
): OpsReconKind | 'matched' | 'pending' {
  if (o && l && (l.amount !== expected(o) || l.currency !== o.currency)) return 'amount_mismatch';
  const ours = o?.state;
  if (l?.status === PAID) return ours === PAID ? 'matched' : 'not_credited';
  if (ours === PAID) return 'missing_at_provider';
  if (l && ours && CLOSED_UNPAID.includes(l.status) && CLOSED_UNPAID.includes(ours)) return 'matched';
  return 'pending';
}

function brandOf(op: Operator, id: string) {
  requireBrand(op, id);
  const brand = brandById(id);
  if (!brand) throw new ApiFailure(404, OpsDmError.OpsReconLineNotFound, 'No such brand.');
  return brand;
}

export async function reconcileDay(
  db: Db,
  payments: PaymentsContext,
  op: Operator,
  brandId: string,
  day: string,
): Promise<OpsRecon> {
  const brand = brandOf(op, brandId);
  const { from, to } = await dayEdges(db, brand.id, day);
  const counts = { matched: 0, pending: 0, not_credited: 0, missing_at_provider: 0, amount_mismatch: 0 };
  const list: OpsReconLine[] = [];
  for (const adapter of payments.providers.values()) {
    const lines = await adapter.statement({ from, to });
    const byOrder = new Map(lines.map((l) => [l.orderId, l]));
    const named = [...byOrder.keys()];
    const orders = await db
      .select()
      .from(payOrders)
      .where(
        and(
          eq(payOrders.brandId, brand.id),
          eq(payOrders.provider, adapter.id),
          or(
            and(gte(payOrders.createdAt, new Date(from)), lt(payOrders.createdAt, new Date(to))),
            named.length ? inArray(payOrders.orderNo, named) : undefined,
          ),
        ),
      );
    for (const o of orders) {
      const l = byOrder.get(o.orderNo);
      // A payout still in review or a deposit never sent: the provider cannot know it yet.
      if (!l && o.state !== PAID) continue;
      const kind = classify(o, l);
      counts[kind] += 1;
      if (kind === 'matched' || kind === 'pending') continue;
      list.push({
        kind,
        order_id: o.orderNo,
        direction: o.direction as 'payin' | 'payout',
        uid: o.uid,
        provider: adapter.id,
        provider_ref: l?.providerRef ?? o.providerRef,
        currency: o.currency,
        our_amount: expected(o),
        our_state: o.state,
        provider_amount: l?.amount ?? null,
        provider_status: l?.status ?? null,
        at: l?.updatedAt ?? o.createdAt.getTime(),
        can_credit: kind === 'not_credited' && o.direction === 'payin',
      });
    }
  }
  list.sort((a, b) => a.at - b.at);
  return { brand: brand.id, day, counts, list };
}

const lineNotFound = () =>
  new ApiFailure(
    404,
    OpsDmError.OpsReconLineNotFound,
    'No paid deposit of the provider to credit for this order.',
  );

/**
 * Credits a deposit the provider's statement shows paid: the provider's callback as the statement states it,
 * applied through applyCallback (the credit, a first-deposit bonus, the player's message) in one transaction
 * with the audit row, under the order's row lock: a second click finds it paid and moves nothing (nor does a
 * callback that arrives afterwards); the callback id names the provider reference.
 */
export async function creditFromStatement(
  db: Db,
  payments: PaymentsContext,
  op: Operator,
  input: OpsReconCredit,
  now: number,
): Promise<OpsReconCredited> {
  const brand = brandOf(op, input.brand);
  const [order] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.orderNo, input.order_id), eq(payOrders.brandId, brand.id)));
  if (!order || order.direction !== 'payin') throw lineNotFound();
  const adapter = payments.providers.get(order.provider);
  if (!adapter)
    throw new ApiFailure(503, OpsDmError.OpsReconUnavailable, 'No payment provider answers for this order.');
  const at = order.createdAt.getTime();
  const line = (await adapter.statement({ from: at - DAY, to: at + DAY })).find(
    (l) => l.orderId === order.orderNo,
  );
  if (!line || line.status !== PAID || line.direction !== 'payin') throw lineNotFound();
  return db.transaction(async (tx) => {
    // The order's lock first: a second credit (double click, another operator) waits here, then finds it
    // paid and moves nothing (a replayed callback id would answer the first result, `applied: true`).
    const [locked] = await tx.select().from(payOrders).where(eq(payOrders.id, order.id)).for('update');
    if (locked!.state === PAID) return { order_id: order.orderNo, state: PAID, applied: false };
    const result = await applyCallback(
      { db: tx as unknown as Db, now: () => now, providers: payments.providers },
      {
        provider: adapter.id,
        callback_id: `recon-${line.providerRef}`,
        order_id: order.orderNo,
        direction: 'payin',
        status: 'paid',
        amount: line.amount,
        currency: line.currency,
        provider_ref: line.providerRef,
      },
    );
    if (result.applied)
      await appendAudit(
        tx,
        op,
        {
          brandId: brand.id,
          action: 'reconciliation.credit',
          target: `deposit:${order.orderNo}`,
          before: { state: order.state },
          after: {
            state: result.state,
            amount: line.amount,
            currency: line.currency,
            provider_ref: line.providerRef,
            reason: input.reason,
          },
        },
        now,
      );
    return { order_id: order.orderNo, state: result.state, applied: result.applied };
  });
}
