/**
 * SPEC §4 pay transaction status: 0 unprocessed, 1 finished, 2 pending, 3 timeout, 4 failed, 20 pending;
 * direction payin or payout. For the payin transaction detail (payin/order/status), pay_status 1 is success
 * and 0 or 2 pending. The iOS purchase reporting rule polls while 0 or 2, reports on 1, stops on anything else.
 */
export const PayStatus = {
  Unprocessed: 0,
  Finished: 1,
  Pending: 2,
  Timeout: 3,
  Failed: 4,
  /** A second pending code some providers send (e.g. a withdrawal under review). */
  PendingReview: 20,
} as const;
export type PayStatusCode = (typeof PayStatus)[keyof typeof PayStatus];

export type PayDirection = 'payin' | 'payout';

/** Our order lifecycle: created -> pending -> paid | failed | expired. */
export type OrderState = 'created' | 'pending' | 'paid' | 'failed' | 'expired';

/** What the player is told of a transaction, whatever code the provider used. */
export type PayOutcome = 'pending' | 'success' | 'timeout' | 'failed';

export function payStatusOutcome(status: number): PayOutcome {
  switch (status) {
    case PayStatus.Finished:
      return 'success';
    case PayStatus.Timeout:
      return 'timeout';
    case PayStatus.Failed:
      return 'failed';
    case PayStatus.Unprocessed:
    case PayStatus.Pending:
    case PayStatus.PendingReview:
      return 'pending';
    default:
      return 'failed';
  }
}

/** Our order state as the pay_status code on the wire. */
export function orderPayStatus(state: OrderState): PayStatusCode {
  switch (state) {
    case 'created':
      return PayStatus.Unprocessed;
    case 'pending':
      return PayStatus.Pending;
    case 'paid':
      return PayStatus.Finished;
    case 'expired':
      return PayStatus.Timeout;
    case 'failed':
      return PayStatus.Failed;
  }
}

/** Final states never change again. */
export function isFinalState(state: OrderState): boolean {
  return state === 'paid' || state === 'failed' || state === 'expired';
}

/** Payin detail (SPEC §4): 1 success; 0 or 2 pending; anything else is over without success. */
export function payinDetailOutcome(payStatus: number): 'success' | 'pending' | 'over' {
  if (payStatus === PayStatus.Finished) return 'success';
  if (payStatus === PayStatus.Unprocessed || payStatus === PayStatus.Pending) return 'pending';
  return 'over';
}

/** iOS purchase reporting (SPEC §4): keep polling, report the purchase, or stop and clear the deposit data. */
export function iosPurchaseStep(payStatus: number): 'poll' | 'report' | 'stop' {
  const outcome = payinDetailOutcome(payStatus);
  return outcome === 'pending' ? 'poll' : outcome === 'success' ? 'report' : 'stop';
}
