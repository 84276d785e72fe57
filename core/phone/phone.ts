/**
 * Phone numbers for SMS codes, checked against SPEC §5's country codes (Brazil 55, Mexico 52, India 91,
 * Philippines 63, Kenya 254, Colombia 57, Vietnam 84, Peru 51, Argentina 54, Thailand 66, Malaysia 60).
 * A number is kept as E.164 digits without the plus (country code + national significant number). The
 * national lengths are each numbering plan's mobile lengths (trunk prefix 0 dropped), so a typo in the
 * length is refused before an SMS is paid for.
 */

export interface PhoneCountry {
  /** ISO 3166 country. */
  country: string;
  code: string;
  /** Allowed lengths of the national significant number (without the trunk 0). */
  lengths: readonly number[];
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { country: 'BR', code: '55', lengths: [10, 11] },
  { country: 'MX', code: '52', lengths: [10] },
  { country: 'IN', code: '91', lengths: [10] },
  { country: 'PH', code: '63', lengths: [10] },
  { country: 'KE', code: '254', lengths: [9] },
  { country: 'CO', code: '57', lengths: [10] },
  { country: 'VN', code: '84', lengths: [9, 10] },
  { country: 'PE', code: '51', lengths: [9] },
  { country: 'AR', code: '54', lengths: [10, 11] },
  { country: 'TH', code: '66', lengths: [9] },
  { country: 'MY', code: '60', lengths: [9, 10] },
];

export type PhoneProblem = 'empty' | 'not_digits' | 'unknown_country' | 'length';

export type PhoneParse =
  | { ok: true; e164: string; country: string; code: string; national: string }
  | { ok: false; problem: PhoneProblem };

const byCode = (code: string) => PHONE_COUNTRIES.find((c) => c.code === code);
export const phoneCountryOf = (country: string) =>
  PHONE_COUNTRIES.find((c) => c.country === country.toUpperCase());

/**
 * Reads a number as a player types it: `+55 11 91234-5678`, `5511912345678`, or the national part
 * `(11) 91234-5678` with `areaCode` 55 (or `defaultCountry` BR when neither names the country).
 */
export function parsePhone(raw: string, areaCode?: string, defaultCountry?: string): PhoneParse {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, problem: 'not_digits' };
  const digits = text.replace(/\D/g, '');
  if (!digits) return { ok: false, problem: 'not_digits' };
  const area = (areaCode ?? '').replace(/\D/g, '');
  let country: PhoneCountry | undefined;
  let national: string;
  if (area || (defaultCountry && !text.startsWith('+'))) {
    country = area ? byCode(area) : phoneCountryOf(defaultCountry!);
    if (!country) return { ok: false, problem: 'unknown_country' };
    // The player may type the country code again in the number: accept it once.
    const rest = digits.slice(country.code.length);
    national =
      digits.startsWith(country.code) && !fits(country, stripTrunk(digits)) && fits(country, stripTrunk(rest))
        ? rest
        : digits;
  } else {
    // International form: the country code that prefixes the number (SPEC §5's codes are prefix-free).
    country = PHONE_COUNTRIES.find((c) => digits.startsWith(c.code));
    if (!country) return { ok: false, problem: 'unknown_country' };
    national = digits.slice(country.code.length);
  }
  national = stripTrunk(national);
  if (!fits(country, national)) return { ok: false, problem: 'length' };
  return { ok: true, e164: country.code + national, country: country.country, code: country.code, national };
}

/** The national trunk prefix 0 (0 11 9... in Argentina, 09... in the Philippines) is not dialled abroad. */
const stripTrunk = (national: string) => national.replace(/^0+/, '');
const fits = (c: PhoneCountry, national: string) => c.lengths.includes(national.length);

/** For messages and lists: "+55 ••••••5678" (the last 4 digits only). */
export function maskPhone(e164: string): string {
  const c = PHONE_COUNTRIES.find((p) => e164.startsWith(p.code));
  const code = c?.code ?? '';
  const rest = e164.slice(code.length);
  return `+${code} ${'•'.repeat(Math.max(0, rest.length - 4))}${rest.slice(-4)}`;
}
