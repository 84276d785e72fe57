import { Type, type Static } from '@sinclair/typebox';

/**
 * The agent's wallet, transfers and binding (issue #19; SPEC §7 "/api/thin/activity/: ... agent income and
 * level", /thin/agent/bind and /thin/agent/transfer). Amounts are integer minor units of `currency`.
 */

const Amount = Type.Integer({ minimum: 0 });
export const TransferTargetSchema = Type.Union([Type.Literal('self'), Type.Literal('player')]);
export type TransferTarget = Static<typeof TransferTargetSchema>;

export const AgentTeamMemberSchema = Type.Object({
  uid: Type.Integer({ minimum: 1 }),
  /** Masked nick or e-mail. */
  name: Type.String(),
  depth: Type.Integer({ minimum: 1, maximum: 3 }),
});
export type AgentTeamMember = Static<typeof AgentTeamMemberSchema>;

export const AgentTransferRowSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  target: TransferTargetSchema,
  /** The receiving player's masked name; the agent's own for `self`. */
  name: Type.String(),
  amount: Amount,
  at: Type.Integer({ minimum: 0 }),
});
export type AgentTransferRow = Static<typeof AgentTransferRowSchema>;

/** The agent balance, the transfer limits and what is left of them today, the downline and recent transfers. */
export const AgentWalletSchema = Type.Object({
  is_agent: Type.Boolean(),
  currency: Type.String(),
  balance: Amount,
  min: Amount,
  max: Amount,
  daily_max: Amount,
  /** Transferred so far this UTC day. */
  today: Amount,
  /** The most one transfer can move now (0: none can). */
  transferable: Amount,
  team: Type.Array(AgentTeamMemberSchema),
  recent: Type.Array(AgentTransferRowSchema),
});
export type AgentWallet = Static<typeof AgentWalletSchema>;

export const AgentTransferInputSchema = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: 1e13 }),
  target: TransferTargetSchema,
  /** The receiving player for `player`. */
  to_uid: Type.Optional(Type.Integer({ minimum: 1, maximum: 9007199254740991 })),
  /** Client idempotency key: the same key again answers the first transfer and moves nothing. */
  request_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
});
export type AgentTransferInput = Static<typeof AgentTransferInputSchema>;

export const AgentTransferResultSchema = Type.Object({
  transfer: AgentTransferRowSchema,
  /** The agent balance after it. */
  balance: Amount,
  /** true when this request id had already been transferred: nothing moved this time. */
  replayed: Type.Boolean(),
});
export type AgentTransferResult = Static<typeof AgentTransferResultSchema>;

/** Who the caller is bound to (their inviter) and whether a code can still be entered. */
export const AgentBindInfoSchema = Type.Object({
  bound: Type.Boolean(),
  /** The inviter's masked name, when bound. */
  inviter: Type.Union([Type.String(), Type.Null()]),
  inviter_is_agent: Type.Boolean(),
  /** Until when (Unix ms) a code can be entered; null when bound or past it. */
  open_until: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type AgentBindInfo = Static<typeof AgentBindInfoSchema>;

export const AgentBindInputSchema = Type.Object({ agent_code: Type.String({ minLength: 1, maxLength: 32 }) });
export type AgentBindInput = Static<typeof AgentBindInputSchema>;

/** A pdd campaign (/api/thin/activity/pdd): the target, the progress and its steps, the window. */
export const PddInfoSchema = Type.Object({
  pdd_uid: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
  target: Amount,
  progress: Amount,
  started_at: Type.Integer({ minimum: 0 }),
  expires_at: Type.Integer({ minimum: 0 }),
  status: Type.Union([
    Type.Literal('running'),
    Type.Literal('full'),
    Type.Literal('withdrawn'),
    Type.Literal('expired'),
  ]),
  /** What the next friend's registration and first deposit would add now. */
  next: Type.Object({ registered: Amount, first_deposit: Amount }),
  steps: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: Type.Union([Type.Literal('registered'), Type.Literal('first_deposit')]),
      amount: Amount,
      at: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type PddInfo = Static<typeof PddInfoSchema>;

/** pddWithdraw and tg_pdd withdraw take pdd_uid. */
export const PddWithdrawInputSchema = Type.Object({
  pdd_uid: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
});
export type PddWithdrawInput = Static<typeof PddWithdrawInputSchema>;
export const PddWithdrawResultSchema = Type.Object({ amount: Amount, currency: Type.String() });
export type PddWithdrawResult = Static<typeof PddWithdrawResultSchema>;
