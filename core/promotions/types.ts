/**
 * Promotions vocabulary (SPEC §4 "Bonus state", §3 "Bonus"): a bonus is money with rules, kept in the
 * player's bonus ledger account until its wagering is done (then it moves to cash) or it expires (then it goes
 * back to the operator's promotions account). Pure, shared by server, client and tests.
 */

/** SPEC §4 "Bonus state". */
export const BonusState = { Locked: 0, Unlocking: 1, Unlocked: 2, Expired: 3 } as const;
export type BonusStateCode = (typeof BonusState)[keyof typeof BonusState];

/** SPEC §4 "Bonus list filter". */
export type BonusTab = 'available' | 'unavailable';

export const tabOfState = (state: number): BonusTab =>
  state === BonusState.Locked || state === BonusState.Unlocking ? 'available' : 'unavailable';

/** What a campaign gives. Each is a row of promo_campaigns per brand (seeded, editable in the database). */
export const CAMPAIGN_KINDS = [
  'register',
  'first_deposit',
  'daily_deposit',
  'total_deposit',
  'bet_reward',
  'daily_cash',
  'week_cash',
  'real_time',
  'christmas',
  'redeem',
  'free_rounds',
  /** Issue #20: once, for installing the web app (pwa/award/report). */
  'app_install',
  /** Issue #20: once, for switching to the new UI (switch/handle with new_ui). */
  'ui_switch',
] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What a stake was on, for its contribution to wagering. */
export type WagerProduct = 'sports' | 'slots' | 'table';

/** Percent of a stake that counts toward wagering, per product. */
export interface Contribution {
  sports: number;
  slots: number;
  table: number;
}

/** A campaign's rules (promo_campaigns.rules); amounts in minor units of the brand's currency. */
export interface CampaignRules {
  /** Deposit match in percent (first/daily deposit); 0 for a fixed amount. */
  percent: number;
  /** Fixed bonus (register, redeem default); 0 for a deposit match. */
  amount: number;
  /** Most a deposit match gives (SPEC §9 "Maximum bonus display"). */
  cap: number;
  /** Smallest deposit that earns the bonus. */
  minDeposit: number;
  /** Wagering requirement: this many times the base. */
  wagerMultiple: number;
  /** The base the multiple applies to: the bonus alone, or bonus + deposit. */
  wagerBase: 'bonus' | 'bonus_deposit';
  /** A sports stake counts only at these odds or above (x1000: 1500 = 1.50). */
  minOddsMilli: number;
  /** A stake above this counts for nothing while the bonus is unlocking (0: no limit). */
  maxStake: number;
  /** Days from the grant until an unfinished bonus expires. */
  validDays: number;
  contribution: Contribution;
  /** Tiered campaigns (total deposit, bet reward): reaching a threshold earns its amount, once per period. */
  tiers: { threshold: number; amount: number }[];
}

export const DEFAULT_CONTRIBUTION: Contribution = { sports: 100, slots: 100, table: 20 };
