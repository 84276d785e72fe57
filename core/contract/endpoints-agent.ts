/**
 * The agent's wallet, transfers and binding (issue #19). SPEC §7 lists agent income and level under
 * /api/thin/activity/ (endpoints-invite.ts); the balance, transfer and bind calls the /thin/agent pages need
 * are ours, under the same prefix. Re-exported by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  AgentBindInfo,
  AgentBindInput,
  AgentTransferInput,
  AgentTransferResult,
  AgentWallet,
  PddInfo,
  PddWithdrawInput,
  PddWithdrawResult,
} from './schemas/agent';

const A = '/api/thin/activity/agent';

export const agentWallet = endpoint<Empty, AgentWallet>('GET', `${A}/wallet`);
/** Moves commission to the agent's cash balance or a downline player's, once per request id. */
export const agentTransfer = endpoint<AgentTransferInput, AgentTransferResult>('POST', `${A}/transfer`);
export const agentBindInfo = endpoint<Empty, AgentBindInfo>('GET', `${A}/bind_info`);
/** Binds the caller to an agent by the agent's code (an invite code whose owner is an agent). */
export const agentBind = endpoint<AgentBindInput, AgentBindInfo>('POST', `${A}/bind`);

// pdd (SPEC §7: "/api/thin/activity/: ... pdd", "activity/: ... tg_pdd withdraw", "pddWithdraw takes pdd_uid").
/** The player's running pdd campaign, started on first ask (a new one after the last ended). */
export const pddInfo = endpoint<Empty, PddInfo>('GET', '/api/thin/activity/pdd');
export const pddWithdraw = endpoint<PddWithdrawInput, PddWithdrawResult>(
  'POST',
  '/api/thin/activity/pdd/withdraw',
);
/** The Telegram mini app's variant of pddWithdraw. */
export const tgPddWithdraw = endpoint<PddWithdrawInput, PddWithdrawResult>(
  'GET',
  '/api/piranha/activity/tg_pdd/withdraw',
);
