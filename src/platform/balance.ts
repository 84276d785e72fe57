import { useSession, type BalanceLine } from '../app/stores/session';

/**
 * Balance refresh for the header. The foundation contract has no balance call yet (SPEC §7
 * finance/user/balance/get arrives with the wallet issue), so the wallet feature registers the loader here
 * and the header stays unaware of where balances come from. SPEC §8: a failed fetch empties the list.
 */
type BalanceLoader = () => Promise<BalanceLine[]>;

let loader: BalanceLoader | null = null;

export function setBalanceLoader(fn: BalanceLoader | null): void {
  loader = fn;
}

export async function refreshBalance(): Promise<void> {
  if (!loader) return;
  try {
    useSession.getState().setBalances(await loader());
  } catch {
    useSession.getState().setBalances([]);
  }
}
