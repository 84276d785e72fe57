/**
 * The engine's rules for whose data a topic is, and for a phone on a train: per-user topics (fetched only for a
 * player, filed under them, dropped at logout or for another player), offline (no calls, no back-off, a
 * refresh the moment the network is back), polls timed from the start of the last call, and the live poll on
 * its own queue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { ALL_TOPICS, advance, apiError, memorySnapshots, settle, setup } from './harness';
import { match, range } from './fixtures';

/** A per-user topic that may be stored on the device (the balance itself never is: see the last test). */
const storedBalance = { ...ALL_TOPICS, balance: { ...ALL_TOPICS.balance, store: true } };

const BALANCE = endpoints.userBalance.path;
const GLOBAL = endpoints.confGlobal.path;
const MATCHES = endpoints.matchList.path;
const NEW = endpoints.matchListNew.path;
const ODDS = endpoints.latestOdds.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const balance = (cash: number) => () => ({
  balances: [{ currency: 'BRL', total_balance: cash, cash, bonus: 0, freebet: 0 }],
  balance_info: { currency: 'BRL', balance: cash, symbol: 'R$' },
});
const cashOf = (data: unknown) =>
  (data as { balances: { total_balance: number }[] } | undefined)?.balances[0]?.total_balance;

describe('per-user topics', () => {
  it('are not fetched for a visitor, and start when a player logs in', async () => {
    const h = setup({ [BALANCE]: balance(1000) });
    h.engine.configure('br|en');
    h.engine.subscribe('b', 'balance', {});
    await advance(30_000);
    expect(h.count(BALANCE)).toBe(0);
    h.engine.configure('br|en', '42');
    await settle();
    expect(h.count(BALANCE)).toBe(1);
    expect(cashOf(h.view('b')?.data)).toBe(1000);
  });

  it("are filed under the player: another player never sees the first one's data or snapshot", async () => {
    let cash = 1000;
    const snaps = memorySnapshots();
    const h = setup({ [BALANCE]: () => balance(cash)() }, snaps, storedBalance);
    h.engine.configure('br|en', '42');
    h.engine.subscribe('b', 'balance', {});
    await settle();
    expect([...snaps.map.keys()]).toEqual(['user|42|br|en|balance|[]']);

    // Player 7 logs in on the same device: 42's balance leaves the screen at once, before 7's arrives.
    let release!: () => void;
    cash = 55;
    h.handlers[BALANCE] = () => new Promise((r) => (release = () => r(balance(55)()))) as never;
    h.engine.configure('br|en', '7');
    await settle();
    expect(h.view('b')?.data).toBeUndefined();
    expect(h.view('b')?.status).toBe('loading');
    release();
    await settle();
    expect(cashOf(h.view('b')?.data)).toBe(55);
    expect([...snaps.map.keys()].sort()).toEqual(['user|42|br|en|balance|[]', 'user|7|br|en|balance|[]']);
  });

  it("drops a player's data at logout and wipes it from the device; public topics stay", async () => {
    const snaps = memorySnapshots();
    const h = setup(
      { [BALANCE]: balance(1000), [GLOBAL]: () => ({ global_stats: 0 }) },
      snaps,
      storedBalance,
    );
    h.engine.configure('br|en', '42');
    h.engine.subscribe('b', 'balance', {});
    h.engine.subscribe('g', 'global', {});
    await settle();
    h.engine.forgetUser();
    await snaps.store.clearUser();
    await settle();
    expect(h.view('b')?.data).toBeUndefined();
    expect(h.view('g')?.data).toEqual({ global_stats: 0 });
    expect([...snaps.map.keys()]).toEqual(['br|en|global|[]']);
    // Nothing is fetched for nobody.
    await advance(60_000);
    expect(h.count(BALANCE)).toBe(1);
  });

  it('an answer that comes back after the player changed is not shown or saved', async () => {
    const snaps = memorySnapshots();
    let release!: () => void;
    const h = setup(
      { [BALANCE]: () => new Promise((r) => (release = () => r(balance(999)()))) as never },
      snaps,
      storedBalance,
    );
    h.engine.configure('br|en', '42');
    h.engine.subscribe('b', 'balance', {});
    await settle();
    h.engine.forgetUser();
    release();
    await settle();
    expect(h.view('b')?.data).toBeUndefined();
    expect(snaps.map.size).toBe(0);
  });
});

