/**
 * Promotions seeds (issue #16), idempotent, an operator's edits kept (insert on conflict do nothing):
 * - every brand's campaigns: the register bonus (plan B; off where the market forbids it: Brazil), the
 *   first-deposit match (100% up to the SPEC §9 maximum bonus of the market) and redeem codes;
 * - demo only: the redeem code BONUS2026 in every brand, and the demo player's bonuses: one part-way through
 *   its wagering (seeded contributions, source 'seed') and one expired (granted and forfeited in the ledger).
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS, type BrandConfig } from '../../../core/brand/brands';
import { bonusCapOf, marketAllows } from '../../../core/promotions/markets';
import {
  BonusState,
  DEFAULT_CONTRIBUTION,
  type CampaignKind,
  type CampaignRules,
} from '../../../core/promotions/types';
import { wageringRequired } from '../../../core/promotions/wagering';
import { postTransaction } from '../../ledger/ledger';
import { forfeitMovement } from '../../promotions/expire';
import { grantFreeRounds } from '../../promotions/free-rounds';
import { grantMovement } from '../../promotions/grant';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { bonusWagers, playerBonuses, promoCampaigns, redeemCodes } from '../schema-promotions';
import { DEMO_PLAYER } from './demo-player';
import { seedBoosters } from './boosters';

const DAY = 86_400_000;

const rules = (over: Partial<CampaignRules>): CampaignRules => ({
  percent: 0,
  amount: 0,
  cap: 0,
  minDeposit: 0,
  wagerMultiple: 10,
  wagerBase: 'bonus',
  minOddsMilli: 1500,
  maxStake: 0,
  validDays: 30,
  contribution: { ...DEFAULT_CONTRIBUTION },
  tiers: [],
  ...over,
});

/** The christmas season holding or following `now`: 1 December to 7 January (UTC). */
export function christmasSeason(now: number): { startsAt: Date; endsAt: Date } {
  const d = new Date(now);
  const year = d.getUTCMonth() === 0 && d.getUTCDate() < 7 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
  return { startsAt: new Date(Date.UTC(year, 11, 1)), endsAt: new Date(Date.UTC(year + 1, 0, 7)) };
}

interface SeedCampaign {
  kind: CampaignKind;
  slug: string;
  name: string;
  sort: number;
  rules: CampaignRules;
  startsAt?: Date;
  endsAt?: Date;
}

export function campaignsOf(brand: BrandConfig, now = 0): SeedCampaign[] {
  const cap = bonusCapOf(brand.id);
  const m = brand.minCharge;
  return [
    {
      kind: 'first_deposit',
      slug: 'first-charge',
      name: 'First deposit bonus',
      sort: 1,
      rules: rules({ percent: 100, cap, minDeposit: brand.minCharge, maxStake: Math.floor(cap / 6) }),
    },
    {
      kind: 'register',
      slug: 'register-bonus',
      name: 'Welcome bonus',
      sort: 2,
      rules: rules({ amount: Math.floor(brand.minCharge / 3), wagerMultiple: 20, validDays: 7 }),
    },
    {
      kind: 'redeem',
      slug: 'redeem-code',
      name: 'Promo code bonus',
      sort: 3,
      rules: rules({ wagerMultiple: 5 }),
    },
    {
      kind: 'daily_deposit',
      slug: 'daily-deposit',
      name: 'Daily deposit bonus',
      sort: 4,
      rules: rules({ percent: 10, cap: Math.floor(cap / 10), minDeposit: m, wagerMultiple: 5, validDays: 7 }),
    },
    {
      kind: 'total_deposit',
      slug: 'total-deposit',
      name: 'Deposit rewards',
      sort: 5,
      rules: rules({
        wagerMultiple: 3,
        tiers: [
          { threshold: m * 5, amount: Math.floor(m / 2) },
          { threshold: m * 20, amount: m * 2 },
          { threshold: m * 50, amount: m * 5 },
        ],
      }),
    },
    {
      kind: 'bet_reward',
      slug: 'bet-reward',
      name: 'Bet rewards',
      sort: 6,
      rules: rules({
        wagerMultiple: 1,
        validDays: 7,
        tiers: [
          { threshold: m * 10, amount: Math.floor(m / 5) },
          { threshold: m * 50, amount: m },
          { threshold: m * 200, amount: m * 5 },
        ],
      }),
    },
    {
      kind: 'daily_cash',
      slug: 'daily-cash',
      name: 'Daily cashback',
      sort: 7,
      rules: rules({ percent: 5, cap: Math.floor(cap / 20), wagerMultiple: 1, validDays: 3 }),
    },
    {
      kind: 'week_cash',
      slug: 'week-cash',
      name: 'Weekly cashback',
      sort: 8,
      rules: rules({ percent: 10, cap: Math.floor(cap / 5), wagerMultiple: 1, validDays: 7 }),
    },
    {
      kind: 'real_time',
      slug: 'real-time-bonus',
      name: 'Real-time bonus',
      sort: 9,
      rules: rules({ percent: 1, wagerMultiple: 1, validDays: 7 }),
    },
    {
      kind: 'christmas',
      slug: 'christmas',
      name: 'Christmas gift',
      sort: 10,
      rules: rules({ amount: m, minDeposit: m * 2, wagerMultiple: 5, validDays: 14 }),
      ...christmasSeason(now),
    },
    {
      // Free rounds of the in-house slot (server/promotions/free-rounds.ts reads spins, stake and game).
      kind: 'free_rounds',
      slug: 'free-rounds',
      name: 'Free spins',
      sort: 11,
      rules: {
        ...rules({ wagerMultiple: 20, validDays: 7 }),
        game: 'slot',
        spins: 10,
        stake: freeSpinStake(m),
      } as CampaignRules,
    },
    {
      // Issue #20: the install reward (server/promotions/channel-rewards.ts), once per player.
      kind: 'app_install',
      slug: 'app-install',
      name: 'App install reward',
      sort: 12,
      rules: rules({ amount: Math.floor(m / 5), wagerMultiple: 5, validDays: 7 }),
    },
    {
      // Issue #20: the UI-switch reward, once per player who tries the new look.
      kind: 'ui_switch',
      slug: 'ui-switch',
      name: 'New look reward',
      sort: 13,
      rules: rules({ amount: Math.floor(m / 10), wagerMultiple: 5, validDays: 7 }),
    },
  ];
}

