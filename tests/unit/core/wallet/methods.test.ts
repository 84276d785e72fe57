import { describe, expect, it } from 'vitest';
import { CLIENT_BRANDS, type BrandId } from '../../../../core/brand/client-brands';
import {
  BANK_ACCOUNT_TYPES,
  DEPOSIT_METHODS,
  METHOD_FAMILY,
  PAY_METHODS,
  WITHDRAW_METHODS,
  accountLengthOk,
  checkWithdrawAccount,
  cryptoNetworks,
  documentTypes,
  isPayMethod,
  phoneCode,
  taxIdLabel,
  type PayMethod,
  type WithdrawAccountInput,
} from '../../../../core/wallet/methods';

describe('payment method codes (SPEC §3)', () => {
  it('lists the 23 deposit codes and the 4 withdraw-only ones', () => {
    expect(PAY_METHODS).toHaveLength(27);
    for (const code of [
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
    ]) {
      expect(isPayMethod(code)).toBe(true);
    }
    expect(isPayMethod('pix')).toBe(false);
  });

  it.each([
    ['PIX', 'qr'],
    ['PHQR', 'qr'],
    ['ThaiQR', 'qr'],
    ['DuitNowQR', 'qr'],
    ['SPEI', 'bank_reference'],
    ['BankTransfer', 'bank_reference'],
    ['PSE', 'bank_reference'],
    ['OXXOPay', 'voucher'],
    ['Efecty', 'voucher'],
    ['USDT', 'crypto'],
    ['Card', 'card'],
    ['GCASH', 'ewallet'],
    ['MPESA', 'ewallet'],
    ['UPI', 'ewallet'],
  ] as [PayMethod, string][])('%s is paid as %s', (method, family) => {
    expect(METHOD_FAMILY[method]).toBe(family);
  });

  it('every brand offers at least one deposit and one withdraw method, all known codes', () => {
    for (const b of CLIENT_BRANDS) {
      expect(DEPOSIT_METHODS[b.id].length).toBeGreaterThan(0);
      expect(WITHDRAW_METHODS[b.id].length).toBeGreaterThan(0);
      for (const m of [...DEPOSIT_METHODS[b.id], ...WITHDRAW_METHODS[b.id]])
        expect(isPayMethod(m)).toBe(true);
    }
  });

  it.each([
    ['br', 'PIX', 'PIX'],
    ['mx', 'SPEI', 'SPEI'],
    ['mx', 'OXXOPay', 'SPEI'],
    ['co', 'PSE', 'NEQUI'],
    ['ph', 'GCASH', 'PAYMAYA'],
    ['ke', 'MPESA', 'MPESA'],
    ['in', 'UPI', 'IMPS'],
    ['crypto', 'USDT', 'USDT'],
  ] as [BrandId, PayMethod, PayMethod][])('%s offers deposit %s and withdraw %s', (brand, dep, wd) => {
    expect(DEPOSIT_METHODS[brand]).toContain(dep);
    expect(WITHDRAW_METHODS[brand]).toContain(wd);
  });

  it('the withdraw-only methods are never deposit methods', () => {
    for (const b of CLIENT_BRANDS) {
      for (const m of ['PAYMAYA', 'TPAGA', 'DAVIPLATA', 'MOVII']) {
        expect(DEPOSIT_METHODS[b.id]).not.toContain(m);
      }
    }
  });

  it('USDT networks are TRC20, ERC20 and BEP20; fiat has none', () => {
    expect(cryptoNetworks('usdt')).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(cryptoNetworks('BRL')).toEqual([]);
  });
});

describe('withdraw account number length by method (SPEC §5)', () => {
  const digits = (n: number) => '9'.repeat(n);
  it.each([
    ['GCASH', [11], [10, 12]],
    ['PAYMAYA', [10], [9, 11]],
    ['MPESA', [10, 11], [9, 12]],
    ['CASH', [5, 17, 30], [4, 31]],
    ['TPAGA', [11, 14], [10, 12, 13, 15]],
    ['NEQUI', [10], [9, 11]],
    ['DAVIPLATA', [10], [9, 11]],
    ['MOVII', [10], [9, 11]],
  ] as [PayMethod, number[], number[]][])('%s accepts %j, refuses %j', (method, good, bad) => {
    for (const n of good) expect(accountLengthOk(method, digits(n))).toBe(true);
    for (const n of bad) expect(accountLengthOk(method, digits(n))).toBe(false);
  });

  it('phone-number wallets ignore spaces and dashes when counting', () => {
    expect(accountLengthOk('GCASH', '0917-123 4567')).toBe(true);
  });
});

describe('tax id label by method (SPEC §5)', () => {
  it.each([
    ['PIX', 'CPF'],
    ['SPEI', 'RFC'],
    ['Transfiya', 'CC'],
    ['BankTransfer', 'CC'],
    ['TPAGA', 'CC'],
    ['GCASH', null],
    ['MPESA', null],
  ] as [PayMethod, string | null][])('%s: %s', (method, label) => {
    expect(taxIdLabel(method)).toBe(label);
  });
});

