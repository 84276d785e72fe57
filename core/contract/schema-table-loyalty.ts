/** JSON schemas of endpoints-loyalty.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as l from './schemas/loyalty';
import type { EndpointSchemas } from './schema-table-types';

export const loyaltySchemas = {
  vipInfo: { input: EmptySchema, result: l.VipInfoSchema },
  vipReceive: { input: l.VipReceiveQuerySchema, result: l.ReceivedSchema },
  vipAwardList: { input: EmptySchema, result: l.AwardListSchema },
  taskCenter: { input: EmptySchema, result: l.TaskCenterSchema },
  taskReceive: { input: l.TaskReceiveQuerySchema, result: l.ReceivedSchema },
  taskHint: { input: EmptySchema, result: l.TaskHintSchema },
  taskAwardNum: { input: EmptySchema, result: l.TaskHintSchema },
  taskAwardList: { input: EmptySchema, result: l.AwardListSchema },
  redPointClick: { input: EmptySchema, result: l.RedPointSchema },
  rankDay: { input: EmptySchema, result: l.RankSchema },
  rankWeek: { input: EmptySchema, result: l.RankSchema },
  cashbackWeek: { input: EmptySchema, result: l.CashbackSchema },
  cashbackDay: { input: EmptySchema, result: l.CashbackSchema },
  cashbackReceive: { input: l.CashbackReceiveQuerySchema, result: l.ReceivedSchema },
  vipSpinInfo: { input: EmptySchema, result: l.VipSpinInfoSchema },
  vipSpinMarquee: { input: l.MarqueeQuerySchema, result: l.VipSpinMarqueeSchema },
  vipSpinDraw: { input: l.VipSpinDrawSchema, result: l.VipSpinResultSchema },
  rankPrizes: { input: l.RankPrizesQuerySchema, result: l.RankPrizesSchema },
  redPacketRain: { input: EmptySchema, result: l.RainInfoSchema },
  redPacketGrab: { input: l.RainGrabQuerySchema, result: l.RainGrabSchema },
  raffleInfo: { input: EmptySchema, result: l.RaffleInfoSchema },
} satisfies Record<string, EndpointSchemas>;
