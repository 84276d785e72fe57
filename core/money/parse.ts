/**
 * Reading and converting money as text: a typed amount to minor units, minor units to a plain decimal, and
 * SPEC §9's round-down. Apart from format.ts, which the header uses on every first screen, so these stay with
 * the pages that read amounts (DESIGN.md §8).
 */
import { currencyInfo } from './currencies';
import { minorUnits, type MinorUnits } from './types';

/** SPEC §9 "Max value constant 1e8", in major units: the largest amount a player may type. */
export const MAX_VALUE = 100_000_000;

/** Minor units as a plain major-unit decimal string with 2 decimals, e.g. 1234 -> "12.34", -5 -> "-0.05". */
export function toMajor(minor: MinorUnits | number): string {
  const value = minorUnits(minor);
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A typed amount to minor units, or null when it is not a plain non-negative amount: digits with at most one
 * decimal separator ('.' or ',', as players type either) and no more decimals than the currency shows (so
 * "1.000" is refused rather than guessed as one or a thousand). Above MAX_VALUE is refused too.
 */
export function parseMajorToMinor(text: string, currency: string): MinorUnits | null {
  const precision = Math.min(currencyInfo(currency)?.precision ?? 2, 2);
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const wholeDigits = match[1]!.replace(/^0+(?=\d)/, '');
  const fracDigits = match[2] ?? '';
  if (fracDigits.length > precision) return null;
  if (wholeDigits.length > String(MAX_VALUE).length) return null;
  const minor = Number(wholeDigits) * 100 + Number(fracDigits.padEnd(2, '0'));
  if (minor > MAX_VALUE * 100) return null;
  return minorUnits(minor);
}

/**
 * SPEC §9 "Decimal rounding defaults to 8 places (down)": cuts the digits after `places` decimals, toward
 * zero (so -1.239 -> "-1.23" at 2 places, as in decimal libraries' ROUND_DOWN). Done on the digit string,
 * since multiplying a float by 10^8 already loses the digit being cut. Returns a plain decimal string without
 * trailing zeros ("1.5", "2", "0"). Throws on anything that is not a finite decimal number.
 */
export function roundDown(value: number | string, places = 8): string {
  if (!Number.isInteger(places) || places < 0)
    throw new RangeError(`places must be a whole number, got ${places}`);
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const m = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m || `${m[2] ?? ''}${m[3] ?? ''}` === '')
    throw new RangeError(`not a decimal number: ${String(value)}`);
  let digits = `${m[2] ?? ''}${m[3] ?? ''}`;
  // Position of the decimal point inside `digits`, after applying the exponent.
  let point = (m[2] ?? '').length + Number(m[4] ?? 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const whole = digits.slice(0, point).replace(/^0+/, '') || '0';
  const frac = digits.slice(point, point + places).replace(/0+$/, '');
  const body = frac ? `${whole}.${frac}` : whole;
  return m[1] === '-' && body !== '0' ? `-${body}` : body;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  // String() gives the shortest text that reads back as the same double, e.g. "1e-7" or "0.1".
  return String(value);
}
