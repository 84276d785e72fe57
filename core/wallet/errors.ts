/** The wallet rule failures of core/wallet as the contract's dm_error codes (server answers, page texts). */
import { DmError } from '../contract/errors';
import type { AccountRuleError } from './methods';
import type { DepositRuleError, WithdrawRuleError } from './limits';

export const DEPOSIT_RULE_DM_ERROR: Readonly<Record<DepositRuleError, number>> = {
  amount_invalid: DmError.BadRequest,
  below_min: DmError.DepositBelowMinimum,
  above_daily: DmError.DepositAboveDailyMax,
  above_total: DmError.DepositAboveTotalMax,
};

export const WITHDRAW_RULE_DM_ERROR: Readonly<Record<WithdrawRuleError, number>> = {
  amount_invalid: DmError.WithdrawBelowMinimum,
  below_min: DmError.WithdrawBelowMinimum,
  insufficient: DmError.InsufficientBalance,
};

export const ACCOUNT_RULE_DM_ERROR: Readonly<Record<AccountRuleError, number>> = {
  method_unavailable: DmError.PayMethodUnavailable,
  account_length: DmError.WithdrawAccountInvalid,
  account_format: DmError.WithdrawAccountInvalid,
  holder_required: DmError.WithdrawAccountInvalid,
  tax_id_required: DmError.WithdrawAccountInvalid,
  tax_id_format: DmError.WithdrawAccountInvalid,
  document_type: DmError.WithdrawAccountInvalid,
  document_format: DmError.WithdrawAccountInvalid,
  bank_account_type: DmError.WithdrawAccountInvalid,
};
