/**
 * Deposit reconciliation (issue #24): a day of the provider's statement against our pay_orders, and the
 * operator's credit of a deposit the provider paid but whose callback never reached us.
 */
import { Type, type Static } from '@sinclair/typebox';

const Brand = Type.String({ minLength: 1, maxLength: 32 });

export const OpsReconQuerySchema = Type.Object({
  brand: Brand,
  /** The brand's local day, YYYY-MM-DD. */
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type OpsReconQuery = Static<typeof OpsReconQuerySchema>;

/**
 * `not_credited`: paid at the provider, not paid here (a lost callback: a deposit may be credited);
 * `missing_at_provider`: paid here, absent or not paid at the provider (flag only);
 * `amount_mismatch`: both know it, amounts or currencies differ (flag only).
 */
export const OpsReconKindSchema = Type.Union([
  Type.Literal('not_credited'),
  Type.Literal('missing_at_provider'),
  Type.Literal('amount_mismatch'),
]);
export type OpsReconKind = Static<typeof OpsReconKindSchema>;

export const OpsReconLineSchema = Type.Object({
  kind: OpsReconKindSchema,
  order_id: Type.String(),
  direction: Type.Union([Type.Literal('payin'), Type.Literal('payout')]),
  uid: Type.Union([Type.Integer(), Type.Null()]),
  provider: Type.String(),
  provider_ref: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  /** What we recorded (a payout: what the player receives); null: no order here. */
  our_amount: Type.Union([Type.Integer(), Type.Null()]),
  our_state: Type.Union([Type.String(), Type.Null()]),
  /** What the provider's statement says; null: not in its statement. */
  provider_amount: Type.Union([Type.Integer(), Type.Null()]),
  provider_status: Type.Union([Type.String(), Type.Null()]),
  at: Type.Integer(),
  /** The operator may credit it (a deposit paid at the provider, not here, same amount). */
  can_credit: Type.Boolean(),
});
export type OpsReconLine = Static<typeof OpsReconLineSchema>;

export const OpsReconSchema = Type.Object({
  brand: Type.String(),
  day: Type.String(),
  counts: Type.Object({
    matched: Type.Integer(),
    /** Still open on either side: neither a match nor a mismatch yet. */
    pending: Type.Integer(),
    not_credited: Type.Integer(),
    missing_at_provider: Type.Integer(),
    amount_mismatch: Type.Integer(),
  }),
  list: Type.Array(OpsReconLineSchema),
});
export type OpsRecon = Static<typeof OpsReconSchema>;

export const OpsReconCreditSchema = Type.Object({
  brand: Brand,
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export type OpsReconCredit = Static<typeof OpsReconCreditSchema>;

export const OpsReconCreditedSchema = Type.Object({
  order_id: Type.String(),
  state: Type.String(),
  /** False: it was already credited (a second click, or the callback arrived meanwhile): nothing moved. */
  applied: Type.Boolean(),
});
export type OpsReconCredited = Static<typeof OpsReconCreditedSchema>;
