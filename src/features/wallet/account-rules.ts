import { t } from '@lingui/core/macro';
import {
  accountLengths,
  phoneCode,
  taxIdLabel,
  type AccountRuleError,
  type PayMethod,
} from '../../../core/wallet';

/** "10", "10 or 11", "5 to 30": the SPEC §5 lengths of a method's account number, as a player reads them. */
export function lengthText(method: PayMethod): string {
  const ranges = accountLengths(method).map(([min, max]) =>
    min === max ? String(min) : t`${min} to ${max}`,
  );
  if (ranges.length === 1) return ranges[0]!;
  const last = ranges[ranges.length - 1]!;
  const head = ranges.slice(0, -1).join(', ');
  return t`${head} or ${last}`;
}

/** What the account number field is called for a method. */
export function accountLabel(method: PayMethod, currency: string): string {
  if (method === 'PIX') return t`PIX key`;
  if (method === 'SPEI') return t`CLABE`;
  if (method === 'USDT' || method === 'TRC20') return t`Wallet address`;
  if (
    phoneCode(method, currency) &&
    ['GCASH', 'PAYMAYA', 'MPESA', 'NEQUI', 'DAVIPLATA', 'MOVII', 'TPAGA'].includes(method)
  )
    return t`Phone number`;
  if (method === 'UPI') return t`UPI ID`;
  if (method === 'CASH') return t`Receiver ID`;
  return t`Account number`;
}

/** The tax id field's label: CPF, RFC or CC (SPEC §5), the code itself as banks print it. */
export const taxLabel = (method: PayMethod): string | null => taxIdLabel(method);

/** The inline message for a refused field (core/wallet checkWithdrawAccount). */
export function accountErrorText(error: AccountRuleError, method: PayMethod): string {
  switch (error) {
    case 'method_unavailable':
      return t`This method is not available.`;
    case 'account_length':
      return t`Must be ${lengthText(method)} characters long.`;
    case 'account_format':
      return t`Use digits only.`;
    case 'holder_required':
      return t`Enter the account holder's full name.`;
    case 'tax_id_required':
      return t`Enter your ${taxIdLabel(method) ?? ''}.`;
    case 'tax_id_format':
      return t`Check your ${taxIdLabel(method) ?? ''}.`;
    case 'document_type':
      return t`Choose a document type.`;
    case 'document_format':
      return t`Check your document number.`;
    case 'bank_account_type':
      return t`Choose savings or checking.`;
  }
}

/** A method code as players know it (the codes are SPEC §3's; a few read better spelled out). */
export function methodLabel(method: string): string {
  switch (method) {
    case 'BankTransfer':
      return t`Bank transfer`;
    case 'Wallet':
      return t`E-wallet`;
    case 'Card':
      return t`Card`;
    case 'OXXOPay':
      return 'OXXO';
    case 'MercadoPago':
      return 'Mercado Pago';
    default:
      return method;
  }
}
