/** A bonus row as the contract's BonusItem, with its wagering progress (the sum of its contributions). */
import { inArray, sql } from 'drizzle-orm';
import type { BonusItem } from '../../core/contract/schemas/promotions';
import { BonusState } from '../../core/promotions/types';
import { progressPercent } from '../../core/promotions/wagering';
import type { DbOrTx } from '../db/database';
import type { playerBonuses } from '../db/schema-promotions';
import { bonusWagers, promoCampaigns } from '../db/schema-promotions';
import { rulesOf, rulesView } from './campaigns';

export type BonusRow = typeof playerBonuses.$inferSelect;

/** Wagered so far per bonus id. */
export async function wageredOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: bonusWagers.bonusId, sum: sql<string>`coalesce(sum(${bonusWagers.contribution}), 0)` })
    .from(bonusWagers)
    .where(inArray(bonusWagers.bonusId, [...ids]))
    .groupBy(bonusWagers.bonusId);
  for (const r of rows) out.set(Number(r.id), Number(r.sum));
  return out;
}

export async function campaignKeys(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { kind: string; slug: string }>> {
  const out = new Map<number, { kind: string; slug: string }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: promoCampaigns.id, kind: promoCampaigns.kind, slug: promoCampaigns.slug })
    .from(promoCampaigns)
    .where(inArray(promoCampaigns.id, [...new Set(ids)]));
  for (const r of rows) out.set(r.id, { kind: r.kind, slug: r.slug });
  return out;
}

export function bonusItem(row: BonusRow, wagered: number, key: { kind: string; slug: string }): BonusItem {
  const done = row.state === BonusState.Unlocked;
  const w = done ? row.wagerRequired : Math.min(wagered, row.wagerRequired);
  return {
    bonus_id: row.id,
    kind: key.kind,
    slug: key.slug,
    currency: row.currency,
    amount: row.amount,
    state: row.state,
    wager_required: row.wagerRequired,
    wagered: w,
    progress: progressPercent(w, row.wagerRequired),
    can_unlock: row.state === BonusState.Unlocking && w >= row.wagerRequired,
    granted_at: row.grantedAt.getTime(),
    expires_at: row.expiresAt.getTime(),
    finished_at: row.finishedAt ? row.finishedAt.getTime() : 0,
    rules: rulesView(rulesOf(row.rules)),
  };
}

/** Views of many rows with two reads (progress and campaign keys). */
export async function bonusItems(db: DbOrTx, rows: readonly BonusRow[]): Promise<BonusItem[]> {
  const wagered = await wageredOf(
    db,
    rows.map((r) => r.id),
  );
  const keys = await campaignKeys(
    db,
    rows.map((r) => r.campaignId),
  );
  return rows.map((r) =>
    bonusItem(r, wagered.get(r.id) ?? 0, keys.get(r.campaignId) ?? { kind: 'unknown', slug: 'unknown' }),
  );
}
