/**
 * Configuration: a brand's withdrawal review threshold (issue #24; the rule: core/wallet/payout-review.ts).
 * Stored as an override of the code default (db/schema-ops-config.ts brand_payout_review: an edit back to the
 * default deletes the row); read by every withdrawal (payments/payout-review.ts). Brand-scoped, audited in
 * the same transaction as the change. A change applies to withdrawals made after it.
 */
import { eq } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsPayoutReview, OpsPayoutReviewEdit } from '../../core/contract/schemas/ops-config';
import { defaultReviewThreshold } from '../../core/wallet/payout-review';
import type { Db, DbOrTx } from '../db/database';
import { brandPayoutReview } from '../db/schema-ops-config';
import { ApiFailure } from '../http/failure';
import { reviewThreshold } from '../payments/payout-review';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

function brandOf(op: Operator, id: string) {
  requireBrand(op, id);
  const brand = brandById(id);
  if (!brand) throw new ApiFailure(404, OpsDmError.OpsPayMethodNotFound, 'No such brand.');
  return brand;
}

async function view(db: DbOrTx, brandId: string, currency: string): Promise<OpsPayoutReview> {
  const threshold = await reviewThreshold(db, brandId);
  return { brand: brandId, currency, threshold, customised: threshold !== defaultReviewThreshold(brandId) };
}

export async function readPayoutReview(db: Db, op: Operator, brandId: string): Promise<OpsPayoutReview> {
  const brand = brandOf(op, brandId);
  return view(db, brand.id, brand.currency);
}

export async function editPayoutReview(
  db: Db,
  op: Operator,
  input: OpsPayoutReviewEdit,
  now: number,
): Promise<OpsPayoutReview> {
  const brand = brandOf(op, input.brand);
  return db.transaction(async (tx) => {
    await tx.select().from(brandPayoutReview).where(eq(brandPayoutReview.brandId, brand.id)).for('update');
    const before = await reviewThreshold(tx, brand.id);
    if (input.threshold === defaultReviewThreshold(brand.id))
      await tx.delete(brandPayoutReview).where(eq(brandPayoutReview.brandId, brand.id));
    else {
      const values = { threshold: input.threshold, updatedAt: new Date(now), updatedBy: op.id };
      await tx
        .insert(brandPayoutReview)
        .values({ brandId: brand.id, ...values })
        .onConflictDoUpdate({ target: brandPayoutReview.brandId, set: values });
    }
    await appendAudit(
      tx,
      op,
      {
        brandId: brand.id,
        action: 'config.payout_review',
        target: 'payout_review',
        before: { threshold: before },
        after: { threshold: input.threshold, reason: input.reason },
      },
      now,
    );
    return view(tx, brand.id, brand.currency);
  });
}
