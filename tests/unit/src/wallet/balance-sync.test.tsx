import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import { BalanceSync, resetBalanceIdentity } from '../../../../src/platform/balance';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { topics } from '../engine-mock';
import { cleanup, render } from '../dom';
import { setBrandId } from './wallet-fixtures';

const answer = (total: number, symbol = '$') => ({
  balances: [{ currency: 'MXN', total_balance: total, cash: total, bonus: 0, freebet: 0 }],
  balance_info: { currency: 'MXN', balance: total, symbol },
});

beforeEach(() => {
  localStorage.clear();
  topics.clear();
  resetBalanceIdentity();
  setBrandId('mx');
  useSettings.setState({ currency: null, locale: 'en' });
  useSession.getState().setUser({ uid: 7 });
  useSession.getState().setBalances([{ currency: 'MXN', total: 111 }]);
});
afterEach(cleanup);

describe('BalanceSync (header balance from the engine topic)', () => {
  it('takes fresh answers at once, ignores an IndexedDB snapshot and answers older than a change of player', async () => {
    topics.set('balance', { data: answer(999), status: 'stale', updatedAt: Date.now() + 60_000 });
    await render(<BalanceSync />);
    expect(useSession.getState().balances).toEqual([{ currency: 'MXN', total: 111 }]);
    cleanup();

    // The player the page opened with: an answer fetched before the header mounted (the engine's boot
    // prefetch) is theirs and shows at once.
    topics.set('balance', { data: answer(500), status: 'ready', updatedAt: Date.now() - 60_000 });
    await render(<BalanceSync />);
    expect(useSession.getState().balances).toEqual([{ currency: 'MXN', total: 500 }]);
    cleanup();

    // Another player logs in on this page: an answer fetched before that was the previous player's.
    useSession.getState().setUser({ uid: 8 });
    useSession.getState().setBalances([{ currency: 'MXN', total: 111 }]);
    topics.set('balance', { data: answer(999), status: 'ready', updatedAt: Date.now() - 60_000 });
    await render(<BalanceSync />);
    expect(useSession.getState().balances).toEqual([{ currency: 'MXN', total: 111 }]);
    cleanup();

    topics.set('balance', { data: answer(25_000), status: 'ready', updatedAt: Date.now() + 60_000 });
    await render(<BalanceSync />);
    expect(useSession.getState().balances).toEqual([{ currency: 'MXN', total: 25_000 }]);
    cleanup();

    // SPEC §3: Mexico shows a zero wallet when the wallet's symbol is not the current currency's.
    topics.set('balance', { data: answer(25_000, 'US$'), status: 'ready', updatedAt: Date.now() + 60_000 });
    await render(<BalanceSync />);
    expect(useSession.getState().balances).toEqual([{ currency: 'MXN', total: 0 }]);
  });
});
