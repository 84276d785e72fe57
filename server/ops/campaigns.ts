/**
 * Marketing: the brand's promotion campaigns (promo_campaigns) for the console. Pausing sets `enabled`
 * false, which `liveCampaign` reads on every grant (no cache), so a paused campaign grants nothing from the
 * next call on. Dates and key numbers are edited in the rules JSON the grant code already reads.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsCampaign, OpsCampaignEdit } from '../../core/contract/schemas/ops-marketing';
import type { Db } from '../db/database';
import { promoCampaigns } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { isLive, rulesOf, type CampaignRow } from '../promotions/campaigns';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

export const invalidEdit = (why: string) => new ApiFailure(400, OpsDmError.OpsInvalidEdit, why);

/** The brands a list covers: one asked for (inside the scope, else 403), or all of the operator's. */
export function brandsOf(op: Operator, brand: string | undefined): string[] {
  if (brand === undefined) return op.brands;
  requireBrand(op, brand);
  return [brand];
}

export function campaignView(c: CampaignRow, now: number): OpsCampaign {
  const r = rulesOf(c.rules);
  return {
    id: c.id,
    brand_id: c.brandId,
    kind: c.kind,
    slug: c.slug,
    name: c.name,
    enabled: c.enabled,
    live: isLive(c, now),
    starts_at: c.startsAt?.getTime() ?? null,
    ends_at: c.endsAt?.getTime() ?? null,
    percent: r.percent,
    amount: r.amount,
    cap: r.cap,
    min_deposit: r.minDeposit,
    wager_multiple: r.wagerMultiple,
  };
}

export async function listCampaigns(db: Db, op: Operator, brand: string | undefined, now: number) {
  const brands = brandsOf(op, brand);
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(promoCampaigns)
    .where(inArray(promoCampaigns.brandId, brands))
    .orderBy(asc(promoCampaigns.brandId), asc(promoCampaigns.sort), asc(promoCampaigns.id));
  return rows.map((c) => campaignView(c, now));
}

const notFound = () => new ApiFailure(404, OpsDmError.OpsCampaignNotFound, 'No such campaign.');

export async function editCampaign(db: Db, op: Operator, input: OpsCampaignEdit, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.id, input.id)))
      .for('update');
    // Another brand's campaign is "not found": no probing of ids outside the scope.
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    const startsAt = input.starts_at === undefined ? row.startsAt : toDate(input.starts_at);
    const endsAt = input.ends_at === undefined ? row.endsAt : toDate(input.ends_at);
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
      throw invalidEdit('The end must be after the start.');
    const rules = { ...(row.rules as Record<string, unknown>) };
    if (input.cap !== undefined) rules.cap = input.cap;
    if (input.amount !== undefined) rules.amount = input.amount;
    if (input.percent !== undefined) rules.percent = input.percent;
    if (input.min_deposit !== undefined) rules.minDeposit = input.min_deposit;
    const [updated] = await tx
      .update(promoCampaigns)
      .set({
        enabled: input.enabled ?? row.enabled,
        startsAt,
        endsAt,
        rules,
        updatedAt: new Date(now),
      })
      .where(eq(promoCampaigns.id, row.id))
      .returning();
    const before = campaignView(row, now);
    const after = campaignView(updated!, now);
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'campaign.edit',
        target: `campaign:${row.slug}`,
        before: { ...before, live: undefined },
        after: { ...after, live: undefined, reason: input.reason },
      },
      now,
    );
    return after;
  });
}

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));
