/**
 * The remaining SPEC §7 Finance calls (issue #23), at the spec's paths under /api/piranha/finance/.
 * Re-exported into the endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  ActivityHistory,
  ActivityHistoryQuery,
  BankCodeList,
  BankCodeQuery,
  PayinRecommend,
  PayinRecommendQuery,
  PayoutSocial,
  PayoutSocialClick,
  PayoutSocialClickResult,
  TransfiyaOrder,
  TransfiyaQuery,
} from './schemas/finance-more';

const F = '/api/piranha/finance';

export const payinRecommend = endpoint<PayinRecommendQuery, PayinRecommend>(
  'GET',
  `${F}/payin/user/recommend`,
);
export const bankCodes = endpoint<BankCodeQuery, BankCodeList>('GET', `${F}/bankcode/get`);
export const payoutSocial = endpoint<Empty, PayoutSocial>('GET', `${F}/payout/social`);
export const payoutSocialClick = endpoint<PayoutSocialClick, PayoutSocialClickResult>(
  'POST',
  `${F}/payout/social_click`,
);
export const payoutTransfiya = endpoint<TransfiyaQuery, TransfiyaOrder>('GET', `${F}/payout/order/transfiya`);
export const activityOrderHistory = endpoint<ActivityHistoryQuery, ActivityHistory>(
  'GET',
  `${F}/activity/order/history`,
);
