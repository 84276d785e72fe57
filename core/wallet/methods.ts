/**
 * Payment methods (SPEC §3 "Payment method codes", "Other reference lists"; SPEC §5 withdraw account rules).
 * Pure tables: which brand offers which deposit and withdraw methods, how each method is paid (its family,
 * which decides what the provider answers and what the page shows), and the withdraw account field rules.
 */
import type { BrandId } from '../brand/client-brands';

/** SPEC §3: deposit methods, then the withdraw-only ones. */
export const PAY_METHODS = [
  'PIX',
  'SPEI',
  'USDT',
  'TRC20',
  'UPI',
  'Wallet',
  'IMPS',
  'Card',
  'OXXOPay',
  'PHQR',
  'ThaiQR',
  'GCASH',
  'MPESA',
  'CASH',
  'PSE',
  'Efecty',
  'Transfiya',
  'BankTransfer',
  'NEQUI',
  'Cashier',
  'Billeteras',
  'DuitNowQR',
  'MercadoPago',
  'PAYMAYA',
  'TPAGA',
  'DAVIPLATA',
  'MOVII',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export function isPayMethod(value: string): value is PayMethod {
  return (PAY_METHODS as readonly string[]).includes(value);
}

/**
 * How a deposit with the method is paid, i.e. what the provider hands back:
 * - qr: a QR payload + copy-paste code with an expiry (PIX, PHQR, ThaiQR, DuitNowQR);
 * - bank_reference: account/CLABE + reference to transfer to (SPEI, BankTransfer, PSE, IMPS, Transfiya);
 * - voucher: a number to pay in cash at a shop (OXXOPay, Efecty, CASH);
 * - crypto: an address on a network (USDT, TRC20);
 * - card: the page collects card fields;
 * - ewallet: a push to the player's wallet app or a redirect (GCASH, MPESA, UPI, NEQUI, ...).
 */
export type MethodFamily = 'qr' | 'bank_reference' | 'voucher' | 'crypto' | 'card' | 'ewallet';

export const METHOD_FAMILY: Readonly<Record<PayMethod, MethodFamily>> = {
  PIX: 'qr',
  PHQR: 'qr',
  ThaiQR: 'qr',
  DuitNowQR: 'qr',
  SPEI: 'bank_reference',
  BankTransfer: 'bank_reference',
  PSE: 'bank_reference',
  IMPS: 'bank_reference',
  Transfiya: 'bank_reference',
  OXXOPay: 'voucher',
  Efecty: 'voucher',
  CASH: 'voucher',
  Cashier: 'voucher',
  USDT: 'crypto',
  TRC20: 'crypto',
  Card: 'card',
  UPI: 'ewallet',
  Wallet: 'ewallet',
  GCASH: 'ewallet',
  MPESA: 'ewallet',
  NEQUI: 'ewallet',
  Billeteras: 'ewallet',
  MercadoPago: 'ewallet',
  PAYMAYA: 'ewallet',
  TPAGA: 'ewallet',
  DAVIPLATA: 'ewallet',
  MOVII: 'ewallet',
};

/** Crypto networks per deposit currency (the USDT variant with `rechargeChannel=USDT` and a network picker). */
export const CRYPTO_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  USDC: ['ERC20', 'BEP20'],
  BUSD: ['BEP20'],
  BNB: ['BEP20'],
  ETH: ['ERC20'],
  LINK: ['ERC20'],
  BTC: ['BTC'],
  LTC: ['LTC'],
  XRP: ['XRP'],
  ADA: ['ADA'],
  DOT: ['DOT'],
  USD: ['TRC20', 'ERC20'],
};

export function cryptoNetworks(currency: string): readonly string[] {
  return CRYPTO_NETWORKS[currency.toUpperCase()] ?? [];
}

/** Deposit methods each brand offers, in the order shown. */
export const DEPOSIT_METHODS: Readonly<Record<BrandId, readonly PayMethod[]>> = {
  br: ['PIX'],
  mx: ['SPEI', 'OXXOPay', 'Card', 'MercadoPago'],
  co: ['PSE', 'NEQUI', 'Efecty', 'Transfiya', 'BankTransfer'],
  pe: ['BankTransfer', 'Billeteras', 'Card', 'CASH'],
  ph: ['GCASH', 'PHQR', 'Cashier'],
  in: ['UPI', 'IMPS', 'Wallet'],
  ke: ['MPESA'],
  vn: ['BankTransfer', 'Wallet'],
  us: ['Card', 'BankTransfer'],
  crypto: ['USDT', 'TRC20'],
};

