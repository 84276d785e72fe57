import { t } from '@lingui/core/macro';
import { payStatusOutcome, type PayDirection, type PayOutcome } from '../../../core/wallet';

/** SPEC §4 pay transaction status as the player reads it (0/2/20 pending, 1 done, 3 timeout, 4 failed). */
export function statusText(status: number, direction: PayDirection): string {
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
