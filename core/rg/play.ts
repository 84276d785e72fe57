/**
 * Play-money mode (issue #21): a brand whose market profile forbids real money runs the whole product on play
 * chips, a ledger currency of its own (never converted to or mixed with real money). `XPC` follows the ISO 4217
 * habit of X-codes for things that are not a national currency. Amounts are minor units like any currency
 * (1/100 of a chip), shown without decimals.
 */
import { formatMoney, type FormatMoneyOptions } from '../money/format';

export const PLAY_CURRENCY = 'XPC';

/** The free daily top-up: this many chips (minor units), once per brand-local calendar day. */
export const PLAY_TOPUP_AMOUNT = 1_000_000;

export const isPlayCurrency = (code: string | null | undefined): boolean =>
  (code ?? '').toUpperCase() === PLAY_CURRENCY;

/** Chips as a number without their symbol (the page adds its own translated "chips" label): `10,000`. */
export const formatChips = (minor: number, options: FormatMoneyOptions): string =>
  formatMoney(minor, PLAY_CURRENCY, { abbreviate: false, ...options }).replace(/ chips$/, '');
