import { brandCurrencies } from '../../../core/wallet/currency';
import { useBrand } from '../../app/stores/brand';
import { CurrencyPicker } from './CurrencySheets';
import './wallet.css';

/** The header's currency chip on the multi-currency brand (SPEC §2 currency select and change sheets). */
export default function CurrencyChip() {
  const brand = useBrand((s) => s.brand);
  return <CurrencyPicker currencies={brandCurrencies(brand)} compact />;
}
