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
};
export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;