describe('phone country codes (SPEC §5)', () => {
  it.each([
    ['BRL', '55'],
    ['MXN', '52'],
    ['INR', '91'],
    ['PHP', '63'],
    ['KES', '254'],
    ['COP', '57'],
    ['VND', '84'],
    ['PEN', '51'],
    ['ARS', '54'],
    ['THB', '66'],
    ['MYR', '60'],
  ])('currency %s: +%s', (currency, code) => {
    expect(phoneCode('BankTransfer', currency)).toBe(code);
  });
  it('by method first', () => {
    expect(phoneCode('GCASH', 'USD')).toBe('63');
    expect(phoneCode('MPESA', 'USD')).toBe('254');
    expect(phoneCode('BankTransfer', 'USDT')).toBeNull();
  });
});

describe('reference lists (SPEC §3)', () => {
  it('document types: Peru DNI/RUC, Argentina CUIT/CUIL, none elsewhere', () => {
    expect(documentTypes('PEN')).toEqual(['DNI', 'RUC']);
    expect(documentTypes('ars')).toEqual(['CUIT', 'CUIL']);
    expect(documentTypes('BRL')).toEqual([]);
  });
  it('bank account types: savings and checking', () => {
    expect(BANK_ACCOUNT_TYPES).toEqual(['savings', 'checking']);
  });
});

describe('checkWithdrawAccount', () => {
  const pix: WithdrawAccountInput = {
    method: 'PIX',
    account_no: 'demo@placarbet.com.br',
    holder_name: 'Demo Player',
    tax_id: '123.456.789-09',
  };
  it('accepts a valid PIX account (CPF with separators)', () => {
    expect(checkWithdrawAccount('br', 'BRL', pix)).toBeNull();
  });
  it('refuses a method the brand does not offer', () => {
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, method: 'SPEI' })).toEqual({
      error: 'method_unavailable',
      field: 'method',
    });
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, method: 'nope' })?.error).toBe('method_unavailable');
  });
  it('CPF must be 11 digits', () => {
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, tax_id: '1234567890' })).toEqual({
      error: 'tax_id_format',
      field: 'tax_id',
    });
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, tax_id: '' })?.error).toBe('tax_id_required');
  });
  it('holder name is required', () => {
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, holder_name: '  ' })?.error).toBe('holder_required');
  });
  it('SPEI needs an RFC', () => {
    const spei = {
      method: 'SPEI',
      account_no: '002010077777777771',
      holder_name: 'Ana',
      tax_id: 'GODE561231GR8',
    };
    expect(checkWithdrawAccount('mx', 'MXN', spei)).toBeNull();
    expect(checkWithdrawAccount('mx', 'MXN', { ...spei, tax_id: 'GODE56' })?.error).toBe('tax_id_format');
  });
  it('GCASH: 11 digits, else account_length on account_no', () => {
    const g = { method: 'GCASH', account_no: '09171234567', holder_name: 'Juan' };
    expect(checkWithdrawAccount('ph', 'PHP', g)).toBeNull();
    expect(checkWithdrawAccount('ph', 'PHP', { ...g, account_no: '0917123456' })).toEqual({
      error: 'account_length',
      field: 'account_no',
    });
    expect(checkWithdrawAccount('ph', 'PHP', { ...g, account_no: '0917123456a' })?.error).toBe(
      'account_format',
    );
  });
  it('Colombia BankTransfer asks CC; NEQUI does not', () => {
    const bt = {
      method: 'BankTransfer',
      account_no: '123456789012',
      holder_name: 'Luz',
      tax_id: '1020304050',
    };
    expect(checkWithdrawAccount('co', 'COP', bt)).toBeNull();
    expect(checkWithdrawAccount('co', 'COP', { ...bt, tax_id: '12' })?.error).toBe('tax_id_format');
    expect(
      checkWithdrawAccount('co', 'COP', { method: 'NEQUI', account_no: '3001234567', holder_name: 'Luz' }),
    ).toBeNull();
  });
  it('Peru BankTransfer asks a DNI (8 digits) or RUC (11 digits) instead of CC', () => {
    const bt = {
      method: 'BankTransfer',
      account_no: '19112345678012',
      holder_name: 'Rosa',
      document_type: 'DNI',
      document_no: '12345678',
    };
    expect(checkWithdrawAccount('pe', 'PEN', bt)).toBeNull();
    expect(
      checkWithdrawAccount('pe', 'PEN', { ...bt, document_type: 'RUC', document_no: '20123456789' }),
    ).toBeNull();
    expect(checkWithdrawAccount('pe', 'PEN', { ...bt, document_type: 'CPF' })?.error).toBe('document_type');
    expect(checkWithdrawAccount('pe', 'PEN', { ...bt, document_no: '1234567' })).toEqual({
      error: 'document_format',
      field: 'document_no',
    });
  });
  it('bank account type must be savings or checking when given', () => {
    const bt = {
      method: 'BankTransfer',
      account_no: '123456789012',
      holder_name: 'Luz',
      tax_id: '1020304050',
    };
    expect(checkWithdrawAccount('co', 'COP', { ...bt, bank_account_type: 'checking' })).toBeNull();
    expect(checkWithdrawAccount('co', 'COP', { ...bt, bank_account_type: 'gold' })?.error).toBe(
      'bank_account_type',
    );
  });
  it('an account number with markup is refused', () => {
    expect(checkWithdrawAccount('br', 'BRL', { ...pix, account_no: '<script>x' })?.error).toBe(
      'account_format',
    );
  });
});
