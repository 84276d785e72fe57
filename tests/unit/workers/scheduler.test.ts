import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { nextDelay } from '../../../workers/engine/engine';
import { advance, apiError, settle, setup } from './harness';
import { match } from './fixtures';

const GLOBAL = endpoints.confGlobal.path;
const MATCHES = endpoints.matchList.path;
const NEW = endpoints.matchListNew.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const ok = () => ({ global_stats: 0 });
const matchPage = () => ({ records: [match(1), match(2)], cursor: 'c1', incr_cursor: 'i1', has_more: true });

describe('engine scheduler cadences', () => {
  it('polls the global status at once, then every 10 s', async () => {
    const h = setup({ [GLOBAL]: ok });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.count(GLOBAL)).toBe(1);
    await advance(9_999);
    expect(h.count(GLOBAL)).toBe(1);
    await advance(1);
    expect(h.count(GLOBAL)).toBe(2);
    await advance(30_000);
    expect(h.count(GLOBAL)).toBe(5);
  });

  it('loads a match list with size 5 and page_limit 10, then fetches its increment every 5 s', async () => {
    let n = 1;
    const h = setup({
      [MATCHES]: matchPage,
      [NEW]: () => ({ records: [], removed: [], incr_cursor: `i${++n}` }),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    expect(h.calls[0]).toEqual({ path: MATCHES, input: { tab_key: 'soccer', size: 5, page_limit: 10 } });
    await advance(15_000);
    expect(h.count(MATCHES)).toBe(1);
    // Each increment continues from the cursor of the answer before it.
    expect(h.calls.slice(1).map((c) => c.input.incr_cursor)).toEqual(['i1', 'i2', 'i3']);
  });

  it('does not fetch before the page configures it', async () => {
    const h = setup({ [GLOBAL]: ok });
    h.engine.subscribe('global', 'global', {});
    await advance(60_000);
    expect(h.count(GLOBAL)).toBe(0);
    h.engine.configure('brand|en');
    await settle();
    expect(h.count(GLOBAL)).toBe(1);
  });

  it('backs off on network errors (20 s, 40 s, then 60 s) and returns to 10 s after a success', async () => {
    let failing = true;
    const h = setup({
      [GLOBAL]: () => {
        if (failing) throw apiError('network');
        return ok();
      },
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle(); // call 1 fails at t=0
    await advance(19_999);
    expect(h.count(GLOBAL)).toBe(1);
    await advance(1); // t=20 s
    expect(h.count(GLOBAL)).toBe(2);
    await advance(40_000); // t=60 s
    expect(h.count(GLOBAL)).toBe(3);
    await advance(60_000); // t=120 s, capped
    expect(h.count(GLOBAL)).toBe(4);
    failing = false;
    await advance(60_000); // t=180 s succeeds
    expect(h.count(GLOBAL)).toBe(5);
    await advance(10_000);
    expect(h.count(GLOBAL)).toBe(6);
  });

  it('computes the back-off from the cadence, capped at 60 s', () => {
    expect([0, 1, 2, 3, 4].map((n) => nextDelay(5_000, n))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(nextDelay(300_000, 0)).toBe(300_000);
    expect(nextDelay(300_000, 1)).toBe(60_000);
  });
});

describe('pause and resume', () => {
  it('fetches nothing while paused and refreshes every watched topic once on resume', async () => {
    const h = setup({
      [GLOBAL]: ok,
      [MATCHES]: matchPage,
      [NEW]: () => ({ records: [], removed: [], incr_cursor: 'i1' }),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    expect(h.calls).toHaveLength(2);
    h.engine.pause();
    await advance(120_000);
    expect(h.calls).toHaveLength(2);
    h.engine.resume();
    await settle();
    expect(h.count(GLOBAL)).toBe(2);
    expect(h.count(NEW)).toBe(1);
    await advance(5_000);
    expect(h.count(NEW)).toBe(2);
    expect(h.count(GLOBAL)).toBe(2);
    await advance(5_000);
    expect(h.count(GLOBAL)).toBe(3);
  });

  it('a second resume while visible does not fetch again', async () => {
    const h = setup({ [GLOBAL]: ok });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    h.engine.resume();
    await settle();
    expect(h.count(GLOBAL)).toBe(1);
  });
});

describe('ref-counted subscriptions', () => {
  it('polls while anyone watches and stops after the last unsubscribe', async () => {
    const h = setup({ [GLOBAL]: ok });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.count(GLOBAL)).toBe(1);
    h.engine.unsubscribe('global');
    await advance(10_000);
    expect(h.count(GLOBAL)).toBe(2);
    h.engine.unsubscribe('global');
    await advance(60_000);
    expect(h.count(GLOBAL)).toBe(2);
  });
});
