import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import type { MatchesData } from '../../../workers/topics';
import { advance, apiError, memorySnapshots, settle, setup } from './harness';
import { match, range } from './fixtures';

const GLOBAL = endpoints.confGlobal.path;
const MATCHES = endpoints.matchList.path;
const NEW = endpoints.matchListNew.path;
const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const homeConfigHandlers = {
  [endpoints.confLogo.path]: () => ({
    name: 'Brand',
    logo_url: '/brand/logo.svg',
    icon_url: '/brand/icon.svg',
  }),
  [endpoints.bannerIndex.path]: () => ({ list: [] }),
  [endpoints.iconIndex.path]: () => ({ list: [] }),
  [endpoints.tabIndex.path]: () => ({
    list: [{ tab_key: 'sport', title: 'Sport', icon: '', icon_active: '', route: '/sport' }],
  }),
};

describe('batched diffs', () => {
  it('sends the results of one tick as one message, one entry per topic', async () => {
    const h = setup({ [GLOBAL]: () => ({ global_stats: 0 }), ...homeConfigHandlers });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    h.engine.subscribe('home', 'homeConfig', {});
    await settle();
    expect(h.batches()).toHaveLength(1);
    expect(
      h
        .batches()[0]!
        .updates.map((u) => u.id)
        .sort(),
    ).toEqual(['global', 'home']);
    expect(h.view('home')?.data).toMatchObject({ logo: { name: 'Brand' }, tabs: [{ tab_key: 'sport' }] });
  });

  it('sends nothing when a refresh brings the same data', async () => {
    const h = setup({ [GLOBAL]: () => ({ global_stats: 0 }) });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    await advance(10_000);
    expect(h.count(GLOBAL)).toBe(2);
    const second = h.updatesOf('global')[1];
    expect(second?.patch).toBeUndefined();
    expect(second?.status).toBe('ready');
  });

  it('diffs a match list by id: added, updated, removed and the new order; unchanged cards keep identity', async () => {
    const h = setup({
      [MATCHES]: () => ({
        records: [match(1), match(2), match(3)],
        cursor: 'c',
        incr_cursor: 'i',
        has_more: false,
      }),
      [NEW]: () => ({ records: [match(3, 2.5), match(4)], removed: [2], incr_cursor: 'i2' }),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    const before = h.view('m')!.data as MatchesData;
    expect(before.records.map((m) => m.id)).toEqual([1, 2, 3]);

    await advance(5_000);
    const patch = h.updatesOf('m')[1]!.patch!;
    expect(patch.reset).toBe(false);
    expect(patch.fields.records).toEqual({
      kind: 'list',
      key: 'id',
      added: [match(4)],
      updated: [match(3, 2.5)],
      removed: [2],
      order: [1, 3, 4],
    });
    const after = h.view('m')!.data as MatchesData;
    expect(after.records.map((m) => m.id)).toEqual([1, 3, 4]);
    expect(after.records[0]).toBe(before.records[0]);
    expect(after.records[1]).not.toBe(before.records[2]);
    expect(after.records[1]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.5);
  });

  it('an odds change alone sends only the changed record, without an order', async () => {
    const h = setup({
      [MATCHES]: () => ({ records: [match(1), match(2)], cursor: 'c', incr_cursor: 'i', has_more: false }),
      [NEW]: () => ({ records: [match(1), match(2, 3.1)], removed: [], incr_cursor: 'i2' }),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    await advance(5_000);
    const list = h.updatesOf('m')[1]!.patch!.fields.records;
    expect(list).toEqual({ kind: 'list', key: 'id', added: [], updated: [match(2, 3.1)], removed: [] });
  });
});

describe('paging', () => {
  it('loads pages of 10 with the cursor, then keeps every loaded record through the increments', async () => {
    const h = setup({
      [NEW]: () => ({ records: [], removed: [], incr_cursor: 'i2' }),
      [MATCHES]: (q) =>
        q.cursor === 'c5'
          ? { records: range(6, 15).map((id) => match(id)), cursor: 'c15', incr_cursor: 'i', has_more: true }
          : {
              records: range(1, Number(q.size)).map((id) => match(id)),
              cursor: `c${String(q.size)}`,
              incr_cursor: 'i',
              has_more: true,
            },
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    h.engine.loadMore('m');
    await settle();
    expect(h.calls[1]!.input).toEqual({ tab_key: 'soccer', cursor: 'c5', page_limit: 10 });
    expect((h.view('m')!.data as MatchesData).records).toHaveLength(15);
    await advance(5_000);
    expect(h.calls[2]).toEqual({ path: NEW, input: { tab_key: 'soccer', incr_cursor: 'i' } });
    expect((h.view('m')!.data as MatchesData).records).toHaveLength(15);
  });
});

describe('snapshots', () => {
  it('writes each good result keyed by brand, language, topic and params', async () => {
    const h = setup({ [GLOBAL]: () => ({ global_stats: 2 }) });
    h.engine.configure('brand|pt-BR');
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.snapshots.map.get('brand|pt-BR|global|[]')).toEqual({ data: { global_stats: 2 }, savedAt: NOW });
  });

  it('on a cold start shows the snapshot as stale at once, then the fresh data as ready', async () => {
    let answer: (value: unknown) => void = () => {};
    const snapshots = memorySnapshots({
      'brand|en|matches|[["tab_key","soccer"]]': {
        data: { records: [match(1), match(2)], has_more: true },
        meta: { cursor: 'old' },
        savedAt: NOW - 3_600_000,
      },
    });
    const h = setup({ [MATCHES]: () => new Promise((resolve) => (answer = resolve)) }, snapshots);
    h.engine.configure('brand|en');
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    expect(h.view('m')).toMatchObject({ status: 'stale', updatedAt: NOW - 3_600_000 });
    expect((h.view('m')!.data as MatchesData).records.map((m) => m.id)).toEqual([1, 2]);

    answer({ records: [match(1), match(2), match(3)], cursor: 'c', incr_cursor: 'i', has_more: true });
    await settle();
    expect(h.view('m')).toMatchObject({ status: 'ready', updatedAt: NOW });
    expect((h.view('m')!.data as MatchesData).records.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('keeps showing the snapshot, stale with the error, when the network is down', async () => {
    const snapshots = memorySnapshots({
      'brand|en|global|[]': { data: { global_stats: 0 }, savedAt: NOW - 1 },
    });
    const h = setup({ [GLOBAL]: () => Promise.reject(apiError('network')) }, snapshots);
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.view('global')).toMatchObject({ status: 'stale', data: { global_stats: 0 } });
    expect(h.view('global')!.error).toMatch(/network/);
  });
});

describe('errors', () => {
  it('with no snapshot a failed fetch is an error with its message, and refresh() tries again', async () => {
    let down = true;
    const h = setup({
      [GLOBAL]: () => {
        if (down) throw apiError('timeout');
        return { global_stats: 1 };
      },
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.view('global')).toMatchObject({ status: 'error', data: undefined });
    expect(h.view('global')!.error).toMatch(/timeout/);

    down = false;
    h.engine.refresh('global');
    await settle();
    expect(h.count(GLOBAL)).toBe(2);
    expect(h.updatesOf('global').map((u) => u.status)).toEqual(['error', 'ready']);
    expect(h.view('global')).toMatchObject({ status: 'ready', data: { global_stats: 1 }, error: undefined });
  });

  it('forwards a 604 to the page as an event and a 403 too', async () => {
    const h = setup({
      [GLOBAL]: () => Promise.reject(apiError('expired', 604)),
      [MATCHES]: () => Promise.reject(apiError('forbidden', 403)),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
    await settle();
    const events = h.messages.filter((m) => m.type === 'event');
    expect(events).toEqual([
      { type: 'event', event: { type: 'expired' } },
      { type: 'event', event: { type: 'forbidden' } },
    ]);
  });

  it('a business error is not an event', async () => {
    const h = setup({ [GLOBAL]: () => Promise.reject(apiError('business')) });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    expect(h.messages.some((m) => m.type === 'event')).toBe(false);
  });
});

describe('configuration', () => {
  it('refetches every watched topic when the language changes, and snapshots under the new language', async () => {
    const h = setup({ [GLOBAL]: () => ({ global_stats: 0 }) });
    h.engine.configure('brand|en');
    h.engine.subscribe('global', 'global', {});
    await settle();
    h.engine.configure('brand|vi');
    await settle();
    expect(h.count(GLOBAL)).toBe(2);
    expect([...h.snapshots.map.keys()].sort()).toEqual(['brand|en|global|[]', 'brand|vi|global|[]']);
  });
});