/** Withdraw methods each brand offers (SPEC §3: withdraw also has PAYMAYA, TPAGA, DAVIPLATA, MOVII). */
export const WITHDRAW_METHODS: Readonly<Record<BrandId, readonly PayMethod[]>> = {
  br: ['PIX'],
  mx: ['SPEI'],
  co: ['BankTransfer', 'NEQUI', 'DAVIPLATA', 'MOVII', 'TPAGA', 'Transfiya'],
  pe: ['BankTransfer', 'Billeteras'],
  ph: ['GCASH', 'PAYMAYA', 'CASH'],
  in: ['IMPS', 'UPI'],
  ke: ['MPESA'],
  vn: ['BankTransfer'],
  us: ['BankTransfer'],
  crypto: ['USDT'],
};

export function depositMethods(brand: BrandId): readonly PayMethod[] {
  return DEPOSIT_METHODS[brand] ?? [];
}

export function withdrawMethods(brand: BrandId): readonly PayMethod[] {
  return WITHDRAW_METHODS[brand] ?? [];
}

/** SPEC §5 withdraw account number length by method: the allowed lengths (inclusive ranges). */
export const ACCOUNT_LENGTH: Readonly<Partial<Record<PayMethod, readonly (readonly [number, number])[]>>> = {
  GCASH: [[11, 11]],
  PAYMAYA: [[10, 10]],
  MPESA: [[10, 11]],
  CASH: [[5, 30]],
  TPAGA: [
    [11, 11],
    [14, 14],
  ],
  NEQUI: [[10, 10]],
  DAVIPLATA: [[10, 10]],
  MOVII: [[10, 10]],
};

/** Methods without a SPEC §5 length: any account of 4 to 64 characters (PIX keys, CLABE, wallet addresses). */
export const DEFAULT_ACCOUNT_LENGTH: readonly [number, number] = [4, 64];

/** SPEC §5 tax ID label by method. */
export type TaxIdLabel = 'CPF' | 'RFC' | 'CC';

export const TAX_ID_LABEL: Readonly<Partial<Record<PayMethod, TaxIdLabel>>> = {
  PIX: 'CPF',
  SPEI: 'RFC',
  Transfiya: 'CC',
  BankTransfer: 'CC',
  TPAGA: 'CC',
};

export function taxIdLabel(method: PayMethod): TaxIdLabel | null {
  return TAX_ID_LABEL[method] ?? null;
}

/**
 * The tax id each label accepts. CPF: 11 digits (dots and dash allowed); RFC: 12 (company) or 13 (person)
 * letters and digits; CC (Colombian cédula): 6 to 10 digits.
 */
const TAX_ID_PATTERN: Readonly<Record<TaxIdLabel, RegExp>> = {
  CPF: /^\d{11}$/,
  RFC: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/,
  CC: /^\d{6,10}$/,
};

/** SPEC §5 phone country codes by market currency. */
export const PHONE_CODE_BY_CURRENCY: Readonly<Record<string, string>> = {
  BRL: '55',
  MXN: '52',
  INR: '91',
  PHP: '63',
  KES: '254',
  COP: '57',
  VND: '84',
  PEN: '51',
  ARS: '54',
  THB: '66',
  MYR: '60',
};

/** SPEC §5 phone country codes by method (the wallets that are a phone number). */
export const PHONE_CODE_BY_METHOD: Readonly<Partial<Record<PayMethod, string>>> = {
  GCASH: '63',
  PAYMAYA: '63',
  MPESA: '254',
  NEQUI: '57',
  DAVIPLATA: '57',
  MOVII: '57',
  TPAGA: '57',
  UPI: '91',
  PIX: '55',
  SPEI: '52',
  ThaiQR: '66',
  DuitNowQR: '60',
};

export function phoneCode(method: PayMethod, currency: string): string | null {
  return PHONE_CODE_BY_METHOD[method] ?? PHONE_CODE_BY_CURRENCY[currency.toUpperCase()] ?? null;
}

/** SPEC §3 document types: Peru RUC and DNI, Argentina CUIT and CUIL. */
export const DOCUMENT_TYPES: Readonly<Record<string, readonly DocumentType[]>> = {
  PEN: ['DNI', 'RUC'],
  ARS: ['CUIT', 'CUIL'],
};
export type DocumentType = 'DNI' | 'RUC' | 'CUIT' | 'CUIL';

/** DNI 8 digits, RUC 11 digits, CUIT/CUIL 11 digits. */
const DOCUMENT_PATTERN: Readonly<Record<DocumentType, RegExp>> = {
  DNI: /^\d{8}$/,
  RUC: /^\d{11}$/,
  CUIT: /^\d{11}$/,
  CUIL: /^\d{11}$/,
};

