import { formatMoneyText } from '../../platform/money-text';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { PLAY_CURRENCY } from '../../../core/rg/play';
import { usePlayMoney } from '../../platform/balance';

/** Money as the player reads it: the locale's separators and the brand's market (K for VN/CO). */
export function useMoney(): (minor: number, currency: string) => string {
  const market = useBrand((s) => s.brand.market);
  const locale = useSettings((s) => s.locale);
  return (minor, currency) => formatMoneyText(minor, currency, { locale, market, abbreviate: false });
}

/** The currency the player uses: the chosen one on the multi-currency brand, else the brand's. */
export function useWalletCurrency(): string {
  const brandCurrency = useBrand((s) => s.brand.currency);
  const chosen = useSettings((s) => s.currency);
  const multi = useBrand((s) => s.brand.flags.multiCurrency);
  const play = usePlayMoney();
  return play ? PLAY_CURRENCY : (multi && chosen) || brandCurrency;
}
