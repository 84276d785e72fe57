/**
 * Market rules of a brand's bonuses, in one place (issue #16): the brand's market profile (server/rg
 * profiles.ts, `market_profiles`, editable and audited) says whether sign-up bonuses may be granted
 * (Brazil's and India's profiles forbid them), on top of the campaign kinds a market never offers
 * (core/promotions/markets.ts). A forbidden campaign is neither served nor granted, and the promotion pages
 * say why (`restriction: 'market'`).
 *
 * The profile's `deposit_bonus` flag does the same for the bonuses earned by depositing (DEPOSIT_KINDS):
 * Brazil's rules (Law 14.790/2023 art. 29, Ordinance SPA/MF 1.231/2024) forbid any bonus or advance given for
 * betting, so the Brazilian brand's profile forbids both; its deposit campaigns stay in the database (an
 * operator's data) but are neither served, advertised (home banner and first-charge popup, routes/config.ts)
 * nor granted (deposit.ts, activity.ts). Tests of the deposit-bonus flows run on a profile that allows them.
 */
import type { BrandConfig } from '../../core/brand/brands';
import { marketAllows } from '../../core/promotions/markets';
import type { CampaignKind } from '../../core/promotions/types';
import type { DbOrTx } from '../db/database';
import { profileOf } from '../rg/profiles';

/** A sign-up bonus, and the rewards that, like it, give money before any deposit (issue #20). */
export const SIGNUP_KINDS: readonly string[] = ['register', 'app_install', 'ui_switch'];
/** Bonuses earned by depositing: the first-deposit match, the daily deposit bonus, deposit tiers, the seasonal gift. */
export const DEPOSIT_KINDS: readonly string[] = [
  'first_deposit',
  'daily_deposit',
  'total_deposit',
  'christmas',
];

export interface BonusRules {
  signup: boolean;
  deposit: boolean;
}

/** What the brand's market profile allows. */
export async function bonusRules(db: DbOrTx, brandId: string): Promise<BonusRules> {
  const profile = await profileOf(db, brandId);
  return { signup: profile.signup_bonus, deposit: profile.deposit_bonus };
}

/** Whether a campaign kind may be served and granted under these rules and the market's fixed list. */
export function kindAllowed(brand: Pick<BrandConfig, 'market'>, rules: BonusRules, kind: string): boolean {
  if (!marketAllows(brand.market, kind as CampaignKind)) return false;
  if (!rules.signup && SIGNUP_KINDS.includes(kind)) return false;
  if (!rules.deposit && DEPOSIT_KINDS.includes(kind)) return false;
  return true;
}

/** Whether the brand may grant this campaign kind now (its market profile read from the database). */
export async function brandAllows(
  db: DbOrTx,
  brand: Pick<BrandConfig, 'id' | 'market'>,
  kind: string,
): Promise<boolean> {
  return kindAllowed(brand, await bonusRules(db, brand.id), kind);
}

/**
 * Why the pages lack bonuses, for the notice they show: 'market' (sign-up bonuses forbidden),
 * 'market_deposit' (deposit bonuses forbidden), 'market_all' (both), or '' (none forbidden).
 */
export async function bonusRestriction(
  db: DbOrTx,
  brand: Pick<BrandConfig, 'id' | 'market'>,
): Promise<string> {
  const r = await bonusRules(db, brand.id);
  const signup = !SIGNUP_KINDS.every((k) => kindAllowed(brand, r, k));
  const deposit = !DEPOSIT_KINDS.every((k) => kindAllowed(brand, r, k));
  return signup && deposit ? 'market_all' : signup ? 'market' : deposit ? 'market_deposit' : '';
}
