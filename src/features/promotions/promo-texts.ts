import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DmError } from '../../../core/contract/errors';

/** A campaign's name by its kind (the server sends kind and slug; the words are the client's). */
export const CAMPAIGN_TITLES: Record<string, MessageDescriptor> = {
  first_deposit: msg`First deposit bonus`,
  register: msg`Welcome bonus`,
  redeem: msg`Promo code bonus`,
  daily_deposit: msg`Daily deposit bonus`,
  total_deposit: msg`Deposit rewards`,
  bet_reward: msg`Bet rewards`,
  daily_cash: msg`Daily cashback`,
  week_cash: msg`Weekly cashback`,
  real_time: msg`Real-time bonus`,
  christmas: msg`Christmas gift`,
  free_rounds: msg`Free spins`,
  app_install: msg`App install reward`,
  ui_switch: msg`New look reward`,
};

/** The in-house games free rounds are granted for, by game id. */
export const FREE_ROUND_GAME_NAMES: Record<string, MessageDescriptor> = {
  slot: msg`Fruit Fiesta slot`,
};
export const FALLBACK_TITLE = msg`Bonus`;

/** SPEC §4 "Bonus state". */
export const STATE_LABELS: MessageDescriptor[] = [msg`Locked`, msg`Unlocking`, msg`Unlocked`, msg`Expired`];

/** What a refused action means to the player. */
export const ERROR_TEXTS: Record<number, MessageDescriptor> = {
  [DmError.BonusNotFound]: msg`This bonus no longer exists.`,
  [DmError.BonusExpired]: msg`This bonus has expired.`,
  [DmError.BonusAlreadyUnlocked]: msg`This bonus is already unlocked.`,
  [DmError.BonusWageringIncomplete]: msg`Finish the wagering first.`,
  [DmError.RedeemCodeUnknown]: msg`This code does not exist.`,
  [DmError.RedeemCodeExpired]: msg`This code has expired.`,
  [DmError.RedeemCodeUsed]: msg`This code has already been used.`,
  [DmError.BonusNotEligible]: msg`This offer is not available to you.`,
  [DmError.ActivityNotFound]: msg`This promotion is not offered here.`,
  [DmError.ActivityNotRunning]: msg`This promotion is not running right now.`,
  [DmError.ActivityNothingToClaim]: msg`Nothing to claim yet.`,
  [DmError.FreeRoundsNotFound]: msg`These free spins no longer exist.`,
  [DmError.FreeRoundsUsedUp]: msg`All of these free spins are used.`,
  [DmError.FreeRoundsExpired]: msg`These free spins have expired.`,
  [DmError.BoosterUnavailable]: msg`This booster no longer exists.`,
  [DmError.BoosterUsed]: msg`This booster was already used.`,
  [DmError.BoosterExpired]: msg`This booster has expired.`,
  [DmError.BoosterNoBonus]: msg`You need an active bonus to use a booster. Get one first.`,
};
export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;
