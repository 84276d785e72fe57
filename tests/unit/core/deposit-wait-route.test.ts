import { describe, expect, it } from 'vitest';
import { depositWaitRoute } from '../../../core/wallet';

describe('depositWaitRoute', () => {
  it('sends a ThaiQR order to /thaiqr-pay, whatever the currency', () => {
    expect(depositWaitRoute('ThaiQR', 'THB')).toBe('/thaiqr-pay');
    expect(depositWaitRoute('ThaiQR', 'USD')).toBe('/thaiqr-pay');
  });

  it('sends a bank transfer in baht to /th-bank-page, in any letter case', () => {
    expect(depositWaitRoute('BankTransfer', 'THB')).toBe('/th-bank-page');
    expect(depositWaitRoute('BankTransfer', 'thb')).toBe('/th-bank-page');
  });

  it('keeps every other order on /deposit-wait', () => {
    expect(depositWaitRoute('BankTransfer', 'COP')).toBe('/deposit-wait');
    expect(depositWaitRoute('PIX', 'BRL')).toBe('/deposit-wait');
    expect(depositWaitRoute('PHQR', 'PHP')).toBe('/deposit-wait');
  });
});
