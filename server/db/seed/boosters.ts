/**
 * Booster seeds (issue #16), idempotent, an operator's edits kept (insert on conflict do nothing):
 * - every brand's booster cards: a value boost (+20% of a bonus, at most twice the minimum deposit) that comes
 *   with a first-deposit bonus or a redeem code, and a speed boost (-25% of the wagering) that comes with the
 *   register, daily-deposit and install bonuses;
 * - demo only: the demo player holds one card of each, available, so /bonus shows them on first open.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS, type BrandConfig } from '../../../core/brand/brands';
import type { BoosterKind } from '../../../core/promotions/boosters';
import type { CampaignKind } from '../../../core/promotions/types';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { playerBoosters, promoBoosters } from '../schema-boosters';
import { DEMO_PLAYER } from './demo-player';

const DAY = 86_400_000;

interface SeedBooster {
  slug: string;
  kind: BoosterKind;
  percent: number;
  cap: number;
  validDays: number;
  grantOn: CampaignKind[];
}

export const boostersOf = (brand: BrandConfig): SeedBooster[] => [
  {
    slug: 'value-boost',
    kind: 'bonus_value',
    percent: 20,
    cap: brand.minCharge * 2,
    validDays: 14,
    grantOn: ['first_deposit', 'redeem'],
  },
  {
    slug: 'speed-boost',
    kind: 'unlock_speed',
    percent: 25,
    cap: 0,
    validDays: 7,
    grantOn: ['register', 'daily_deposit', 'app_install'],
  },
];

export async function seedBoosters(tx: Tx, now: number, demo: boolean): Promise<void> {
  for (const brand of BRANDS)
    for (const b of boostersOf(brand))
      await tx
        .insert(promoBoosters)
        .values({ brandId: brand.id, ...b, enabled: true })
        .onConflictDoNothing();
  if (!demo) return;
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  if (!player) return;
  const offers = await tx.select().from(promoBoosters).where(eq(promoBoosters.brandId, DEMO_PLAYER.brandId));
  if (offers.length === 0) return;
  await tx
    .insert(playerBoosters)
    .values(
      offers.map((o) => ({
        uid: player.id,
        brandId: DEMO_PLAYER.brandId,
        boosterId: o.id,
        sourceRef: 'seed:demo',
        grantedAt: new Date(now - DAY),
        expiresAt: new Date(now + o.validDays * DAY),
        // Already announced: /bonus lists them, but the "new booster" popup is for cards granted from now
        // on (unseen, it covered the first screen of every demo login and the flows that start there).
        seen: true,
      })),
    )
    .onConflictDoNothing();
}
