import { describe, expect, it } from 'vitest';
import { maskPhone, parsePhone, PHONE_COUNTRIES } from '../../core/phone/phone';

describe('phone numbers (SPEC §5 country codes)', () => {
  it('knows exactly the SPEC §5 country codes', () => {
    expect(PHONE_COUNTRIES.map((c) => c.code).sort()).toEqual(
      ['55', '52', '91', '63', '254', '57', '84', '51', '54', '66', '60'].sort(),
    );
  });

  it('reads the international form with separators', () => {
    expect(parsePhone('+55 (11) 91234-5678')).toEqual({
      ok: true,
      e164: '5511912345678',
      country: 'BR',
      code: '55',
      national: '11912345678',
    });
    expect(parsePhone('+254 712 345 678')).toMatchObject({ ok: true, e164: '254712345678', country: 'KE' });
  });

  it('reads a national number with the area code or the market default, dropping the trunk 0', () => {
    expect(parsePhone('0917 123 4567', '63')).toMatchObject({ ok: true, e164: '639171234567' });
    expect(parsePhone('55 1234 5678', '+52')).toMatchObject({ ok: true, e164: '525512345678' });
    expect(parsePhone('3001234567', undefined, 'CO')).toMatchObject({ ok: true, e164: '573001234567' });
    expect(parsePhone('5511999999999', undefined, 'BR')).toMatchObject({ ok: true, e164: '5511999999999' });
    // The country code typed again after the area code is taken once.
    expect(parsePhone('573001234567', '57')).toMatchObject({ ok: true, e164: '573001234567' });
  });

  it('refuses other countries, wrong lengths and letters', () => {
    expect(parsePhone('+1 415 555 0100')).toEqual({ ok: false, problem: 'unknown_country' });
    expect(parsePhone('12345', '44')).toEqual({ ok: false, problem: 'unknown_country' });
    expect(parsePhone('+55 11 1234')).toEqual({ ok: false, problem: 'length' });
    expect(parsePhone('+52 55 1234 56789')).toEqual({ ok: false, problem: 'length' });
    expect(parsePhone('call me')).toEqual({ ok: false, problem: 'not_digits' });
    expect(parsePhone('  ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('5511912345678')).toBe('+55 •••••••5678');
  });
});
