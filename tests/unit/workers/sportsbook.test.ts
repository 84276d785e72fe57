/** The sportsbook topics on the real engine under fake time: increments, the 2 s odds of what is on screen, detail. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import type { Match, MatchLive } from '../../../core/contract';
import type { MatchesData } from '../../../workers/topics';
import { advance, apiError, memorySnapshots, settle, setup } from './harness';
import { match, range } from './fixtures';

const MATCHES = endpoints.matchList.path;
const NEW = endpoints.matchListNew.path;
const ODDS = endpoints.latestOdds.path;
const DETAIL = endpoints.matchDetail.path;
const AZ = endpoints.azTabInfo.path;
const NOW = 1_700_000_000_000;
const SNAP_KEY = 'brand|en|matches|[["tab_key","soccer"]]';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const firstPage =
  (records: Match[] = range(1, 5).map((id) => match(id))) =>
  () => ({
    records,
    cursor: 'c5',
    incr_cursor: 'i1',
    has_more: false,
  });
const noChange = () => ({ records: [], removed: [], incr_cursor: 'i1' });
const livePart = (m: Match): MatchLive => ({ id: m.id, ms: m.ms, nsg: m.nsg, mg: m.mg, tms: m.tms });
const records = (data: unknown) => (data as MatchesData).records;
/** The odds endpoint for unchanged matches: every asked id is known and still on. */
const sameOdds = (q: Record<string, unknown>) => ({
  list: (q.match_ids as number[]).map((id) => livePart(match(id))),
});

async function watching(handlers: Parameters<typeof setup>[0], snapshots = memorySnapshots()) {
  const h = setup(handlers, snapshots);
  h.engine.configure('brand|en');
  h.engine.subscribe('m', 'matches', { tab_key: 'soccer' });
  await settle();
  return h;
}

describe('matches: the 5 s increment', () => {
  it('merges added, updated and removed records into the list on screen, in the server order', async () => {
    const h = await watching({
      [MATCHES]: firstPage(),
      [NEW]: () => ({
        records: [match(2, 2.4), { ...match(9), ms: 5 }],
        removed: [4],
        incr_cursor: 'i2',
      }),
    });
    const before = records(h.view('m')!.data);
    await advance(5_000);
    expect(h.calls[1]).toEqual({ path: NEW, input: { tab_key: 'soccer', incr_cursor: 'i1' } });
    const after = records(h.view('m')!.data);
    expect(after.map((m) => m.id)).toEqual([9, 1, 2, 3, 5]);
    expect(after[1]).toBe(before[0]);
    expect(after[3]).toBe(before[2]);
    expect(after[2]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.4);
    expect(h.updatesOf('m')[1]!.patch!.fields.records).toMatchObject({
      added: [{ id: 9 }],
      updated: [{ id: 2 }],
      removed: [4],
    });
  });

  it('reloads every loaded record in one call when the server refuses a stale cursor', async () => {
    let incr = 0;
    const h = await watching({
      [MATCHES]: (q) =>
        q.cursor === 'c5'
          ? { records: range(6, 15).map((id) => match(id)), cursor: 'c15', incr_cursor: 'i1', has_more: true }
          : {
              records: range(1, Number(q.size)).map((id) => match(id, 2.0)),
              cursor: `c${String(q.size)}`,
              incr_cursor: q.size === 5 ? 'old' : 'fresh',
              has_more: true,
            },
      [NEW]: (q) => {
        incr++;
        if (q.incr_cursor !== 'fresh') throw apiError('business', 200);
        return noChange();
      },
    });
    h.engine.loadMore('m');
    await settle();
    await advance(5_000);
    expect(incr).toBe(1);
    expect(h.calls.at(-1)).toEqual({ path: MATCHES, input: { tab_key: 'soccer', size: 15, page_limit: 10 } });
    expect(h.view('m')).toMatchObject({ status: 'ready', error: undefined });
    expect(records(h.view('m')!.data)).toHaveLength(15);
    expect(records(h.view('m')!.data)[14]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.0);
    await advance(5_000);
    expect(h.calls.at(-1)).toEqual({ path: NEW, input: { tab_key: 'soccer', incr_cursor: 'fresh' } });
  });

  it('a network failure of the increment keeps the list, marks it stale and backs off, without a reload', async () => {
    const h = await watching({ [MATCHES]: firstPage(), [NEW]: () => Promise.reject(apiError('network')) });
    await advance(5_000);
    expect(h.count(NEW)).toBe(1);
    expect(h.view('m')).toMatchObject({ status: 'stale' });
    expect(records(h.view('m')!.data)).toHaveLength(5);
    await advance(9_999);
    expect(h.count(NEW)).toBe(1);
    await advance(1);
    expect(h.count(NEW)).toBe(2);
    expect(h.count(MATCHES)).toBe(1);
  });
});

