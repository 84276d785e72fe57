import { describe, expect, it } from 'vitest';
import { formatMoney, separatorsFor } from '../../../core/money/format';
import { MAX_VALUE, parseMajorToMinor, roundDown, toMajor } from '../../../core/money/parse';
import { LOCALES } from '../../../core/i18n/locales';

describe('formatMoney: symbol position (SPEC §9)', () => {
  it.each([
    ['BRL', 'R$ 10.00'],
    ['MXN', '$10.00'],
    ['INR', '₹10.00'],
    ['PHP', '₱10.00'],
    ['KES', 'KSh 10.00'],
    ['COP', '$10.00'],
    ['PEN', 'S/ 10.00'],
    ['USD', '10.00 USD'],
    ['USDT', '10.00 USDT'],
    ['VND', '10 ₫'],
  ])('%s in English: %s', (code, text) => {
    expect(formatMoney(1000, code, { locale: 'en' })).toBe(text);
  });
});

describe('formatMoney: separators (SPEC §5 "a comma replaces the point for every language except one")', () => {
  it('English uses a point for decimals and a comma for thousands', () => {
    expect(formatMoney(123456789, 'BRL', { locale: 'en' })).toBe('R$ 1,234,567.89');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s uses a comma for decimals and a point for thousands',
    (locale) => {
      expect(formatMoney(123456789, 'BRL', { locale })).toBe('R$ 1.234.567,89');
      expect(separatorsFor(locale)).toEqual({ decimal: ',', group: '.' });
    },
  );

  it('groups every three digits and not below a thousand', () => {
    expect(formatMoney(99999, 'MXN', { locale: 'en' })).toBe('$999.99');
    expect(formatMoney(100000, 'MXN', { locale: 'en' })).toBe('$1,000.00');
    expect(formatMoney(10000000000, 'MXN', { locale: 'es-MX' })).toBe('$100.000.000,00');
  });
});

describe('formatMoney: precision', () => {
  it('shows 2 decimals by default, padded', () => {
    expect(formatMoney(5, 'BRL', { locale: 'pt-BR' })).toBe('R$ 0,05');
    expect(formatMoney(0, 'USD', { locale: 'en' })).toBe('0.00 USD');
  });

  it('shows VND with no decimals, cutting (never rounding up) the hundredths', () => {
    expect(formatMoney(123499, 'VND', { locale: 'vi' })).toBe('1.234 ₫');
    expect(formatMoney(199, 'VND', { locale: 'vi' })).toBe('1 ₫');
  });
});

describe('formatMoney: negative amounts', () => {
  it('puts the minus sign first, before a leading symbol', () => {
    expect(formatMoney(-123456, 'BRL', { locale: 'pt-BR' })).toBe('-R$ 1.234,56');
    expect(formatMoney(-500, 'MXN', { locale: 'en' })).toBe('-$5.00');
  });

  it('puts the minus sign before the amount when the symbol follows', () => {
    expect(formatMoney(-100000000, 'VND', { locale: 'vi' })).toBe('-1.000.000 ₫');
    expect(formatMoney(-1, 'USD', { locale: 'en' })).toBe('-0.01 USD');
  });

  it('shows no minus sign on an amount that displays as zero', () => {
    expect(formatMoney(-50, 'VND', { locale: 'vi' })).toBe('0 ₫');
  });
});

describe('formatMoney: K abbreviation (Vietnam and Colombia markets)', () => {
  it('abbreviates whole thousands in Vietnam', () => {
    expect(formatMoney(2_000_000, 'VND', { locale: 'vi', market: 'VN' })).toBe('20K ₫');
    expect(formatMoney(500_000_000, 'VND', { locale: 'vi', market: 'VN' })).toBe('5.000K ₫');
  });

  it('abbreviates whole thousands in Colombia', () => {
    expect(formatMoney(2_000_000, 'COP', { locale: 'es-MX', market: 'CO' })).toBe('$20K');
    expect(formatMoney(600_000, 'COP', { locale: 'en', market: 'CO' })).toBe('$6K');
    expect(formatMoney(-1_000_000, 'COP', { locale: 'es-MX', market: 'CO' })).toBe('-$10K');
  });

  it('shows non-round amounts in full so no money is hidden', () => {
    expect(formatMoney(2_050_000, 'VND', { locale: 'vi', market: 'VN' })).toBe('20.500 ₫');
    expect(formatMoney(2_000_050, 'COP', { locale: 'es-MX', market: 'CO' })).toBe('$20.000,50');
  });

  it('does not abbreviate below a thousand', () => {
    expect(formatMoney(50_000, 'VND', { locale: 'vi', market: 'VN' })).toBe('500 ₫');
  });

  it('does not abbreviate in other markets', () => {
    expect(formatMoney(2_000_000, 'MXN', { locale: 'es-MX', market: 'MX' })).toBe('$20.000,00');
    expect(formatMoney(2_000_000, 'BRL', { locale: 'pt-BR', market: 'BR' })).toBe('R$ 20.000,00');
    expect(formatMoney(2_000_000, 'VND', { locale: 'vi' })).toBe('20.000 ₫');
  });

  it('can be turned off for a full amount', () => {
    expect(formatMoney(2_000_000, 'VND', { locale: 'vi', market: 'VN', abbreviate: false })).toBe('20.000 ₫');
  });
});

describe('formatMoney: input checks', () => {
  it('refuses fractional minor units (a float slipped in)', () => {
    expect(() => formatMoney(10.5, 'BRL', { locale: 'en' })).toThrow(RangeError);
  });

  it('shows an unknown currency code after the amount', () => {
    expect(formatMoney(1000, 'btc', { locale: 'en' })).toBe('10.00 BTC');
  });
});

describe('toMajor', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [1200, '12.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [30, '0.30'],
    [10_000_000_000, '100000000.00'],
  ])('%i minor is %s', (minor, text) => {
    expect(toMajor(minor)).toBe(text);
  });

  it('is exact where float division is not', () => {
    // 0.1 + 0.2 style: 30 minor must not become 0.30000000000000004.
    expect(toMajor(10 + 20)).toBe('0.30');
    expect(toMajor(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });
});

describe('parseMajorToMinor', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10,5', 1050],
    ['0.01', 1],
    ['  25.99 ', 2599],
    ['007', 700],
    ['0', 0],
  ])('%s -> %i minor', (text, minor) => {
    expect(parseMajorToMinor(text, 'BRL')).toBe(minor);
  });

  it('is exact for amounts that are not exact in binary', () => {
    expect(parseMajorToMinor('0.29', 'BRL')).toBe(29);
    expect(parseMajorToMinor('1.15', 'BRL')).toBe(115);
    expect(parseMajorToMinor('4.35', 'USD')).toBe(435);
  });

  it.each([
    '',
    'abc',
    '10a',
    '-5',
    '+5',
    '1e3',
    '1.2.3',
    '1,000.50',
    '.5',
    '5.',
    '10.123',
    'NaN',
    'Infinity',
    '1 000',
  ])('rejects %j', (text) => {
    expect(parseMajorToMinor(text, 'BRL')).toBeNull();
  });

  it('rejects decimals for a currency shown without them', () => {
    expect(parseMajorToMinor('1000', 'VND')).toBe(100000);
    expect(parseMajorToMinor('1.000', 'VND')).toBeNull();
    expect(parseMajorToMinor('10,5', 'VND')).toBeNull();
  });

  it('accepts the max value 1e8 and rejects anything above it', () => {
    expect(MAX_VALUE).toBe(1e8);
    expect(parseMajorToMinor('100000000', 'BRL')).toBe(1e10);
    expect(parseMajorToMinor('100000000.01', 'BRL')).toBeNull();
    expect(parseMajorToMinor('100000001', 'BRL')).toBeNull();
    expect(parseMajorToMinor('99999999999999999999', 'BRL')).toBeNull();
    expect(parseMajorToMinor('0000000000100000000', 'BRL')).toBe(1e10);
  });
});

