/**
 * The currency of a money call (deposit, withdrawal, bet, game round, game launch): one the brand serves,
 * named by the request's body (currency_code) or its `currency` parameter, else the brand's own. A request
 * that names a currency the brand does not serve, in either place, is refused with 400/3006: the Brazilian
 * brand took a deposit "in MXN" as a BRL deposit before. A play-money brand's player: always the play chips.
 */
import { DmError } from '../../core/contract/errors';
import { PLAY_CURRENCY } from '../../core/rg/play';
import { servedCurrency } from '../../core/wallet/currency';
import type { RequestContext } from './context';
import { ApiFailure } from './failure';

export function moneyCurrency(ctx: RequestContext, named?: string): string {
  // A play-money brand's player plays with chips only, whatever the request names (server/rg/play-money.ts).
  if (ctx.playMoney) return PLAY_CURRENCY;
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
