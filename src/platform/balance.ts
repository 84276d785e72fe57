import { useMemo } from 'react';
import type { Balance } from '../../core/contract/schemas/finance';
import type { Market } from '../../core/brand/client-brands';
import { currencyInfo } from '../../core/money/currencies';
import { isPlayCurrency, PLAY_CURRENCY } from '../../core/rg/play';
import { walletDisplayBalance } from '../../core/wallet/balance';
import { useBrand } from '../app/stores/brand';
import { isLoggedIn, useSession, type BalanceLine } from '../app/stores/session';
import { useSettings } from '../app/stores/settings';
import { refreshTopic, useTopic } from './engine-bridge';

/**
 * The player's balances (SPEC §3 Balance, finance/user/balance/get). One path: the engine's per-user `balance`
 * topic, refreshed every 10 s while logged in and visible (SPEC §4, §9), at once by the refresh button or after
 * a bet, deposit or withdrawal (`refreshBalance`), dropped at logout and never shown for another player (the
 * engine files it under the player). Minor units; the header formats them through core/money.
 */
const NO_PARAMS = {} as Record<string, never>;

/**
 * The rows as the header sums them. SPEC §3: in Mexico the wallet balance is zero when the wallet's symbol
 * differs from the symbol of the currency in use.
 */
export function balanceLines(balance: Balance, market: Market, currency: string): BalanceLine[] {
  const symbol = currencyInfo(currency)?.symbol ?? currency;
  const wallet = balance.balance_info;
  return balance.balances.map((row) => ({
    currency: row.currency,
    total:
      row.currency.toUpperCase() === wallet.currency.toUpperCase()
        ? walletDisplayBalance(market, row.total_balance, wallet.symbol, symbol)
        : row.total_balance,
  }));
}

/**
 * The logged-in player's balance lines, or null while unknown. SPEC §8 "Balance fetch error": with no data the
 * list is empty (the header shows a dash); a failed refresh keeps the last amount on screen, marked by the
 * topic's status, rather than a zero the player would believe.
 */
export function useBalanceLines(): BalanceLine[] | null {
  const { data } = useTopic('balance', NO_PARAMS);
  const market = useBrand((s) => s.brand.market);
  const brandCurrency = useBrand((s) => s.brand.currency);
  const currency = useSettings((s) => s.currency) ?? brandCurrency;
  return useMemo(() => (data ? balanceLines(data, market, currency) : null), [data, market, currency]);
}

/** The balance in `currency` (the sum of its lines), or null while unknown: the header and the Me page show it. */
export function sumIn(balances: BalanceLine[] | null, currency: string): number | null {
  if (!balances) return null;
  return balances
    .filter((b) => b.currency.toUpperCase() === currency.toUpperCase())
    .reduce((n, b) => n + b.total, 0);
}

/**
 * The player's brand runs on play chips (issue #21 play-money mode): the server answers the balance in the
 * chips' currency (XPC). False for a visitor or while the balance is unknown.
 */
export function usePlayMoney(): boolean {
  const { data } = useTopic('balance', NO_PARAMS);
  return isPlayCurrency(data?.balance_info.currency);
}

/**
 * As usePlayMoney, but null while the balance is not known yet (a wallet page waits for it rather than open
 * the deposit form of a play-money brand). A failed first load counts as known: real money.
 */
export function usePlayMoneyState(): boolean | null {
  const { data, error } = useTopic('balance', NO_PARAMS);
  if (data) return isPlayCurrency(data.balance_info.currency);
  return error ? false : null;
}

/** The currency the player's money is shown in: the play chips in play mode, else the chosen or the brand's. */
export function useMoneyCurrency(): string {
  const play = usePlayMoney();
  const brandCurrency = useBrand((s) => s.brand.currency);
  const chosen = useSettings((s) => s.currency);
  return play ? PLAY_CURRENCY : (chosen ?? brandCurrency);
}

/** Fetch the balance now (the refresh button, after money moved); settles when it is on screen. */
export async function refreshBalance(): Promise<void> {
  if (!isLoggedIn(useSession.getState())) return;
  await refreshTopic('balance', NO_PARAMS);
}
