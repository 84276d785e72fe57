import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { formatMoneyText } from '../../platform/money-text';
import { createPageApi } from '../../platform/api';
import { useMoneyCurrency } from '../../platform/balance';

/** Game calls: failures toast the server's message (insufficient balance, bets closed, ...). */
export const gamesApi = createPageApi();
/** The crash table's poll: a failed poll is retried by the next one, never toasted. */
export const pollApi = createPageApi({ toast: false });

/** A fresh idempotency key per bet; a retry of the same call reuses it. */
export const newBetKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Formats minor units in the player's currency. */
export function useMoney(): { currency: string; money: (minor: number) => string } {
  const brand = useBrand((s) => s.brand);
  const { locale } = useSettings();
  const currency = useMoneyCurrency();
  return {
    currency,
    money: (minor: number) => formatMoneyText(minor, currency, { locale, market: brand.market }),
  };
}

/** "1.57x" from hundredths. */
export const formatMultiplier = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}x`;

/** Game names are brand names of our games: not translated. */
export const INHOUSE_NAMES: Record<string, string> = {
  crash: 'Crash',
  slot: 'Fruit Fiesta',
  dice: 'Dice',
  roulette: 'Roulette',
};
