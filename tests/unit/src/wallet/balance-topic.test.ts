import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../../core/contract/endpoints';
import { advance, settle, setup } from '../../workers/harness';

const BALANCE = endpoints.userBalance.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('engine balance topic (SPEC §4 Balance, §9: every 10 s)', () => {
  it('fetches at once, then every 10 s; stops while hidden and checks at once when shown again', async () => {
    let cash = 1000;
    const h = setup({
      [BALANCE]: () => ({
        balances: [{ currency: 'BRL', total_balance: cash, cash, bonus: 0, freebet: 0 }],
        balance_info: { currency: 'BRL', balance: cash, symbol: 'R$' },
      }),
    });
    h.engine.configure('placar_br|en', '42');
    h.engine.subscribe('b', 'balance', {});
    await settle();
    expect(h.count(BALANCE)).toBe(1);
    expect(h.view('b')?.status).toBe('ready');

    cash = 6000;
    await advance(9_999);
    expect(h.count(BALANCE)).toBe(1);
    await advance(1);
    expect(h.count(BALANCE)).toBe(2);
    expect((h.view('b')?.data as { balances: { total_balance: number }[] }).balances[0]!.total_balance).toBe(
      6000,
    );

    h.engine.pause();
    await advance(60_000);
    expect(h.count(BALANCE)).toBe(2);
    h.engine.resume();
    await settle();
    expect(h.count(BALANCE)).toBe(3);
    h.engine.unsubscribe('b');
    await advance(30_000);
    expect(h.count(BALANCE)).toBe(3);
  });
});
