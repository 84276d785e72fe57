import { Type, type Static } from '@sinclair/typebox';
import { MONEY_MAX } from './bounds';

/**
 * The operator console's calls (issue #24, core/contract/endpoints-ops.ts). Not SPEC calls: the player app
 * never sends them. Money is minor units; times are epoch milliseconds.
 */

const Uid = Type.Integer({ minimum: 1 });
const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const OpsLoginSchema = Type.Object({ email: Text(254, 3), password: Text(200, 1) });
export type OpsLogin = Static<typeof OpsLoginSchema>;

/** After the password: the second factor. `enrol` carries the secret to add to an authenticator app. */
export const OpsLoginStepSchema = Type.Object({
  step: Type.Union([Type.Literal('enrol'), Type.Literal('code')]),
  otpauth_uri: Type.Optional(Type.String()),
  secret: Type.Optional(Type.String()),
});
export type OpsLoginStep = Static<typeof OpsLoginStepSchema>;

export const OpsCodeSchema = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) });
export type OpsCode = Static<typeof OpsCodeSchema>;

export const OpsMeSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  brands: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  idle_minutes: Type.Integer(),
});
export type OpsMe = Static<typeof OpsMeSchema>;

export const OpsEmptySchema = Type.Object({});
export type OpsEmpty = Static<typeof OpsEmptySchema>;
export const OpsDoneSchema = Type.Object({ done: Type.Boolean() });
export type OpsDone = Static<typeof OpsDoneSchema>;

export const OpsSearchSchema = Type.Object({ q: Text(120, 1) });
export type OpsSearch = Static<typeof OpsSearchSchema>;

export const OpsPlayerRowSchema = Type.Object({
  uid: Type.Integer(),
  brand_id: Type.String(),
  email: Nullable(Type.String()),
  nick: Type.String(),
  created_at: Type.Number(),
  locked: Type.Boolean(),
});
export type OpsPlayerRow = Static<typeof OpsPlayerRowSchema>;
export const OpsPlayerListSchema = Type.Object({ list: Type.Array(OpsPlayerRowSchema) });
export type OpsPlayerList = Static<typeof OpsPlayerListSchema>;

export const OpsUidSchema = Type.Object({ uid: Uid });
export type OpsUid = Static<typeof OpsUidSchema>;

const Balance = Type.Object({
  currency: Type.String(),
  cash: Type.Integer(),
  bonus: Type.Integer(),
  freebet: Type.Integer(),
});
const SessionRow = Type.Object({
  id: Type.String(),
  device: Type.String(),
  ip: Type.String(),
  created_at: Type.Number(),
  last_seen_at: Type.Number(),
  active: Type.Boolean(),
});
const Note = Type.Object({ id: Type.Integer(), text: Type.String(), by: Type.String(), at: Type.Number() });

export const OpsPlayerDetailSchema = Type.Object({
  player: OpsPlayerRowSchema,
  lock_reason: Nullable(Type.String()),
  balances: Type.Array(Balance),
  sessions: Type.Array(SessionRow),
  limits: Type.Record(Type.String(), Type.Number()),
  exclusion: Type.Union([
    Type.Object({ kind: Type.String(), until: Type.Union([Type.Number(), Type.Null()]) }),
    Type.Null(),
  ]),
  identity: Type.Object({ status: Type.String(), document: Nullable(Type.String()) }),
  phones: Type.Array(Type.String()),
  notes: Type.Array(Note),
});
export type OpsPlayerDetail = Static<typeof OpsPlayerDetailSchema>;

export const OpsPageSchema = Type.Object({
  uid: Uid,
  /** Rows older than this id (the last row of the previous page); absent: the newest. */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type OpsPage = Static<typeof OpsPageSchema>;

export const OpsBetRowSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  currency: Type.String(),
  stake: Type.Integer(),
  potential_return: Type.Integer(),
  status: Type.Integer(),
  result: Type.Integer(),
  payout: Type.Integer(),
  created_at: Type.Number(),
  settled_at: Type.Union([Type.Number(), Type.Null()]),
});
export const OpsBetListSchema = Type.Object({ list: Type.Array(OpsBetRowSchema) });
export type OpsBetList = Static<typeof OpsBetListSchema>;

export const OpsStatementSchema = Type.Object({
  currency: Type.String(),
  /** The cash balance now; each row's balance is the cash balance after that movement. */
  balance: Type.Integer(),
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.Number(),
      kind: Type.String(),
      ref: Nullable(Type.String()),
      amount: Type.Integer(),
      balance: Type.Integer(),
    }),
  ),
});
export type OpsStatement = Static<typeof OpsStatementSchema>;
export const OpsStatementQuerySchema = Type.Object({ uid: Uid, currency: Type.Optional(Text(8, 3)) });
export type OpsStatementQuery = Static<typeof OpsStatementQuerySchema>;

