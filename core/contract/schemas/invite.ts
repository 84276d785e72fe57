import { Type, type Static } from '@sinclair/typebox';

/**
 * SPEC §7 "Invite, agent and activities": the player's invite code and link, share texts, invitees and their
 * milestones, and the rewards they earn (issue #19). Amounts are integer minor units of `currency`.
 */

const Amount = Type.Integer({ minimum: 0 });
export const MilestoneSchema = Type.Union([
  Type.Literal('registered'),
  Type.Literal('first_deposit'),
  Type.Literal('turnover'),
]);
export const RewardStatusSchema = Type.Union([
  Type.Literal('earned'),
  Type.Literal('held'),
  Type.Literal('received'),
  Type.Literal('void'),
  Type.Literal('reversed'),
]);

/** user/invite/share: the player's code (made on first ask) and the path of their link. */
export const InviteShareInfoSchema = Type.Object({
  invite_code: Type.String(),
  /** `/email-register?invite_code=...`: the page puts its own origin in front. */
  invite_path: Type.String(),
  invitee_count: Type.Integer({ minimum: 0 }),
});
export type InviteShareInfo = Static<typeof InviteShareInfoSchema>;

export const InviteChannelSchema = Type.Union([
  Type.Literal('whatsapp'),
  Type.Literal('telegram'),
  Type.Literal('facebook'),
  Type.Literal('x'),
  Type.Literal('line'),
  Type.Literal('zalo'),
  Type.Literal('copy'),
  Type.Literal('system'),
]);
export type InviteChannel = Static<typeof InviteChannelSchema>;

/** user/invite/get_mobile_config: the brand's share channels and texts, and the reward rules. */
export const InviteMobileConfigSchema = Type.Object({
  channels: Type.Array(InviteChannelSchema),
  /** Share text with `{link}` and `{code}` in it, in the asked language. */
  share_text: Type.String(),
  share_title: Type.String(),
  currency: Type.String(),
  first_deposit_min: Amount,
  turnover_target: Amount,
  rewards: Type.Array(Type.Object({ milestone: MilestoneSchema, reward: Amount, fission_reward: Amount })),
});
export type InviteMobileConfig = Static<typeof InviteMobileConfigSchema>;

/** user/invite/invite_share: one share by the player (counted per channel), answered with its text. */
export const InviteShareQuerySchema = Type.Object({ channel: InviteChannelSchema });
export type InviteShareQuery = Static<typeof InviteShareQuerySchema>;
export const InviteShareResultSchema = Type.Object({
  text: Type.String(),
  invite_path: Type.String(),
  shares: Type.Integer({ minimum: 0 }),
});
export type InviteShareResult = Static<typeof InviteShareResultSchema>;

/** user/invite/running: what is in progress, per milestone. */
export const InviteRunningSchema = Type.Object({
  currency: Type.String(),
  list: Type.Array(
    Type.Object({
      milestone: MilestoneSchema,
      reward: Amount,
      /** Invitees who reached it. */
      reached: Type.Integer({ minimum: 0 }),
      /** Invitees who have not reached it yet. */
      in_progress: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Earned and not received yet, level 1. */
  receivable: Amount,
});
export type InviteRunning = Static<typeof InviteRunningSchema>;

export const InviteListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type InviteListQuery = Static<typeof InviteListQuerySchema>;

export const InviteeSchema = Type.Object({
  /** Masked nickname ("ma***va"). */
  name: Type.String(),
  uid_masked: Type.String(),
  registered_at: Type.Integer({ description: 'Unix ms' }),
  milestone: MilestoneSchema,
  /** Rewards earned through this invitee (any status but void). */
  reward: Amount,
  reward_status: Type.Union([RewardStatusSchema, Type.Literal('none')]),
  /** Anti-abuse: rewards through this invitee are held. */
  suspect: Type.Boolean(),
});
export type Invitee = Static<typeof InviteeSchema>;

/** user/invite/list: the player's invitees, newest first. */
export const InviteListSchema = Type.Object({
  currency: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  has_more: Type.Boolean(),
  list: Type.Array(InviteeSchema),
});
export type InviteList = Static<typeof InviteListSchema>;

/** user/invite/fission_list: second-level rewards (from invitees' invitees), newest first. */
export const FissionListSchema = Type.Object({
  currency: Type.String(),
  has_more: Type.Boolean(),
  list: Type.Array(
    Type.Object({
      /** The invitee's invitee, masked, and the invitee who brought them. */
      name: Type.String(),
      via: Type.String(),
      milestone: MilestoneSchema,
      reward: Amount,
      status: RewardStatusSchema,
      at: Type.Integer({ description: 'Unix ms' }),
    }),
  ),
});
export type FissionList = Static<typeof FissionListSchema>;

/** receive / receive_fission_reward: what this call paid (0 when nothing was waiting). */
export const InviteReceiveResultSchema = Type.Object({
  received: Amount,
  count: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
});
export type InviteReceiveResult = Static<typeof InviteReceiveResultSchema>;

/** user/invite/award_sum: totals over everything the player earned. */
export const InviteAwardSumSchema = Type.Object({
  currency: Type.String(),
  received: Amount,
  receivable: Amount,
  held: Amount,
  fission_received: Amount,
  fission_receivable: Amount,
  invitee_count: Type.Integer({ minimum: 0 }),
  /** Invitees who made a first deposit. */
  depositor_count: Type.Integer({ minimum: 0 }),
});
export type InviteAwardSum = Static<typeof InviteAwardSumSchema>;

/** user/invite/bind (path ours): a player who registered without a link enters a code, once. */
export const InviteBindSchema = Type.Object({ invite_code: Type.String({ minLength: 1, maxLength: 32 }) });
export type InviteBind = Static<typeof InviteBindSchema>;
export const InviteBindResultSchema = Type.Object({ bound: Type.Boolean(), suspect: Type.Boolean() });
export type InviteBindResult = Static<typeof InviteBindResultSchema>;

/** What the invite page shows at once (the engine's inviteSummary topic: four calls in one). */
export interface InviteSummary {
  share: InviteShareInfo;
  config: InviteMobileConfig;
  running: InviteRunning;
  sum: InviteAwardSum;
}

/** getAgentInfo (/api/thin/activity/agent/level): agent status, level, team by depth, commission totals. */
export const AgentInfoSchema = Type.Object({
  is_agent: Type.Boolean(),
  level: Type.Integer({ minimum: 0, maximum: 3 }),
  currency: Type.String(),
  base: Type.Union([Type.Literal('net_loss'), Type.Literal('turnover')]),
  /** Commission rate per depth 1..3, basis points. */
  rates_bps: Type.Array(Type.Integer({ minimum: 0 })),
  /** Players per depth 1..3. */
  team: Type.Array(Type.Integer({ minimum: 0 })),
  total_commission: Amount,
  last_day: Type.Union([Type.Object({ day: Type.String(), commission: Amount, base: Amount }), Type.Null()]),
});
export type AgentInfo = Static<typeof AgentInfoSchema>;

/** Agent income per day (/api/thin/activity/agent/income), newest first, downline masked. */
export const AgentIncomeSchema = Type.Object({
  currency: Type.String(),
  has_more: Type.Boolean(),
  list: Type.Array(
    Type.Object({
      day: Type.String(),
      players: Type.Integer({ minimum: 0 }),
      stake: Amount,
      payout: Amount,
      base: Amount,
      commission: Amount,
      details: Type.Array(
        Type.Object({ name: Type.String(), depth: Type.Integer(), stake: Amount, payout: Amount }),
      ),
    }),
  ),
});
export type AgentIncome = Static<typeof AgentIncomeSchema>;
