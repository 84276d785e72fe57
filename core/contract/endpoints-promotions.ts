/**
 * Promotions (issue #16): SPEC §7 "Bonus". The spec lists the calls without a host prefix; they are all under
 * /api/piranha/bonus here (the activity, recharge, draw, booster and redeem calls too, as the spec groups
 * them under "Bonus"). get_new answers like get: the newest first page, for the poll after an order.
 * Re-exported into the endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  ActivityIndex,
  BonusBaseInfo,
  BonusDraw,
  BonusList,
  BonusListQuery,
  BonusNewMessage,
  BonusNewMessageQuery,
  BonusTips,
  DrawRecords,
  DrawResult,
  BonusUnlock,
  BonusUnlockResult,
  BoosterList,
  BoosterUse,
  BoosterUseResult,
  RechargeActivity,
  RedeemCheck,
  RedeemResult,
} from './schemas/promotions';

const B = '/api/piranha/bonus';

export const bonusList = endpoint<BonusListQuery, BonusList>('GET', `${B}/list/get`);
export const bonusListNew = endpoint<BonusListQuery, BonusList>('GET', `${B}/list/get_new`);
export const bonusBaseInfo = endpoint<Empty, BonusBaseInfo>('GET', `${B}/base/info/get`);
export const bonusBaseInfoNew = endpoint<Empty, BonusBaseInfo>('GET', `${B}/base/info/get_new`);
export const bonusTips = endpoint<Empty, BonusTips>('GET', `${B}/tips/get`);
export const bonusNewMessage = endpoint<BonusNewMessageQuery, BonusNewMessage>('GET', `${B}/new_message/get`);
export const activityIndex = endpoint<Empty, ActivityIndex>('GET', `${B}/activity/index_info`);
export const activityIndexV2 = endpoint<Empty, ActivityIndex>('GET', `${B}/activity/index_info_v2`);
export const activityIndexV3 = endpoint<Empty, ActivityIndex>('GET', `${B}/activity/index_info_v3`);
export const rechargeActivity = endpoint<Empty, RechargeActivity>('GET', `${B}/recharge/activity/get`);
export const drawRecords = endpoint<Empty, DrawRecords>('GET', `${B}/user/draw_records/get`);
export const boosterList = endpoint<Empty, BoosterList>('GET', `${B}/user/booost/list`);
/** Starts a locked bonus's wagering, or moves a bonus whose wagering is done to cash (once). */
export const bonusUnlock = endpoint<BonusUnlock, BonusUnlockResult>('POST', `${B}/user/unlock`);
/** Claims a campaign's reward now due (tiers reached, cashback, real-time share, seasonal gift) as bonuses. */
export const bonusDraw = endpoint<BonusDraw, DrawResult>('POST', `${B}/user/draw`);
/** Uses a booster card once, on one of the player's active bonuses (its value, or its wagering). */
export const boosterUse = endpoint<BoosterUse, BoosterUseResult>('POST', `${B}/user/booost/use`);
export const redeemCheck = endpoint<RedeemCheck, RedeemResult>('POST', `${B}/redeem/check`);
