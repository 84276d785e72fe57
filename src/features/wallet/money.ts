import { formatMoney } from '../../../core/money/format';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';

/** Money as the player reads it: the locale's separators and the brand's market (K for VN/CO). */
export function useMoney(): (minor: number, currency: string) => string {
  const market = useBrand((s) => s.brand.market);
  const locale = useSettings((s) => s.locale);
  return (minor, currency) => formatMoney(minor, currency, { locale, market, abbreviate: false });
}

/** The currency the player uses: the chosen one on the multi-currency brand, else the brand's. */
export function useWalletCurrency(): string {
  const brandCurrency = useBrand((s) => s.brand.currency);
  const chosen = useSettings((s) => s.currency);
  const multi = useBrand((s) => s.brand.flags.multiCurrency);
  return (multi && chosen) || brandCurrency;
}