/** One free spin's total bet: a fifth of the minimum deposit, a multiple of the slot's 20 lines. */
export const freeSpinStake = (minCharge: number): number => Math.max(20, Math.floor(minCharge / 5 / 20) * 20);

export const DEMO_REDEEM = { code: 'BONUS2026', wagerMultiple: 5 };
/** A free-spins code: 5 spins of the brand's free-rounds campaign (its wins under the campaign's wagering). */
export const DEMO_SPINS_CODE = { code: 'SPINS2026', spins: 5 };

export async function seedPromotions(tx: Tx, now: number, demo: boolean): Promise<void> {
  for (const brand of BRANDS) {
    for (const c of campaignsOf(brand, now)) {
      await tx
        .insert(promoCampaigns)
        .values({
          brandId: brand.id,
          kind: c.kind,
          slug: c.slug,
          name: c.name,
          sort: c.sort,
          enabled: marketAllows(brand.market, c.kind),
          rules: c.rules,
          startsAt: c.startsAt ?? null,
          endsAt: c.endsAt ?? null,
        })
        .onConflictDoNothing();
    }
    if (demo)
      await tx
        .insert(redeemCodes)
        .values({
          brandId: brand.id,
          code: DEMO_REDEEM.code,
          amount: Math.floor(brand.minCharge / 3),
          wagerMultiple: DEMO_REDEEM.wagerMultiple,
          maxUses: 100_000,
          expiresAt: new Date(now + 365 * DAY),
        })
        .onConflictDoNothing();
    if (demo)
      await tx
        .insert(redeemCodes)
        .values({
          brandId: brand.id,
          code: DEMO_SPINS_CODE.code,
          amount: 0,
          spins: DEMO_SPINS_CODE.spins,
          wagerMultiple: 0,
          maxUses: 100_000,
          expiresAt: new Date(now + 365 * DAY),
        })
        .onConflictDoNothing();
  }
  await seedBoosters(tx, now, demo);
  if (demo) await seedDemoBonuses(tx, now);
  if (demo) await seedDemoFreeRounds(tx, now);
}

/** The demo player's free-rounds grant (10 spins of Fruit Fiesta), once. */
async function seedDemoFreeRounds(tx: Tx, now: number): Promise<void> {
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  const [campaign] = await tx
    .select()
    .from(promoCampaigns)
    .where(and(eq(promoCampaigns.brandId, DEMO_PLAYER.brandId), eq(promoCampaigns.slug, 'free-rounds')));
  if (!player || !campaign) return;
  await grantFreeRounds(tx, {
    uid: player.id,
    brandId: DEMO_PLAYER.brandId,
    campaign,
    currency: 'BRL',
    sourceRef: 'seed:demo',
    now,
    // Granted before the demo starts: not announced by the free_round_bonus popup (SPINS2026 shows it).
    seen: true,
  });
}

async function seedDemoBonuses(tx: Tx, now: number): Promise<void> {
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  const [campaign] = await tx
    .select()
    .from(promoCampaigns)
    .where(and(eq(promoCampaigns.brandId, DEMO_PLAYER.brandId), eq(promoCampaigns.slug, 'redeem-code')));
  if (!player || !campaign) return;
  const r = rules({ wagerMultiple: 10 });
  const base = {
    uid: player.id,
    brandId: DEMO_PLAYER.brandId,
    campaignId: campaign.id,
    currency: 'BRL',
    rules: r,
    seen: true,
  };
  const [active] = await tx
    .insert(playerBonuses)
    .values({
      ...base,
      sourceRef: 'seed:demo-active',
      amount: 5000,
      balance: 5000,
      wagerRequired: wageringRequired(r, 5000, 0),
      state: BonusState.Unlocking,
      grantedAt: new Date(now - 2 * DAY),
      activatedAt: new Date(now - 2 * DAY),
      expiresAt: new Date(now + 28 * DAY),
    })
    .onConflictDoNothing()
    .returning();
  if (active) {
    await postTransaction(tx, grantMovement(active));
    await tx.insert(bonusWagers).values(
      [8000, 12_000].map((contribution, i) => ({
        bonusId: active.id,
        uid: player.id,
        source: 'seed',
        ref: `demo-${i}`,
        stake: contribution,
        contribution,
        at: new Date(now - DAY),
      })),
    );
  }
  const [expired] = await tx
    .insert(playerBonuses)
    .values({
      ...base,
      sourceRef: 'seed:demo-expired',
      amount: 2000,
      wagerRequired: wageringRequired(r, 2000, 0),
      state: BonusState.Expired,
      grantedAt: new Date(now - 40 * DAY),
      activatedAt: null,
      expiresAt: new Date(now - 10 * DAY),
      finishedAt: new Date(now - 10 * DAY),
    })
    .onConflictDoNothing()
    .returning();
  if (expired) {
    await postTransaction(tx, grantMovement(expired));
    // Granted, then forfeited with all it held (its row says 0 now).
    await postTransaction(tx, forfeitMovement({ ...expired, balance: expired.amount }));
  }
}
