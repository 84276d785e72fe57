/**
 * Which page shows a pending deposit (SPEC §2 routes): the Thai methods have their own screens, /thaiqr-pay
 * for a ThaiQR (PromptPay) code and /th-bank-page for a transfer in baht to a Thai bank; every other method
 * waits on /deposit-wait. All three show the same order, checked the same way.
 */
export type DepositWaitRoute = '/thaiqr-pay' | '/th-bank-page' | '/deposit-wait';

export function depositWaitRoute(method: string, currency: string): DepositWaitRoute {
  if (method === 'ThaiQR') return '/thaiqr-pay';
  if (method === 'BankTransfer' && currency.toUpperCase() === 'THB') return '/th-bank-page';
  return '/deposit-wait';
}
