/**
 * Branded number types (DESIGN.md §10.6): a MinorUnits value cannot be passed where a DecimalOdds is
 * expected, nor a plain number where money is, without saying so.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money in integer minor units: 1/100 of the currency unit on the wire (SPEC §3 "divided by 100"). */
export type MinorUnits = Brand<number, 'MinorUnits'>;
/** Decimal (European) odds, e.g. 1.85. Negative on the wire means locked (SPEC §3). */
export type DecimalOdds = Brand<number, 'DecimalOdds'>;
/** Upper-case ISO-like currency code: BRL, MXN, USDT, ... */
export type CurrencyCode = Brand<string, 'CurrencyCode'>;

export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`minor units must be a safe integer, got ${value}`);
  return value as MinorUnits;
}

export const decimalOdds = (value: number): DecimalOdds => value as DecimalOdds;
export const currencyCode = (value: string): CurrencyCode => value.toUpperCase() as CurrencyCode;
