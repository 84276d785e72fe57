import type { Market } from '../brand/brands';
import type { Locale } from '../i18n/locales';
import { currencyInfo } from './currencies';
import { minorUnits, type MinorUnits } from './types';

/**
 * Showing and reading money (SPEC §9 "Currency", SPEC §5 "Decimal separator"). Everything works on integer
 * minor units and digit strings: a float never touches an amount, so 0.1 + 0.2 cannot show up on a balance.
 */

/** SPEC §9: the K abbreviation applies to these markets only. */
const K_MARKETS: ReadonlySet<Market> = new Set<Market>(['VN', 'CO']);

export interface Separators {
  decimal: string;
  group: string;
}

/** SPEC §5: a comma replaces the point for every language except English; grouping then uses the point. */
export function separatorsFor(locale: Locale): Separators {
  return locale === 'en' ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' };
}

/**
 * How a market groups the digits of an amount: India by lakhs and crores (1,00,000), everyone else by
 * thousands. The grouping comes from Intl.NumberFormat with the market's locale; the separator characters stay
 * SPEC §5's (separatorsFor).
 */
const GROUPING_LOCALE: Partial<Record<Market, string>> = { IN: 'en-IN' };
const groupers = new Map<string, Intl.NumberFormat>();

function group(digits: string, sep: string, market?: Market): string {
  const locale = (market && GROUPING_LOCALE[market]) || 'en-US';
  let nf = groupers.get(locale);
  if (!nf) groupers.set(locale, (nf = new Intl.NumberFormat(locale, { useGrouping: true })));
  // A BigInt is formatted exactly, however large: no float ever sees the amount.
  return nf
    .formatToParts(BigInt(digits))
    .map((part) => (part.type === 'group' ? sep : part.value))
    .join('');
}

export interface FormatMoneyOptions {
  locale: Locale;
  /** The brand's market; only VN and CO abbreviate. */
  market?: Market;
  /** Set false to show the full amount in a K market (e.g. a receipt). Defaults to true there. */
  abbreviate?: boolean;
  /**
   * The unit word to show instead of the currency table's symbol: the page passes the play chips' name in the
   * player's language (core has no translations; src/platform/money-text.ts does it).
   */
  symbol?: string;
}

/**
 * E.g. formatMoney(123456, 'BRL', {locale: 'pt-BR'}) -> "R$ 1.234,56"; (2000000, 'VND', {locale: 'vi',
 * market: 'VN'}) -> "20K ₫"; (10000000, 'INR', {locale: 'en', market: 'IN'}) -> "₹1,00,000.00".
 * - A multi-letter symbol before the amount gets a space ("R$ 10,00", "KSh 10.00"), a one-character one does
 *   not ("$10.00"); a symbol after the amount always does ("10.00 USD").
 * - Digits past the currency's precision are cut, not rounded (VND shows 0 decimals): we never show a player
 *   more than they have.
 * - K abbreviation: only whole multiples of 1 000 (major) are abbreviated ("20K", "1.500K"); anything else is
 *   shown in full ("20.500"), because a shortened amount would hide money.
 * - The minus sign leads everything: "-R$ 5,00", "-1.000 ₫".
 */
export function formatMoney(
  minor: MinorUnits | number,
  currency: string,
  options: FormatMoneyOptions,
): string {
  const value = minorUnits(minor);
  const info = currencyInfo(currency);
  const symbol = options.symbol ?? info?.symbol ?? currency.toUpperCase();
  const symbolAfter = info?.symbolAfter ?? true;
  const precision = Math.min(info?.precision ?? 2, 2);
  const { decimal, group: sep } = separatorsFor(options.locale);

  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100)
    .padStart(2, '0')
    .slice(0, precision);
  const abbreviate = options.abbreviate ?? true;
  const inK =
    abbreviate &&
    options.market !== undefined &&
    K_MARKETS.has(options.market) &&
    abs % 100_000 === 0 &&
    whole >= 1000;

  let body: string;
  if (inK) body = `${group(String(whole / 1000), sep, options.market)}K`;
  else body = group(String(whole), sep, options.market) + (precision > 0 ? decimal + cents : '');

  const shownNonZero = whole > 0 || /[1-9]/.test(cents);
  const sign = value < 0 && shownNonZero ? '-' : '';
  if (symbolAfter) return `${sign}${body} ${symbol}`;
  return `${sign}${symbol}${symbol.length > 1 ? ' ' : ''}${body}`;
}
