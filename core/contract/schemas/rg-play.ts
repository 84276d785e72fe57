import { Type, type Static } from '@sinclair/typebox';

/** Play-money mode (issue #21, core/rg/play.ts): the player's chips and the free daily top-up. */
export const PlayStatusSchema = Type.Object({
  /** The brand runs on play chips now (its market profile forbids real money). */
  play_money: Type.Boolean(),
  /** The chips' ledger currency (XPC). */
  currency: Type.String(),
  /** The player's chips, minor units. */
  balance: Type.Integer({ minimum: 0 }),
  /** What one top-up gives, minor units. */
  topup_amount: Type.Integer({ minimum: 0 }),
  /** Today's top-up (the brand's local day) is taken. */
  claimed_today: Type.Boolean(),
  /** When the next top-up can be taken (epoch ms): now when it is open, else the next local midnight. */
  next_topup_at: Type.Integer(),
});
export type PlayStatus = Static<typeof PlayStatusSchema>;