describe('offline', () => {
  it('makes no calls and no back-off while offline, and refreshes everything the moment it is back', async () => {
    const h = setup({ [GLOBAL]: () => ({ global_stats: 0 }) });
    h.engine.configure('br|en');
    h.engine.subscribe('g', 'global', {});
    await settle();
    expect(h.count(GLOBAL)).toBe(1);
    h.engine.setOnline(false);
    await advance(120_000);
    expect(h.count(GLOBAL)).toBe(1);
    expect(h.view('g')?.status).toBe('ready');
    h.engine.setOnline(true);
    await settle();
    expect(h.count(GLOBAL)).toBe(2);
    // Back on the 10 s cadence, not a backed-off one.
    await advance(10_000);
    expect(h.count(GLOBAL)).toBe(3);
  });

  it('a call that fails because the network went away is not an error screen', async () => {
    let down = false;
    const h = setup({
      [GLOBAL]: () => (down ? Promise.reject(apiError('network')) : { global_stats: 0 }),
    });
    h.engine.configure('br|en');
    h.engine.subscribe('g', 'global', {});
    await settle();
    down = true;
    h.engine.setOnline(false);
    h.engine.refresh('g');
    await settle();
    expect(h.view('g')?.status).toBe('stale');
    expect(h.view('g')?.data).toEqual({ global_stats: 0 });
  });
});

describe('timing', () => {
  it('times each poll from the start of the previous call, so slow answers do not stretch the cadence', async () => {
    const h = setup({
      [GLOBAL]: () => new Promise((r) => setTimeout(() => r({ global_stats: 0 }), 1_500)) as never,
    });
    h.engine.configure('br|en');
    h.engine.subscribe('g', 'global', {});
    await settle();
    expect(h.count(GLOBAL)).toBe(1); // t=0, answered at 1.5 s
    await advance(9_999);
    expect(h.count(GLOBAL)).toBe(1);
    await advance(1); // t=10 s: 10 s after the first call started, not 11.5 s
    expect(h.count(GLOBAL)).toBe(2);
    await advance(10_000);
    expect(h.count(GLOBAL)).toBe(3);
  });

  it('a hung list refresh does not hold the odds of the matches on screen', async () => {
    let hang = false;
    const h = setup({
      [MATCHES]: () => ({
        records: range(1, 3).map((id) => match(id)),
        cursor: 'c',
        incr_cursor: 'i',
        has_more: false,
      }),
      [NEW]: () => (hang ? new Promise(() => {}) : { records: [], removed: [], incr_cursor: 'i' }),
      [ODDS]: (q) => ({
        list: (q.match_ids as number[]).map((id) => ({ id, ms: 5, nsg: [], mg: match(id).mg, tms: 0 })),
      }),
    });
    h.engine.configure('br|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    h.engine.setVisible('m', [1, 2]);
    hang = true;
    await advance(5_000); // the increment starts and never answers
    const before = h.count(ODDS);
    await advance(10_000);
    expect(h.count(ODDS) - before).toBe(5);
  });
});

describe('money on screen', () => {
  it('the balance is never written to the device: a reload shows it fresh or not at all', async () => {
    const snaps = memorySnapshots();
    const h = setup({ [BALANCE]: balance(1000) }, snaps);
    h.engine.configure('br|en', '42');
    h.engine.subscribe('b', 'balance', {});
    await settle();
    expect(cashOf(h.view('b')?.data)).toBe(1000);
    expect(snaps.map.size).toBe(0);
  });
});
