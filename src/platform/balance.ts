import { useEffect } from 'react';
import { endpoints } from '../../core/contract/endpoints';
import type { Balance } from '../../core/contract/schemas/finance';
import type { Market } from '../../core/brand/client-brands';
import { currencyInfo } from '../../core/money/currencies';
import { walletDisplayBalance } from '../../core/wallet/balance';
import { useBrand } from '../app/stores/brand';
import { isLoggedIn, useSession, type BalanceLine } from '../app/stores/session';
import { useSettings } from '../app/stores/settings';
import { createPageApi } from './api';
import { useTopic } from './engine-bridge';

/**
 * The player's balances (SPEC §3 Balance, finance/user/balance/get) for the header: refreshed every 10 s by
 * the engine's `balance` topic while logged in and visible (SPEC §4, §9), and at once by the refresh button
 * or after a deposit or withdrawal (`refreshBalance`). Minor units; the header formats them through
 * core/money. SPEC §8: a failed manual fetch empties the list rather than showing an old amount as fresh.
 */
type BalanceLoader = () => Promise<BalanceLine[]>;

/** Background call: a failure must not toast over the page the player is on. */
const balanceApi = createPageApi({ toast: false });

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

function context(): { market: Market; currency: string } {
  const { brand } = useBrand.getState();
  return { market: brand.market, currency: useSettings.getState().currency ?? brand.currency };
}

const apiLoader: BalanceLoader = async () => {
  const { market, currency } = context();
  return balanceLines(await balanceApi.call(endpoints.userBalance, {}, { retries: 0 }), market, currency);
};

let loader: BalanceLoader = apiLoader;

/** Tests put their own source here; null restores the API. */
export function setBalanceLoader(fn: BalanceLoader | null): void {
  loader = fn ?? apiLoader;
}

export async function refreshBalance(): Promise<void> {
  if (!isLoggedIn(useSession.getState())) return;
  try {
    useSession.getState().setBalances(await loader());
  } catch {
    useSession.getState().setBalances([]);
  }
}

const NO_PARAMS = {} as Record<string, never>;

/**
 * When this page's player last changed (a login, a logout, another player): a balance fetched before it may
 * be someone else's. The player this page opened with counts from time 0, so the engine's first answer (often
 * fetched by its boot prefetch before the header mounts) shows at once instead of 10 s later.
 */
let identity: { uid: number | undefined; at: number } | null = null;
function identitySince(uid: number | undefined): number {
  if (!identity) identity = { uid, at: 0 };
  else if (identity.uid !== uid) identity = { uid, at: Date.now() };
  return identity.at;
}

/** Tests: forget the page's player, as a new page load would. */
export function resetBalanceIdentity(): void {
  identity = null;
}

/**
 * Mount while a player is logged in: watches the engine's 10 s `balance` topic and puts each fresh answer in
 * the session store. Only answers fetched for this player count: a snapshot from IndexedDB ('stale') or an
 * answer older than the current login is ignored, so one player's balance never shows for another.
 */
export function BalanceSync(): null {
  const topic = useTopic('balance', NO_PARAMS);
  const uid = useSession((s) => s.user?.uid);
  const since = identitySince(uid);
  const { data, status, updatedAt } = topic;
  useEffect(() => {
    if (status !== 'ready' || !data || (updatedAt ?? 0) < since) return;
    if (!isLoggedIn(useSession.getState())) return;
    const { market, currency } = context();
    useSession.getState().setBalances(balanceLines(data, market, currency));
  }, [data, status, updatedAt, since]);
  return null;
}
