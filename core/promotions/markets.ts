/**
 * Market rules for promotions, in one place (issue #16): which campaign kinds a market forbids, and the most
 * a deposit match gives per brand (SPEC §9 "Maximum bonus display", in minor units of the brand's currency).
 */
import type { CampaignKind } from './types';

/**
 * Brazil's rules forbid sign-up bonuses (no bonus before a deposit): the Brazilian brand's register bonus is off
 * by configuration, and so are the install and UI-switch rewards (money for no deposit, issue #20).
 */
const FORBIDDEN: Readonly<Record<string, readonly CampaignKind[]>> = {
  BR: ['register', 'app_install', 'ui_switch'],
};

export const marketAllows = (market: string, kind: CampaignKind): boolean =>
  !(FORBIDDEN[market.toUpperCase()] ?? []).includes(kind);

/** SPEC §9 maximum bonus per brand id, minor units; BRL R$600 is the default. */
const CAPS: Readonly<Record<string, number>> = {
  br: 60_000,
  mx: 500_000,
  co: 2_000_000,
  pe: 60_000,
  ph: 500_000,
  in: 500_000,
  ke: 1_500_000,
  vn: 500_000_000,
  us: 60_000,
  crypto: 60_000,
};

export const bonusCapOf = (brandId: string): number => CAPS[brandId] ?? CAPS.br!;
