import { t } from '@lingui/core/macro';
import { PayStatus, payStatusOutcome, type PayDirection, type PayOutcome } from '../../../core/wallet';

/**
 * SPEC §4 pay transaction status as the player reads it (0/2/20 pending, 1 done, 3 timeout, 4 failed). A
 * withdrawal with 20 waits for the operator's review (issue #24), so it says so.
 */
export function statusText(status: number, direction: PayDirection): string {
  if (status === PayStatus.PendingReview && direction === 'payout') return t`In review`;
  const outcome: PayOutcome = payStatusOutcome(status);
  switch (outcome) {
    case 'success':
      return direction === 'payin' ? t`Received` : t`Paid out`;
    case 'pending':
      return t`Pending`;
    case 'timeout':
      return t`Expired`;
    case 'failed':
      return direction === 'payin' ? t`Failed` : t`Failed, returned`;
  }
}

export const statusClass = (status: number): string => `status-${payStatusOutcome(status)}`;

export const directionText = (direction: PayDirection): string =>
  direction === 'payin' ? t`Deposit` : t`Withdrawal`;
