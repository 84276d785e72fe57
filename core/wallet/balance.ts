/**
 * Balance display rules (SPEC §3 Balance): balances are minor units (the client divides by 100 through
 * core/money). In Mexico the wallet balance shows zero when the wallet's symbol differs from the currency
 * the player is using.
 */
import type { Market } from '../brand/client-brands';

export function walletDisplayBalance(
  market: Market,
  balance: number,
  walletSymbol: string,
  currentSymbol: string,
): number {
  if (market === 'MX' && walletSymbol !== currentSymbol) return 0;
  return balance;
}

/** The balance row of `currency` in a balances list, or 0 when the player has none yet. */
export function balanceOf(
  balances: readonly { currency: string; total_balance: number }[],
  currency: string,
): number {
  const code = currency.toUpperCase();
  return balances.find((b) => b.currency.toUpperCase() === code)?.total_balance ?? 0;
}
