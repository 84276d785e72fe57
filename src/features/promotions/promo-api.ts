import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import type {
  BonusUnlockResult,
  BoosterUseResult,
  DrawResult,
  RedeemResult,
} from '../../../core/contract/schemas/promotions';
import { createPageApi } from '../../platform/api';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic } from '../../platform/engine-bridge';

/**
 * The promotions actions (SPEC §7 "Bonus"): unlock and redeem. Reads are engine topics (bonusList,
 * bonusInfo, activities); after an action the engine refreshes them at once. Failures are shown where the
 * player acted, so this client does not toast.
 */
export const promoApi = createPageApi({ toast: false });

export const NO_PARAMS = {} as Record<string, never>;
export const AVAILABLE = { tab: 'available' } as const;
export const UNAVAILABLE = { tab: 'unavailable' } as const;

function refreshAll() {
  void refreshTopic('bonusList', AVAILABLE);
  void refreshTopic('bonusList', UNAVAILABLE);
  void refreshTopic('bonusInfo', NO_PARAMS);
  void refreshTopic('activities', NO_PARAMS);
  void refreshTopic('awardInfo', NO_PARAMS);
  void refreshTopic('boosters', NO_PARAMS);
  void refreshBalance();
}

export async function unlockBonus(bonusId: number, replace = false): Promise<BonusUnlockResult> {
  const res = await promoApi.call(endpoints.bonusUnlock, {
    bonus_id: bonusId,
    ...(replace ? { replace } : {}),
  });
  refreshAll();
  return res;
}

export async function redeem(code: string): Promise<RedeemResult> {
  const res = await promoApi.call(endpoints.redeemCheck, { code }, { retries: 0 });
  refreshAll();
  return res;
}

/** The dm_error of a refused call (0 for a network failure). */
export const dmErrorOf = (err: unknown): number => (err instanceof ApiError ? err.info.dm_error : 0);

/** Claims what a campaign owes the player now (POST user/draw): tiers reached, cashback, a gift. */
export async function claimActivity(activityId: number): Promise<DrawResult> {
  const res = await promoApi.call(endpoints.bonusDraw, { activity_id: activityId }, { retries: 0 });
  refreshAll();
  return res;
}

/** Uses a booster card once on a bonus (the unlocking one when none is named): POST user/booost/use. */
export async function applyBooster(id: number, bonusId?: number): Promise<BoosterUseResult> {
  const res = await promoApi.call(
    endpoints.boosterUse,
    { id, ...(bonusId ? { bonus_id: bonusId } : {}) },
    { retries: 0 },
  );
  refreshAll();
  return res;
}