export function documentTypes(currency: string): readonly DocumentType[] {
  return DOCUMENT_TYPES[currency.toUpperCase()] ?? [];
}

/** SPEC §3 bank account types. */
export const BANK_ACCOUNT_TYPES = ['savings', 'checking'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** What a withdraw account form sends (account/elements/set). Empty strings count as missing. */
export interface WithdrawAccountInput {
  method: string;
  account_no: string;
  holder_name?: string;
  tax_id?: string;
  phone?: string;
  document_type?: string;
  document_no?: string;
  bank_code?: string;
  bank_account_type?: string;
}

/** Why a withdraw account is refused; the page maps each key to a translated text. */
export type AccountRuleError =
  | 'method_unavailable'
  | 'account_length'
  | 'account_format'
  | 'holder_required'
  | 'tax_id_required'
  | 'tax_id_format'
  | 'document_type'
  | 'document_format'
  | 'bank_account_type';

export interface AccountRuleFailure {
  error: AccountRuleError;
  field: keyof WithdrawAccountInput;
}

/** Digits only, the shape phone-number wallets and cédulas take once spaces, dots and dashes are gone. */
export const digitsOnly = (value: string): string => value.replace(/[\s.\-()/]/g, '');

/** The allowed lengths of the method's account number, as [min, max] ranges. */
export function accountLengths(method: PayMethod): readonly (readonly [number, number])[] {
  return ACCOUNT_LENGTH[method] ?? [DEFAULT_ACCOUNT_LENGTH];
}

export function accountLengthOk(method: PayMethod, accountNo: string): boolean {
  const n = normalizeAccountNo(method, accountNo).length;
  return accountLengths(method).some(([min, max]) => n >= min && n <= max);
}

/** Methods whose account number is a phone number or digits: separators are dropped before counting. */
const NUMERIC_ACCOUNT = new Set<PayMethod>([
  'GCASH',
  'PAYMAYA',
  'MPESA',
  'TPAGA',
  'NEQUI',
  'DAVIPLATA',
  'MOVII',
]);

export function normalizeAccountNo(method: PayMethod, accountNo: string): string {
  const trimmed = accountNo.trim();
  return NUMERIC_ACCOUNT.has(method) ? digitsOnly(trimmed) : trimmed;
}

/**
 * SPEC §5 checks of a withdraw account for a brand and currency. Returns the first failure (with the field
 * it is about) or null. The server runs it before saving; the page runs it inline.
 */
export function checkWithdrawAccount(
  brand: BrandId,
  currency: string,
  input: WithdrawAccountInput,
): AccountRuleFailure | null {
  const method = input.method;
  if (!isPayMethod(method) || !withdrawMethods(brand).includes(method)) {
    return { error: 'method_unavailable', field: 'method' };
  }
  const accountNo = normalizeAccountNo(method, input.account_no);
  if (NUMERIC_ACCOUNT.has(method) && !/^\d*$/.test(accountNo)) {
    return { error: 'account_format', field: 'account_no' };
  }
  if (!accountLengthOk(method, accountNo)) return { error: 'account_length', field: 'account_no' };
  if (/[<>"'`]/.test(accountNo) || [...accountNo].some((ch) => ch.charCodeAt(0) < 32))
    return { error: 'account_format', field: 'account_no' };
  if (!input.holder_name?.trim()) return { error: 'holder_required', field: 'holder_name' };
  const docs = documentTypes(currency);
  const needsDocument = docs.length > 0 && method === 'BankTransfer';
  // Peru and Argentina identify the holder by their own document types instead of the CC label.
  const label = needsDocument ? null : taxIdLabel(method);
  if (label) {
    const raw = (input.tax_id ?? '').trim().toUpperCase();
    if (!raw) return { error: 'tax_id_required', field: 'tax_id' };
    const value = label === 'RFC' ? raw : digitsOnly(raw);
    if (!TAX_ID_PATTERN[label].test(value)) return { error: 'tax_id_format', field: 'tax_id' };
  }
  if (needsDocument) {
    if (!docs.includes(input.document_type as DocumentType)) {
      return { error: 'document_type', field: 'document_type' };
    }
    const no = digitsOnly(input.document_no ?? '');
    if (!DOCUMENT_PATTERN[input.document_type as DocumentType].test(no)) {
      return { error: 'document_format', field: 'document_no' };
    }
  }
  if (
    input.bank_account_type !== undefined &&
    input.bank_account_type !== '' &&
    !(BANK_ACCOUNT_TYPES as readonly string[]).includes(input.bank_account_type)
  ) {
    return { error: 'bank_account_type', field: 'bank_account_type' };
  }
  return null;
}
