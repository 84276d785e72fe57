/**
 * Invite programme (issue #19). SPEC §7 "Invite, agent and activities": GETs under /api/piranha/user/invite/
 * (share, running, list, invite_share, receive, fission_list, receive_fission_reward, award_sum,
 * get_mobile_config). `bind` is ours (a code entered after registering). Re-exported by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  AgentIncome,
  AgentInfo,
  FissionList,
  InviteAwardSum,
  InviteBind,
  InviteBindResult,
  InviteList,
  InviteListQuery,
  InviteMobileConfig,
  InviteReceiveResult,
  InviteRunning,
  InviteShareInfo,
  InviteShareQuery,
  InviteShareResult,
} from './schemas/invite';

const I = '/api/piranha/user/invite';

export const inviteShareInfo = endpoint<Empty, InviteShareInfo>('GET', `${I}/share`);
export const inviteRunning = endpoint<Empty, InviteRunning>('GET', `${I}/running`);
export const inviteList = endpoint<InviteListQuery, InviteList>('GET', `${I}/list`);
export const inviteShare = endpoint<InviteShareQuery, InviteShareResult>('GET', `${I}/invite_share`);
/** Takes every earned level-1 reward into the cash balance (one ledger transaction each, paid once). */
export const inviteReceive = endpoint<Empty, InviteReceiveResult>('GET', `${I}/receive`);
export const inviteFissionList = endpoint<InviteListQuery, FissionList>('GET', `${I}/fission_list`);
export const inviteReceiveFission = endpoint<Empty, InviteReceiveResult>(
  'GET',
  `${I}/receive_fission_reward`,
);
export const inviteAwardSum = endpoint<Empty, InviteAwardSum>('GET', `${I}/award_sum`);
export const inviteMobileConfig = endpoint<Empty, InviteMobileConfig>('GET', `${I}/get_mobile_config`);
/** Path ours: binds the caller to the owner of a code, once, within a week of registering. */
export const inviteBind = endpoint<InviteBind, InviteBindResult>('POST', `${I}/bind`);

// Agent programme (SPEC §7 "GETs under /api/thin/activity/: ... agent income and level"; getAgentInfo).
export const agentInfo = endpoint<Empty, AgentInfo>('GET', '/api/thin/activity/agent/level');
export const agentIncome = endpoint<InviteListQuery, AgentIncome>('GET', '/api/thin/activity/agent/income');
