import type { CurrencyCode } from './types';

/**
 * Currency display facts (SPEC §9 "Currency"). Minor units are always 1/100 on the wire, whatever the
 * currency, because the contract says balances are "divided by 100"; `precision` is only how many decimals
 * we show. The dong, USD and USDT put their symbol after the amount; all others before.
 */
export interface CurrencyInfo {
  code: CurrencyCode;
  /** Lower-case code used in URLs and local storage (SPEC §9: brl, mex, inr, ...). */
  slug: string;
  symbol: string;
  symbolAfter: boolean;
  precision: number;
}

const c = (
  code: string,
  slug: string,
  symbol: string,
  symbolAfter: boolean,
  precision = 2,
): CurrencyInfo => ({
  code: code as CurrencyCode,
  slug,
  symbol,
  symbolAfter,
  precision,
});

export const CURRENCIES: Record<string, CurrencyInfo> = {
  BRL: c('BRL', 'brl', 'R$', false),
  MXN: c('MXN', 'mex', '$', false),
  INR: c('INR', 'inr', '₹', false),
  PHP: c('PHP', 'php', '₱', false),
  KES: c('KES', 'kes', 'KSh', false),
  USD: c('USD', 'usd', 'USD', true),
  COP: c('COP', 'cop', '$', false),
  USDT: c('USDT', 'usdt', 'USDT', true),
  RUB: c('RUB', 'rub', '₽', false),
  VND: c('VND', 'vnd', '₫', true, 0),
  PEN: c('PEN', 'pen', 'S/', false),
  ARS: c('ARS', 'ars', '$', false),
  THB: c('THB', 'thb', '฿', false),
  MYR: c('MYR', 'myr', 'RM', false),
  /** Play chips (core/rg/play.ts): the play-money brands' own ledger currency. */
  XPC: c('XPC', 'xpc', 'chips', true, 0),
};

/** SPEC §3 crypto list for the multi-currency brand. */
export const CRYPTO_CURRENCIES = [
  'USD',
  'BTC',
  'ETH',
  'USDT',
  'USDC',
  'BUSD',
  'BNB',
  'XRP',
  'ADA',
  'DOT',
  'LTC',
  'LINK',
] as const;

export function currencyInfo(code: string): CurrencyInfo | undefined {
  return CURRENCIES[code.toUpperCase()];
}
