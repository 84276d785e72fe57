/**
 * The currency a player bets in: the brand's, unless the brand is multi-currency and the request's
 * `currency` parameter names one it allows (its own or one of the SPEC §3 crypto list). A single-currency
 * brand ignores the parameter (clients send slugs such as `brl` or `mex` on every call).
 */
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import { CRYPTO_CURRENCIES, CURRENCIES } from '../../core/money/currencies';
import { ApiFailure } from '../http/failure';

export function playerCurrency(brand: BrandConfig, params: Readonly<Record<string, string>>): string {
  const own = brand.currency.toUpperCase();
  const asked = params.currency?.trim();
  if (!brand.flags.multiCurrency || !asked) return own;
  const upper = asked.toUpperCase();
  const code = Object.values(CURRENCIES).find((c) => c.slug === asked.toLowerCase())?.code ?? upper;
  if (code === own || (CRYPTO_CURRENCIES as readonly string[]).includes(code)) return code;
  throw new ApiFailure(
    400,
    DmError.CurrencyNotAllowed,
    `This brand does not take bets in ${asked.slice(0, 8)}`,
  );
}
