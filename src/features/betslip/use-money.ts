import { useCallback } from 'react';
import { formatMoneyText } from '../../platform/money-text';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { useBalanceLines, useMoneyCurrency } from '../../platform/balance';

/** The player's betting currency: play chips in play mode, the chosen one (multi-currency brand) or the brand's. */
export function useCurrency(): string {
  return useMoneyCurrency();
}

/** Money in full (no K abbreviation: a slip shows exact amounts). */
export function useMoney(): (minor: number, currency?: string) => string {
  const locale = useSettings((s) => s.locale);
  const market = useBrand((s) => s.brand.market);
  const fallback = useCurrency();
  return useCallback(
    (minor, currency) => formatMoneyText(minor, currency ?? fallback, { locale, market, abbreviate: false }),
    [locale, market, fallback],
  );
}

/** The player's balance in the betting currency, or undefined when unknown (visitor, not loaded yet). */
export function useBalance(currency: string): number | undefined {
  const balances = useBalanceLines();
  if (!balances) return undefined;
  const lines = balances.filter((b) => b.currency.toUpperCase() === currency.toUpperCase());
  return lines.length ? lines.reduce((n, b) => n + b.total, 0) : undefined;
}
