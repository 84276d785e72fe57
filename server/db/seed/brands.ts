/**
 * Seeds the ten brands of core/brand/brands.ts with their area rules, global status and dynamic configs.
 * Rows that already exist are left alone: the database is where an operator edits them, and a restart must
 * not undo that.
 */
import { BRANDS, type BrandConfig } from '../../../core/brand/brands';
import { defaultTimeZone } from '../../../core/brand/time-zones';
import type { Tx } from '../database';
import { areaRules, brands, dynConfigs, globalStatus } from '../schema';

export function brandRow(b: BrandConfig): typeof brands.$inferInsert {
  return {
    id: b.id,
    appKey: b.appKey,
    name: b.name,
    market: b.market,
    country: b.country,
    currency: b.currency,
    defaultLang: b.defaultLang,
    supportEmail: b.supportEmail,
    minCharge: b.minCharge,
    maxDepositTotal: b.maxDepositTotal,
    maxDepositDaily: b.maxDepositDaily,
    maxBonusDisplay: b.maxBonusDisplay,
    officialDomain: b.officialDomain,
    appGroup: b.appGroup,
    cvPrefix: b.cvPrefix,
    channelPrefix: b.channelPrefix,
    extraSportTab: b.extraSportTab,
    regionLocked: b.flags.regionLocked,
    timeZone: defaultTimeZone(b.id),
    config: { domains: b.domains, seo: b.seo, templates: b.templates, flags: b.flags },
  };
}

/** SPEC §3 dynamic configs. An empty api_host/maidian_host with the switch off means "same origin". */
export function dynConfigRows(b: BrandConfig): (typeof dynConfigs.$inferInsert)[] {
  const row = (key: string, result: string, switchOn: boolean) => ({ brandId: b.id, key, result, switchOn });
  return [
    row('api_host', '', false),
    row('maidian_host', '', false),
    row('first_charge_switch', '1', true),
    row('vip_club_switch', '1', true),
    row('vip_spin_switch', '1', b.id !== 'us'),
    row('task_switch', '1', true),
    row('ui_v3_switch', b.flags.uiV3 ? '1' : '0', b.flags.uiV3),
    row(
      'payout_limit_switch',
      JSON.stringify({ daily_count: 3, daily_amount: b.maxDepositDaily * 10, currency: b.currency }),
      true,
    ),
    row('pwa_install_url', '/download', true),
  ];
}

export async function seedBrands(tx: Tx): Promise<void> {
  await tx.insert(brands).values(BRANDS.map(brandRow)).onConflictDoNothing();
  await tx
    .insert(globalStatus)
    .values(BRANDS.map((b) => ({ brandId: b.id, globalStats: 0 })))
    .onConflictDoNothing();
  const rules = BRANDS.flatMap((b) =>
    b.allowedCountries.map((countryCode) => ({ brandId: b.id, countryCode })),
  );
  if (rules.length > 0) await tx.insert(areaRules).values(rules).onConflictDoNothing();
  await tx.insert(dynConfigs).values(BRANDS.flatMap(dynConfigRows)).onConflictDoNothing();
}
