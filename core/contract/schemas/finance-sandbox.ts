import { Type, type Static } from '@sinclair/typebox';
import { Direction, Minor, OrderId, OrderState } from './finance-common';

/**
 * Finance: the built-in sandbox payment provider, its signed callback and the sandbox control that marks an
 * order as the provider would. Amounts are minor units; the conventions of all finance files are in
 * finance.ts, which re-exports this one.
 */

/**
 * The provider's callback (our sandbox provider's format; a real provider gets its own route). Signed:
 * header `x-sandbox-timestamp` (Unix ms) and `x-sandbox-signature` = hex HMAC-SHA256 of
 * `${timestamp}.${raw body}` with the server's sandbox secret. Accepted within 5 minutes; each callback_id
 * is applied once (a replay answers the first result).
 */
export const ProviderCallbackSchema = Type.Object({
  callback_id: Type.String({ minLength: 8, maxLength: 64 }),
  order_id: OrderId,
  direction: Direction,
  /** paid, failed or expired. */
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('expired')]),
  amount: Minor,
  currency: Type.String({ maxLength: 8 }),
  provider_ref: Type.String({ maxLength: 64 }),
});
export type ProviderCallback = Static<typeof ProviderCallbackSchema>;

export const CallbackResultSchema = Type.Object({
  order_id: Type.String(),
  state: OrderState,
  pay_status: Type.Integer(),
  /** false when this callback (or an earlier one) had already settled the order. */
  applied: Type.Boolean(),
});
export type CallbackResult = Static<typeof CallbackResultSchema>;

/** The sandbox control: the player (own orders) or a test marks an order as the provider would. */
export const SandboxMarkSchema = Type.Object({
  order_id: OrderId,
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('expired')]),
});
export type SandboxMark = Static<typeof SandboxMarkSchema>;
