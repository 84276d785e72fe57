/**
 * Configuration: a brand's deposit and withdraw methods, each on or off with a per-order minimum and maximum
 * (issue #24). Stored as overrides of the code tables (db/schema-ops-config.ts: only what differs is a row;
 * an edit back to the default deletes it); the player's payment calls read them on every call
 * (payments/method-config.ts). Brand-scoped, validated (min >= the market's floor, min <= max), audited in
 * the same transaction as the change.
 */
import { and, eq } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import type { BrandId } from '../../core/brand/client-brands';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsPayMethod,
  OpsPayMethodEdit,
  OpsPayMethodList,
} from '../../core/contract/schemas/ops-config';
import {
  checkMethodEdit,
  methodFloor,
  overrideOf,
  type MethodRule,
  type PayDirection,
} from '../../core/wallet/method-rules';
import type { Db } from '../db/database';
import { brandPaymentMethods } from '../db/schema-ops-config';
import { ApiFailure } from '../http/failure';
import { loadMethodRules } from '../payments/method-config';
import { money } from '../payments/views';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

const view = (direction: PayDirection, r: MethodRule): OpsPayMethod => ({ direction, ...r });

function brandOf(op: Operator, id: string) {
  requireBrand(op, id);
  const brand = brandById(id);
  if (!brand) throw new ApiFailure(404, OpsDmError.OpsPayMethodNotFound, 'No such brand.');
  return brand;
}

export async function listPayMethods(db: Db, op: Operator, brandId: string): Promise<OpsPayMethodList> {
  const brand = brandOf(op, brandId);
  const [deposit, withdraw] = await Promise.all([
    loadMethodRules(db, brand.id, 'deposit'),
    loadMethodRules(db, brand.id, 'withdraw'),
  ]);
  return {
    brand: brand.id,
    floor: methodFloor(brand.id),
    currency: brand.currency,
    list: [...deposit.map((r) => view('deposit', r)), ...withdraw.map((r) => view('withdraw', r))],
  };
}

export async function editPayMethod(
  db: Db,
  op: Operator,
  input: OpsPayMethodEdit,
  now: number,
): Promise<OpsPayMethod> {
  const brand = brandOf(op, input.brand);
  const id = brand.id as BrandId;
  const verdict = checkMethodEdit(id, input.direction, input);
  if (verdict === 'unknown_method')
    throw new ApiFailure(
      404,
      OpsDmError.OpsPayMethodNotFound,
      `This brand has no ${input.direction} method ${input.method.slice(0, 32)}.`,
    );
  if (verdict === 'below_floor')
    throw new ApiFailure(
      400,
      OpsDmError.OpsConfigInvalid,
      `The minimum may not be below the market's floor of ${money(methodFloor(id), brand.currency)}.`,
    );
  if (verdict)
    throw new ApiFailure(400, OpsDmError.OpsConfigInvalid, 'The minimum must not be above the maximum.');
  const key = and(
    eq(brandPaymentMethods.brandId, id),
    eq(brandPaymentMethods.direction, input.direction),
    eq(brandPaymentMethods.method, input.method),
  );
  return db.transaction(async (tx) => {
    // Serialises concurrent edits of the method (the row may not exist yet: lock what is there, then upsert).
    await tx.select().from(brandPaymentMethods).where(key).for('update');
    const rules = await loadMethodRules(tx, id, input.direction);
    const before = rules.find((r) => r.method === input.method)!;
    const override = overrideOf(id, input);
    if (!override) await tx.delete(brandPaymentMethods).where(key);
    else {
      const values = {
        enabled: override.enabled,
        minAmount: override.min,
        maxAmount: override.max,
        updatedAt: new Date(now),
        updatedBy: op.id,
      };
      await tx
        .insert(brandPaymentMethods)
        .values({ brandId: id, direction: input.direction, method: input.method, ...values })
        .onConflictDoUpdate({
          target: [brandPaymentMethods.brandId, brandPaymentMethods.direction, brandPaymentMethods.method],
          set: values,
        });
    }
    const after = (await loadMethodRules(tx, id, input.direction)).find((r) => r.method === input.method)!;
    await appendAudit(
      tx,
      op,
      {
        brandId: id,
        action: 'config.payment_method',
        target: `payment_method:${input.direction}/${input.method}`,
        before: { enabled: before.enabled, min: before.min, max: before.max },
        after: { enabled: after.enabled, min: after.min, max: after.max, reason: input.reason },
      },
      now,
    );
    return view(input.direction, after);
  });
}
