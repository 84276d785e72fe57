/**
 * Which currency a player's wallet call is in: the brand's currency, unless the request's `currency`
 * parameter names another one the brand allows (the multi-currency crypto brand: SPEC §3 crypto list).
 */
import type { ClientBrand } from '../brand/client-brands';
import { CRYPTO_CURRENCIES, CURRENCIES } from '../money/currencies';

export function brandCurrencies(brand: Pick<ClientBrand, 'currency' | 'flags'>): readonly string[] {
  if (!brand.flags.multiCurrency) return [brand.currency];
  return [brand.currency, ...CRYPTO_CURRENCIES.filter((c) => c !== brand.currency)];
}

/** The currency to use, or null when the requested one is not allowed on this brand. */
export function resolveWalletCurrency(
  brand: Pick<ClientBrand, 'currency' | 'flags'>,
  requested: string | undefined,
): string | null {
  if (!requested) return brand.currency;
  const code = requested.toUpperCase();
  // The single-currency brands ignore a stray parameter of their own slug (brl, mex, ...) or code.
  if (!brand.flags.multiCurrency) return brand.currency;
  return brandCurrencies(brand).includes(code) ? code : null;
}

/** A currency as a request names it, code (MXN) or slug (mex, SPEC §9), as a code. */
export function currencyCode(named: string): string {
  const v = named.trim();
  return Object.values(CURRENCIES).find((c) => c.slug === v.toLowerCase())?.code ?? v.toUpperCase();
}

/**
 * The currency a money movement (deposit, withdrawal, bet, game round) names, if this brand serves it, else
 * null: refused, never swapped for the brand's own (a deposit in MXN on the Brazilian brand is not a BRL
 * deposit). Code or slug. Reading a balance is lenient instead (resolveWalletCurrency).
 */
export function servedCurrency(brand: Pick<ClientBrand, 'currency' | 'flags'>, named: string): string | null {
  const code = currencyCode(named);
  return brandCurrencies(brand).includes(code) ? code : null;
}
