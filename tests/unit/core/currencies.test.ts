import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyInfo } from '../../../core/money/currencies';

describe('currencies (SPEC §9 "Currency")', () => {
  it('knows every currency code of the spec, by its slug', () => {
    const slugs = Object.values(CURRENCIES).map((c) => c.slug);
    for (const slug of [
      'brl',
      'mex',
      'inr',
      'php',
      'kes',
      'usd',
      'cop',
      'usdt',
      'rub',
      'vnd',
      'pen',
      'ars',
      'thb',
      'myr',
    ])
      expect(slugs).toContain(slug);
  });

  it.each([
    ['BRL', 'R$'],
    ['MXN', '$'],
    ['INR', '₹'],
    ['PHP', '₱'],
    ['KES', 'KSh'],
    ['USD', 'USD'],
  ])('%s uses the symbol %s', (code, symbol) => {
    expect(currencyInfo(code)?.symbol).toBe(symbol);
  });

  it('the dong, USD, USDT and play chips put the symbol after the amount; all others before', () => {
    const after = Object.values(CURRENCIES)
      .filter((c) => c.symbolAfter)
      .map((c) => c.code)
      .sort();
    expect(after).toEqual(['USD', 'USDT', 'VND', 'XPC']);
  });

  it('precision is 2 by default and 0 for the dong and play chips (whole chips)', () => {
    for (const c of Object.values(CURRENCIES))
      expect(c.precision).toBe(c.code === 'VND' || c.code === 'XPC' ? 0 : 2);
  });

  it('looks codes up case-insensitively and answers undefined for unknown ones', () => {
    expect(currencyInfo('brl')?.code).toBe('BRL');
    expect(currencyInfo('XYZ')).toBeUndefined();
  });

  it('keys the table by each currency’s own code', () => {
    for (const [key, info] of Object.entries(CURRENCIES)) expect(info.code).toBe(key);
  });
});
