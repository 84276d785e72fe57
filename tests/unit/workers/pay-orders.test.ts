/**
 * A deposit's or withdrawal's status as an engine topic (SPEC §9 "Deposit status poll 10 s"): checked every
 * 10 s while pending, no more once it is over, at once when the page asks (after the sandbox control), never
 * written to the device, and only for the logged-in player.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { advance, memorySnapshots, settle, setup } from './harness';

const STATUS = endpoints.payinStatus.path;
const PAYOUT = endpoints.payoutStatus.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const order = (pay_status: number) => ({ order_id: 'D1', pay_status, amount: 500, currency: 'BRL' });

describe('payment order topics', () => {
  it('checks a pending deposit every 10 s, stops once it is over, and checks at once when asked', async () => {
    let status = 2;
    const snaps = memorySnapshots();
    const h = setup({ [STATUS]: () => order(status) }, snaps);
    h.engine.configure('br|en', '42');
    h.engine.subscribe('o', 'payinOrder', { order_id: 'D1' });
    await settle();
    expect(h.count(STATUS)).toBe(1);
    await advance(10_000);
    expect(h.count(STATUS)).toBe(2);
    status = 1;
    await advance(10_000);
    expect(h.count(STATUS)).toBe(3);
    expect((h.view('o')?.data as { pay_status: number }).pay_status).toBe(1);
    await advance(60_000);
    expect(h.count(STATUS)).toBe(3);
    await h.engine.refresh('o');
    expect(h.count(STATUS)).toBe(4);
    // A payment's status is never kept on the device.
    expect(snaps.map.size).toBe(0);
  });

  it('a withdrawal the same way, and nothing for a visitor', async () => {
    const h = setup({ [PAYOUT]: () => ({ ...order(4), order_id: 'W1' }) });
    h.engine.configure('br|en');
    h.engine.subscribe('w', 'payoutOrder', { order_id: 'W1' });
    await advance(30_000);
    expect(h.count(PAYOUT)).toBe(0);
    h.engine.configure('br|en', '42');
    await settle();
    expect(h.count(PAYOUT)).toBe(1);
    await advance(30_000);
    expect(h.count(PAYOUT)).toBe(1); // failed (4) is over
  });
});