describe('matches: the 2 s odds of the matches on screen', () => {
  it('asks every 2 s for the visible ids only, and nothing while none are visible', async () => {
    const h = await watching({ [MATCHES]: firstPage(), [NEW]: noChange, [ODDS]: sameOdds });
    await advance(4_000);
    expect(h.count(ODDS)).toBe(0);
    h.engine.setVisible('m', [2, 3, 42]);
    await advance(2_000);
    expect(h.calls.filter((c) => c.path === ODDS).map((c) => c.input)).toEqual([{ match_ids: [2, 3] }]);
    await advance(2_000);
    expect(h.count(ODDS)).toBe(2);
  });

  it('sends only the records whose odds changed; others keep their identity; an unchanged tick sends nothing', async () => {
    let list = [livePart(match(1)), livePart(match(2, 3.3))];
    const h = await watching({ [MATCHES]: firstPage(), [NEW]: noChange, [ODDS]: () => ({ list }) });
    h.engine.setVisible('m', [1, 2]);
    const before = records(h.view('m')!.data);
    const sent = h.batches().length;
    await advance(2_000);
    expect(h.batches()).toHaveLength(sent + 1);
    expect(h.updatesOf('m').at(-1)!.patch!.fields.records).toEqual({
      kind: 'list',
      key: 'id',
      added: [],
      updated: [match(2, 3.3)],
      removed: [],
    });
    const after = records(h.view('m')!.data);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]!.mg[0]!.mks[0]!.op[0]!.od).toBe(3.3);

    list = [livePart(match(1)), livePart(match(2, 3.3))];
    await advance(2_000);
    expect(h.count(ODDS)).toBe(2);
    expect(h.batches()).toHaveLength(sent + 1);
  });

  it('stops while the page is hidden or the section is inactive, and refreshes at once when back', async () => {
    const h = await watching({ [MATCHES]: firstPage(), [NEW]: noChange, [ODDS]: sameOdds });
    h.engine.setVisible('m', [1]);
    h.engine.pause();
    await advance(30_000);
    expect(h.count(ODDS)).toBe(0);
    expect(h.count(NEW)).toBe(0);
    h.engine.resume();
    await settle();
    expect(h.count(NEW)).toBe(1);
    await advance(2_000);
    expect(h.count(ODDS)).toBe(1);

    h.engine.setActive('m', false);
    await advance(30_000);
    expect(h.count(ODDS)).toBe(1);
    expect(h.count(NEW)).toBe(1);
    h.engine.setActive('m', true);
    await settle();
    expect(h.count(NEW)).toBe(2);
    await advance(2_000);
    expect(h.count(ODDS)).toBe(2);
  });

  it('backs off on network errors (4 s, 8 s) and returns to 2 s after a success', async () => {
    let down = true;
    const h = await watching({
      [MATCHES]: firstPage(),
      [NEW]: noChange,
      [ODDS]: () => (down ? Promise.reject(apiError('network')) : { list: [livePart(match(1))] }),
    });
    h.engine.setVisible('m', [1]);
    await advance(2_000); // t=2 s fails
    await advance(3_999);
    expect(h.count(ODDS)).toBe(1);
    await advance(1); // t=6 s fails
    expect(h.count(ODDS)).toBe(2);
    down = false;
    await advance(8_000); // t=14 s succeeds
    expect(h.count(ODDS)).toBe(3);
    await advance(2_000);
    expect(h.count(ODDS)).toBe(4);
    expect(records(h.view('m')!.data).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('match detail and A-Z', () => {
  it('refreshes a match detail every 2 s and the A-Z leagues every 60 s', async () => {
    let od = 1.5;
    const h = setup({
      [DETAIL]: (q) => ({ match: match(Number(q.matchId), od), market_names: { '1005': '1x2' } }),
      [AZ]: () => ({ list: [{ sport_id: 1, title: 'Soccer', icon: '', count: 3, leagues: [] }] }),
    });
    h.engine.configure('brand|en');
    h.engine.subscribe('d', 'matchDetail', { matchId: 77 });
    h.engine.subscribe('az', 'azTabInfo', {});
    await settle();
    expect(h.calls.find((c) => c.path === DETAIL)!.input).toEqual({ matchId: 77 });
    od = 1.6;
    await advance(2_000);
    expect(h.count(DETAIL)).toBe(2);
    expect(h.view('d')!.data).toMatchObject({ match: { id: 77, mg: [{ mks: [{ op: [{ od: 1.6 }] }] }] } });
    await advance(58_000);
    expect(h.count(DETAIL)).toBe(31);
    expect(h.count(AZ)).toBe(2);
  });
});

describe('snapshot of the merged list', () => {
  it('a cold start shows the merged list at once as stale, then reloads it in full and is fresh', async () => {
    const snapshots = memorySnapshots();
    const first = await watching(
      {
        [MATCHES]: firstPage(),
        [NEW]: () => ({ records: [match(6)], removed: [1], incr_cursor: 'i2' }),
        [ODDS]: () => ({ list: [livePart(match(2, 4.4))] }),
      },
      snapshots,
    );
    first.engine.setVisible('m', [2]);
    await advance(5_000);
    const saved = snapshots.map.get(SNAP_KEY)!;
    expect(records(saved.data).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
    expect(records(saved.data)[0]!.mg[0]!.mks[0]!.op[0]!.od).toBe(4.4);
    expect(saved.meta).toMatchObject({ incr_cursor: 'i2' });
    first.engine.unsubscribe('m');

    let answer: (value: unknown) => void = () => {};
    const second = await watching(
      { [MATCHES]: () => new Promise((resolve) => (answer = resolve)), [NEW]: noChange },
      snapshots,
    );
    expect(second.view('m')).toMatchObject({ status: 'stale', updatedAt: NOW + 5_000 });
    expect(records(second.view('m')!.data).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
    // The snapshot may be hours old: the first fetch is a full reload of what it holds, not an increment.
    expect(second.calls).toEqual([{ path: MATCHES, input: { tab_key: 'soccer', size: 5, page_limit: 10 } }]);
    answer(firstPage(range(3, 7).map((id) => match(id)))());
    await settle();
    expect(second.view('m')).toMatchObject({ status: 'ready' });
    expect(records(second.view('m')!.data).map((m) => m.id)).toEqual([3, 4, 5, 6, 7]);
  });
});
