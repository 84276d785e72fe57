/** JSON schemas of endpoints-promotions.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as b from './schemas/promotions';
import type { EndpointSchemas } from './schema-table-types';

export const promotionsSchemas = {
  bonusList: { input: b.BonusListQuerySchema, result: b.BonusListSchema },
  bonusListNew: { input: b.BonusListQuerySchema, result: b.BonusListSchema },
  bonusBaseInfo: { input: EmptySchema, result: b.BonusBaseInfoSchema },
  bonusBaseInfoNew: { input: EmptySchema, result: b.BonusBaseInfoSchema },
  bonusTips: { input: EmptySchema, result: b.BonusTipsSchema },
  bonusNewMessage: { input: b.BonusNewMessageQuerySchema, result: b.BonusNewMessageSchema },
  activityIndex: { input: EmptySchema, result: b.ActivityIndexSchema },
  activityIndexV2: { input: EmptySchema, result: b.ActivityIndexSchema },
  activityIndexV3: { input: EmptySchema, result: b.ActivityIndexSchema },
  rechargeActivity: { input: EmptySchema, result: b.RechargeActivitySchema },
  drawRecords: { input: EmptySchema, result: b.DrawRecordsSchema },
  boosterList: { input: EmptySchema, result: b.BoosterListSchema },
  bonusUnlock: { input: b.BonusUnlockSchema, result: b.BonusUnlockResultSchema },
  bonusDraw: { input: b.BonusDrawSchema, result: b.DrawResultSchema },
  boosterUse: { input: b.BoosterUseSchema, result: b.BoosterUseResultSchema },
  redeemCheck: { input: b.RedeemCheckSchema, result: b.RedeemResultSchema },
} satisfies Record<string, EndpointSchemas>;
