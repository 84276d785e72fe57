import { t } from '@lingui/core/macro';
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type {
  AgentBindInfo,
  AgentTransferResult,
  PddWithdrawResult,
  TransferTarget,
} from '../../../core/contract/schemas/agent';
import { quietApi } from '../../platform/api';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic } from '../../platform/engine-bridge';

/**
 * The /thin/agent pages' actions (issue #19); their reads are the engine's invite topics. A transfer carries
 * the request id the page made for it, so a retry or a double tap moves the money once.
 */
export async function transferCommission(input: {
  amount: number;
  target: TransferTarget;
  to_uid?: number;
  request_id: string;
}): Promise<AgentTransferResult> {
  const result = await quietApi.call(endpoints.agentTransfer, input, { retries: 0 });
  refreshTopic('agentWallet', {});
  refreshTopic('agentInfo', {});
  void refreshBalance();
  return result;
}

export async function bindAgent(code: string): Promise<AgentBindInfo> {
  const result = await quietApi.call(endpoints.agentBind, { agent_code: code.trim() }, { retries: 0 });
  refreshTopic('agentBindInfo', {});
  return result;
}

/** Withdraws a full pdd campaign into the cash balance (once: a second try is refused as withdrawn). */
export async function withdrawPdd(pddUid: number): Promise<PddWithdrawResult> {
  const result = await quietApi.call(endpoints.pddWithdraw, { pdd_uid: pddUid }, { retries: 0 });
  refreshTopic('pdd', {});
  void refreshBalance();
  return result;
}

/** A new request id for one transfer (kept across retries of that transfer). */
export function newRequestId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `agt-${random}`;
}

export function agentErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return t`Something went wrong. Please try again.`;
  const { dm_error, kind } = error.info;
  if (kind === 'network' || kind === 'timeout') return t`No connection. Check your network and try again.`;
  switch (dm_error) {
    case DmError.AgentNotAgent:
      return t`Only agents can transfer commission.`;
    case DmError.AgentTransferAmount:
      return t`The amount is outside the transfer limits.`;
    case DmError.AgentTransferDailyLimit:
      return t`This would pass your daily transfer limit.`;
    case DmError.AgentTransferBalance:
      return t`The amount is more than your agent balance.`;
    case DmError.AgentTransferNotDownline:
      return t`This player is not in your team.`;
    case DmError.AgentTransferKeyReused:
      return t`This transfer was already sent. Check your recent transfers.`;
    case DmError.AgentCodeNotAgent:
      return t`This code belongs to a player, not an agent.`;
    case DmError.InviteCodeUnknown:
      return t`This code does not exist. Check it and try again.`;
    case DmError.InviteAlreadyBound:
      return t`Your account is already linked.`;
    case DmError.InviteBindClosed:
      return t`A code can only be entered in your first week.`;
    case DmError.PddNotFull:
      return t`The target is not reached yet.`;
    case DmError.PddExpired:
      return t`This challenge has ended.`;
    case DmError.PddWithdrawn:
      return t`This amount was already withdrawn.`;
    case DmError.PddBudget:
      return t`The challenge budget is spent. Try again later.`;
    case DmError.InviteSelf:
      return t`You cannot use your own code.`;
    default:
      return t`Something went wrong. Please try again.`;
  }
}