describe('roundDown (SPEC §9: 8 places, down)', () => {
  it('defaults to 8 places and cuts, never rounds up', () => {
    expect(roundDown('1.123456789')).toBe('1.12345678');
    expect(roundDown('0.999999999')).toBe('0.99999999');
    expect(roundDown(0.123456789)).toBe('0.12345678');
  });

  it('cuts where float multiplication would round up', () => {
    // Math.floor(1.005 * 100) / 100 is 1 because 1.005 * 100 = 100.49999999999999.
    expect(roundDown(1.005, 3)).toBe('1.005');
    expect(roundDown(8.2, 1)).toBe('8.2');
    expect(roundDown(0.58, 2)).toBe('0.58');
  });

  it('takes other place counts', () => {
    expect(roundDown('12.3456', 2)).toBe('12.34');
    expect(roundDown('12.3456', 0)).toBe('12');
  });

  it('rounds negative values toward zero', () => {
    expect(roundDown('-1.239', 2)).toBe('-1.23');
    expect(roundDown('-0.001', 2)).toBe('0');
  });

  it('handles exponent notation', () => {
    expect(roundDown(1e-7)).toBe('0.0000001');
    expect(roundDown(1e-9)).toBe('0');
    expect(roundDown(1.5e21)).toBe('1500000000000000000000');
    expect(roundDown('2.5E-3', 8)).toBe('0.0025');
  });

  it('drops trailing zeros and leading zeros', () => {
    expect(roundDown('001.50000')).toBe('1.5');
    expect(roundDown('5')).toBe('5');
    expect(roundDown('.5')).toBe('0.5');
  });

  it('rejects what is not a number', () => {
    expect(() => roundDown('abc')).toThrow(RangeError);
    expect(() => roundDown('')).toThrow(RangeError);
    expect(() => roundDown(Number.NaN)).toThrow(RangeError);
    expect(() => roundDown(Infinity)).toThrow(RangeError);
    expect(() => roundDown('1', -1)).toThrow(RangeError);
  });
});

describe('digit grouping by market (Intl.NumberFormat)', () => {
  it('India groups by lakhs and crores; others by thousands; SPEC §5 separators stay', () => {
    expect(formatMoney(10_000_000, 'INR', { locale: 'en', market: 'IN' })).toBe('₹1,00,000.00');
    expect(formatMoney(123_456_789_00, 'INR', { locale: 'en', market: 'IN' })).toBe('₹12,34,56,789.00');
    expect(formatMoney(10_000_000, 'INR', { locale: 'pt-BR', market: 'IN' })).toBe('₹1.00.000,00');
    expect(formatMoney(10_000_000, 'BRL', { locale: 'pt-BR', market: 'BR' })).toBe('R$ 100.000,00');
    expect(formatMoney(10_000_000, 'USD', { locale: 'en', market: 'US' })).toBe('100,000.00 USD');
  });
});