export const OpsNoteAddSchema = Type.Object({ uid: Uid, text: Text(2000, 1) });
export type OpsNoteAdd = Static<typeof OpsNoteAddSchema>;

export const OpsLockSchema = Type.Object({ uid: Uid, locked: Type.Boolean(), reason: Text(500, 1) });
export type OpsLock = Static<typeof OpsLockSchema>;

export const OpsAdjustSchema = Type.Object({
  uid: Uid,
  currency: Text(8, 3),
  /** Signed: positive credits the player's cash, negative debits it. */
  amount: Type.Integer({ minimum: -MONEY_MAX, maximum: MONEY_MAX }),
  reason: Text(500, 3),
});
export type OpsAdjust = Static<typeof OpsAdjustSchema>;

export const OpsAdjustmentSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.Integer(),
  brand_id: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  reason: Type.String(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('rejected')]),
  requested_by: Type.String(),
  decided_by: Nullable(Type.String()),
  created_at: Type.Number(),
});
export type OpsAdjustment = Static<typeof OpsAdjustmentSchema>;
export const OpsAdjustmentListSchema = Type.Object({ list: Type.Array(OpsAdjustmentSchema) });
export type OpsAdjustmentList = Static<typeof OpsAdjustmentListSchema>;
export const OpsAdjustDecideSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  approve: Type.Boolean(),
});
export type OpsAdjustDecide = Static<typeof OpsAdjustDecideSchema>;

export const OpsRiskSchema = Type.Union([
  Type.Literal('new_account'),
  Type.Literal('bonus_unlocked'),
  Type.Literal('shared_device'),
  Type.Literal('low_turnover'),
]);
export type OpsRisk = Static<typeof OpsRiskSchema>;

/**
 * Where a pending withdrawal is (issue #24): `review` waits for an operator (above the brand's review
 * threshold, no provider asked yet); `paying` is with the provider (approved, or below the threshold) until its
 * callback pays or fails it.
 */
export const OpsWithdrawalStageSchema = Type.Union([Type.Literal('review'), Type.Literal('paying')]);
export type OpsWithdrawalStage = Static<typeof OpsWithdrawalStageSchema>;

export const OpsWithdrawalSchema = Type.Object({
  order_id: Type.String(),
  uid: Type.Integer(),
  brand_id: Type.String(),
  email: Nullable(Type.String()),
  method: Type.String(),
  account: Nullable(Type.String()),
  currency: Type.String(),
  amount: Type.Integer(),
  fee: Type.Integer(),
  created_at: Type.Number(),
  held: Type.Boolean(),
  hold_reason: Nullable(Type.String()),
  risks: Type.Array(OpsRiskSchema),
  stage: OpsWithdrawalStageSchema,
});
export type OpsWithdrawal = Static<typeof OpsWithdrawalSchema>;
export const OpsWithdrawalListSchema = Type.Object({ list: Type.Array(OpsWithdrawalSchema) });
export type OpsWithdrawalList = Static<typeof OpsWithdrawalListSchema>;
export const OpsWithdrawalDecideSchema = Type.Object({
  order_id: Text(64, 1),
  action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('hold')]),
  reason: Text(500, 1),
});
export type OpsWithdrawalDecide = Static<typeof OpsWithdrawalDecideSchema>;
export const OpsWithdrawalDecidedSchema = Type.Object({
  order_id: Type.String(),
  state: Type.String(),
  /** While the order is still pending: in review, or with the provider (`paying`); null once settled. */
  stage: Type.Union([OpsWithdrawalStageSchema, Type.Null()]),
});
export type OpsWithdrawalDecided = Static<typeof OpsWithdrawalDecidedSchema>;

export const OpsAuditQuerySchema = Type.Object({
  brand: Type.Optional(Text(32, 1)),
  before: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type OpsAuditQuery = Static<typeof OpsAuditQuerySchema>;
export const OpsAuditRowSchema = Type.Object({
  id: Type.Integer(),
  at: Type.Number(),
  operator: Type.String(),
  brand_id: Nullable(Type.String()),
  action: Type.String(),
  target: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  hash: Type.String(),
});
export type OpsAuditRow = Static<typeof OpsAuditRowSchema>;
export const OpsAuditListSchema = Type.Object({ list: Type.Array(OpsAuditRowSchema) });
export type OpsAuditList = Static<typeof OpsAuditListSchema>;
export const OpsAuditVerifySchema = Type.Object({
  ok: Type.Boolean(),
  rows: Type.Integer(),
  /** The first row whose hash or link does not match; null when the chain is whole. */
  broken_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type OpsAuditVerify = Static<typeof OpsAuditVerifySchema>;
