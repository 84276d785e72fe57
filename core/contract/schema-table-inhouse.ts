/** JSON schemas of endpoints-inhouse.ts, spread into schema-table.ts. */
import { Type } from '@sinclair/typebox';
import { EmptySchema } from './schemas/common';
import * as g from './schemas/inhouse';
import type { EndpointSchemas } from './schema-table-types';

export const inhouseSchemas = {
  inhouseSeeds: { input: EmptySchema, result: g.SeedsInfoSchema },
  inhouseClientSeedSet: { input: g.ClientSeedSetSchema, result: g.SeedsInfoSchema },
  inhouseSeedRotate: {
    input: g.SeedRotateSchema,
    result: Type.Composite([g.SeedsInfoSchema, Type.Object({ revealed: g.RevealedSeedsSchema })]),
  },
  inhouseDicePlay: { input: g.DicePlaySchema, result: g.RoundSchema },
  inhouseRoulettePlay: { input: g.RoulettePlaySchema, result: g.RoundSchema },
  inhouseSlotSpin: { input: g.SlotSpinSchema, result: g.RoundSchema },
  inhouseCrashState: { input: EmptySchema, result: g.CrashStateSchema },
  inhouseCrashBet: { input: g.CrashBetSchema, result: g.RoundSchema },
  inhouseCrashCashout: { input: g.CrashCashoutSchema, result: g.RoundSchema },
  gameBetList: { input: g.BetListQuerySchema, result: g.BetListSchema },
  gameBetRewardInfo: { input: g.RoundQuerySchema, result: g.RoundSchema },
  bigWinList: { input: EmptySchema, result: g.BigWinListSchema },
  bigWinAll: { input: g.BigWinAllQuerySchema, result: g.BigWinListSchema },
} satisfies Record<string, EndpointSchemas>;
