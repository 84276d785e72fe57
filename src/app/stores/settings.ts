import { create } from 'zustand';
// Resolved first: this store reads values filed under the brand (platform/storage).
import './brand';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { StorageKey, readStored, writeStored } from '../../platform/storage';

export type OddsFormat = 'decimal' | 'american';

/** Player preferences. The locale is changed through src/app/i18n.ts, which loads the catalog first. */
export interface SettingsState {
  locale: Locale;
  oddsFormat: OddsFormat;
  /** Currency the player chose (multi-currency brand); null means the brand's own. */
  currency: string | null;
  setOddsFormat(format: OddsFormat): void;
  setCurrency(currency: string | null): void;
  /** The in-house games' sounds: off until the player turns them on. */
  gameSound: boolean;
  setGameSound(on: boolean): void;
}

const storedLocale = readStored(StorageKey.locale);

export const useSettings = create<SettingsState>((set) => ({
  locale: isLocale(storedLocale) ? storedLocale : 'en',
  oddsFormat: readStored(StorageKey.oddsFormat) === 'american' ? 'american' : 'decimal',
  currency: readStored(StorageKey.currency),
  setOddsFormat(oddsFormat) {
    writeStored(StorageKey.oddsFormat, oddsFormat);
    set({ oddsFormat });
  },
  setCurrency(currency) {
    writeStored(StorageKey.currency, currency);
    set({ currency });
  },
  gameSound: readStored(StorageKey.gameSound) === '1',
  setGameSound(gameSound) {
    writeStored(StorageKey.gameSound, gameSound ? '1' : null);
    set({ gameSound });
  },
}));
