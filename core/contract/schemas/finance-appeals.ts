import { Type, type Static } from '@sinclair/typebox';
import { Ms, OrderId } from './finance-common';

/**
 * Finance: appeals on a deposit order (payin/order/appealpost, payin/order/appeal), with an optional
 * payment receipt reference. The conventions of all finance files are in finance.ts, which re-exports this
 * one.
 */

export const AppealPostSchema = Type.Object({
  order_id: OrderId,
  content: Type.String({ minLength: 1, maxLength: 1000 }),
  /** A payment receipt reference (transaction id, end-to-end id). */
  receipt: Type.Optional(Type.String({ maxLength: 128 })),
});
export type AppealPost = Static<typeof AppealPostSchema>;

export const AppealSchema = Type.Object({
  appeal_id: Type.Integer(),
  order_id: Type.String(),
  content: Type.String(),
  receipt: Type.String(),
  /** open, accepted, rejected */
  status: Type.String(),
  created_at: Ms,
});
export type Appeal = Static<typeof AppealSchema>;

export const AppealListSchema = Type.Object({ list: Type.Array(AppealSchema) });
export type AppealList = Static<typeof AppealListSchema>;
