/** Campaign rows and their rules (promo_campaigns): read per brand, with defaults for a partial edit. */
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_CONTRIBUTION, type CampaignKind, type CampaignRules } from '../../core/promotions/types';
import type { BonusRules } from '../../core/contract/schemas/promotions';
import type { DbOrTx } from '../db/database';
import { promoCampaigns } from '../db/schema-promotions';

export type CampaignRow = typeof promoCampaigns.$inferSelect;

const int = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : fallback;

/** The rules of a row, every field present (an operator may store only some). */
export function rulesOf(json: unknown): CampaignRules {
  const r = (json ?? {}) as Partial<CampaignRules>;
  const c = (r.contribution ?? {}) as Partial<CampaignRules['contribution']>;
  return {
    percent: int(r.percent),
    amount: int(r.amount),
    cap: int(r.cap),
    minDeposit: int(r.minDeposit),
    wagerMultiple: typeof r.wagerMultiple === 'number' && r.wagerMultiple >= 0 ? r.wagerMultiple : 1,
    wagerBase: r.wagerBase === 'bonus_deposit' ? 'bonus_deposit' : 'bonus',
    minOddsMilli: int(r.minOddsMilli),
    maxStake: int(r.maxStake),
    validDays: int(r.validDays, 7),
    contribution: {
      sports: int(c.sports, DEFAULT_CONTRIBUTION.sports),
      slots: int(c.slots, DEFAULT_CONTRIBUTION.slots),
      table: int(c.table, DEFAULT_CONTRIBUTION.table),
    },
    tiers: (Array.isArray(r.tiers) ? r.tiers : [])
      .map((t: unknown) => {
        const o = (t ?? {}) as { threshold?: unknown; amount?: unknown };
        return { threshold: int(o.threshold), amount: int(o.amount) };
      })
      .filter((t) => t.threshold > 0 && t.amount > 0)
      .sort((a, b) => a.threshold - b.threshold)
      .slice(0, 20),
  };
}

export const rulesView = (r: CampaignRules): BonusRules => ({
  percent: r.percent,
  amount: r.amount,
  cap: r.cap,
  min_deposit: r.minDeposit,
  wager_multiple: r.wagerMultiple,
  wager_base: r.wagerBase,
  min_odds_milli: r.minOddsMilli,
  max_stake: r.maxStake,
  valid_days: r.validDays,
  contribution: { ...r.contribution },
  tiers: r.tiers.map((t) => ({ ...t })),
});

export const isLive = (c: CampaignRow, now: number): boolean =>
  c.enabled && (!c.startsAt || c.startsAt.getTime() <= now) && (!c.endsAt || c.endsAt.getTime() > now);

/** Enabled and not over (a seasonal campaign is served before it starts, as "not started"). */
export const isServed = (c: CampaignRow, now: number): boolean =>
  c.enabled && (!c.endsAt || c.endsAt.getTime() > now);

/** The brand's enabled campaigns that have not ended, in display order. */
export async function servedCampaigns(db: DbOrTx, brandId: string, now: number): Promise<CampaignRow[]> {
  const rows = await db
    .select()
    .from(promoCampaigns)
    .where(eq(promoCampaigns.brandId, brandId))
    .orderBy(asc(promoCampaigns.sort), asc(promoCampaigns.id));
  return rows.filter((c) => isServed(c, now));
}

/** The brand's campaigns that run now, in display order. */
export async function liveCampaigns(db: DbOrTx, brandId: string, now: number): Promise<CampaignRow[]> {
  const rows = await db
    .select()
    .from(promoCampaigns)
    .where(eq(promoCampaigns.brandId, brandId))
    .orderBy(asc(promoCampaigns.sort), asc(promoCampaigns.id));
  return rows.filter((c) => isLive(c, now));
}

/** The brand's live campaign of a kind (the first by sort), if any. */
export async function liveCampaign(
  db: DbOrTx,
  brandId: string,
  kind: CampaignKind,
  now: number,
): Promise<CampaignRow | undefined> {
  const rows = await db
    .select()
    .from(promoCampaigns)
    .where(and(eq(promoCampaigns.brandId, brandId), eq(promoCampaigns.kind, kind)))
    .orderBy(asc(promoCampaigns.sort), asc(promoCampaigns.id));
  return rows.find((c) => isLive(c, now));
}
