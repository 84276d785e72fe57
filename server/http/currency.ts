/**
 * The currency of a money call (deposit, withdrawal, bet, game round, game launch): one the brand serves,
 * named by the request's body (currency_code) or its `currency` parameter, else the brand's own. A request
 * that names a currency the brand does not serve, in either place, is refused with 400/3006: the Brazilian
 * brand took a deposit "in MXN" as a BRL deposit before.
 */
import { DmError } from '../../core/contract/errors';
import { servedCurrency } from '../../core/wallet/currency';
import type { RequestContext } from './context';
import { ApiFailure } from './failure';

export function moneyCurrency(ctx: RequestContext, named?: string): string {
  let chosen: string | null = null;
  for (const asked of [named, ctx.params.currency]) {
    if (!asked?.trim()) continue;
    const code = servedCurrency(ctx.brand, asked);
    if (!code) {
      const shown = asked.trim().slice(0, 8).toUpperCase();
      throw new ApiFailure(400, DmError.CurrencyNotAllowed, `This site does not take ${shown}.`);
    }
    chosen ??= code;
  }
  return chosen ?? ctx.brand.currency;
}
