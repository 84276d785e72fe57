/**
 * The bet history as engine topics: open bets every 10 s and settled ones every minute (order/bet/list), pages
 * kept across refreshes, and cash-out offers every 15 s, with no call when no open bet is on screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { advance, settle, setup } from './harness';

const LIST = endpoints.betList.path;
const PRICES = endpoints.cashOutPrice.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const order = (n: number) => ({ orderId: String(n), status: 4, currency: 'BRL' });
/** 45 open bets, served in pages. */
const server = (q: Record<string, unknown>) => {
  const size = q.pageSize as number;
  const page = q.page as number;
  const all = Array.from({ length: 45 }, (_, i) => order(i + 1));
  const list = all.slice((page - 1) * size, page * size);
  return { list, total: 45, page, has_more: page * size < 45, totalStake: 9000, totalPayout: 0 };
};
const ids = (data: unknown) => (data as { list: { orderId: string }[] }).list.map((o) => o.orderId);

describe('bet records topic', () => {
  it('open bets: every 10 s, pages appended by loadMore and all asked again on a refresh', async () => {
    const h = setup({ [LIST]: server });
    h.engine.configure('br|en', '42');
    h.engine.subscribe('r', 'betRecords', { status: 'outstanding', range: 'last7days', tzOffset: -180 });
    await settle();
    expect(ids(h.view('r')!.data)).toHaveLength(20);
    h.engine.loadMore('r');
    await settle();
    expect(ids(h.view('r')!.data)).toHaveLength(40);
    expect(h.calls.at(-1)!.input).toMatchObject({ page: 2, pageSize: 20 });
    await advance(10_000);
    expect(h.calls.at(-1)!.input).toMatchObject({ page: 1, pageSize: 40 });
    expect(ids(h.view('r')!.data)).toHaveLength(40);
  });

  it('settled bets: every minute', async () => {
    const h = setup({ [LIST]: server });
    h.engine.configure('br|en', '42');
    h.engine.subscribe('s', 'betRecords', { status: 'settled', range: 'today', tzOffset: 0 });
    await settle();
    await advance(59_000);
    expect(h.count(LIST)).toBe(1);
    await advance(1_000);
    expect(h.count(LIST)).toBe(2);
  });

  it('cash-out offers every 15 s, and nothing asked without an open bet', async () => {
    const h = setup({ [PRICES]: () => ({ list: [{ orderId: '1', available: true, price: 700 }] }) });
    h.engine.configure('br|en', '42');
    h.engine.subscribe('none', 'cashOutPrices', { orderIds: [] });
    h.engine.subscribe('p', 'cashOutPrices', { orderIds: ['1'] });
    await settle();
    expect(h.count(PRICES)).toBe(1);
    await advance(15_000);
    expect(h.count(PRICES)).toBe(2);
    expect(h.view('none')!.data).toEqual({ list: [] });
  });
});
