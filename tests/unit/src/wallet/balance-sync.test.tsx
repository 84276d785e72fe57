/**
 * The header's balance comes by one path, the engine's per-user `balance` topic (src/platform/balance.ts):
 * its lines follow SPEC §3's Mexico wallet rule, and a refresh asks the engine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import { refreshBalance, useBalanceLines } from '../../../../src/platform/balance';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { refreshes, topics } from '../engine-mock';
import { cleanup, render } from '../dom';
import { setBrandId } from './wallet-fixtures';

const answer = (total: number, symbol = '$') => ({
  balances: [{ currency: 'MXN', total_balance: total, cash: total, bonus: 0, freebet: 0 }],
  balance_info: { currency: 'MXN', balance: total, symbol },
});

let seen: ReturnType<typeof useBalanceLines> | undefined;
function Probe() {
  seen = useBalanceLines();
  return null;
}

beforeEach(() => {
  localStorage.clear();
  topics.clear();
  refreshes.length = 0;
  setBrandId('mx');
  useSettings.setState({ currency: null, locale: 'en' });
  useSession.getState().setUser({ uid: 7 });
});
afterEach(cleanup);

describe('balance lines (header balance from the engine topic)', () => {
  it('shows the topic, nothing while it is unknown, and the Mexico zero-wallet rule', async () => {
    await render(<Probe />);
    expect(seen).toBeNull();
    cleanup();

    topics.set('balance', { data: answer(25_000), status: 'ready' });
    await render(<Probe />);
    expect(seen).toEqual([{ currency: 'MXN', total: 25_000 }]);
    cleanup();

    // SPEC §3: Mexico shows a zero wallet when the wallet's symbol is not the current currency's.
    topics.set('balance', { data: answer(25_000, 'US$'), status: 'ready' });
    await render(<Probe />);
    expect(seen).toEqual([{ currency: 'MXN', total: 0 }]);
  });

  it('a refresh asks the engine for the balance topic, only for a player', async () => {
    await refreshBalance();
    expect(refreshes).toEqual(['balance']);
    useSession.getState().clear();
    await refreshBalance();
    expect(refreshes).toEqual(['balance']);
  });
});
