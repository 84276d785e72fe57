import { t } from '@lingui/core/macro';
import { formatMoney, type FormatMoneyOptions } from '../../core/money/format';
import { PLAY_CURRENCY } from '../../core/rg/play';

/**
 * core's formatMoney with the words that need the player's language: the play-money brands' chips (ledger
 * currency XPC) are named in the active locale ("100 chips", "100 fichas"), never the table's English word.
 * Every amount the page shows goes through here.
 */
export function formatMoneyText(
  minor: number,
  currency: string,
  options: Omit<FormatMoneyOptions, 'symbol'>,
): string {
  const symbol = currency.toUpperCase() === PLAY_CURRENCY ? t`chips` : undefined;
  return formatMoney(minor, currency, symbol === undefined ? options : { ...options, symbol });
}
