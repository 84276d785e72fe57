import { Type } from '@sinclair/typebox';
import { BIGINT_SAFE_MAX, MONEY_MAX } from './bounds';

/**
 * Field types shared by the finance schema files (finance-*.ts): minor-unit amounts, the client's
 * idempotency key, order ids, currency and method codes, payment direction, order state, Unix ms. Not
 * re-exported by finance.ts: the finance contract exports only its schemas and their types.
 */

export const Minor = Type.Integer({ minimum: 0, maximum: 1e15, description: 'minor units (1/100)' });
/** A request's amount: at most 1e8 major units (SPEC §9), a bigint column. */
export const Amount = Type.Integer({
  minimum: 1,
  maximum: MONEY_MAX,
  description: 'minor units (1/100), > 0',
});
export const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
export const OrderId = Type.String({ minLength: 1, maxLength: 40 });
export const Code = Type.String({ maxLength: 16 });
export const Short = Type.String({ maxLength: 64 });
export const Direction = Type.Union([Type.Literal('payin'), Type.Literal('payout')]);
export const OrderState = Type.Union([
  Type.Literal('created'),
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export const Ms = Type.Integer({ minimum: 0, maximum: BIGINT_SAFE_MAX, description: 'Unix ms' });
