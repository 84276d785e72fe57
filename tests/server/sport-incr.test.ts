import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, MatchIncr, MatchList } from '../../core/contract';
import { DmError } from '../../core/contract/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { call, callRaw, repriceMatch, setMatch } from './helpers/sport-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (tab_key: string, extra: Partial<{ cursor: string; size: number; league_id: number }> = {}) =>
  call(t, 'matchList', { tab_key, page_limit: 10, ...extra });
const incr = (tab_key: string, incr_cursor: string, league_id?: number) =>
  call(t, 'matchListNew', { tab_key, incr_cursor, ...(league_id ? { league_id } : {}) });

const order = (a: Match, b: Match) =>
  (a.ms === 5 ? 0 : 1) - (b.ms === 5 ? 0 : 1) || a.bt - b.bt || a.id - b.id;

/** What a client holds: pages appended, increments merged by id (replace, remove, insert in list order). */
class ClientList {
  records = new Map<number, Match>();
  cursor = '';
  incrCursor = '';
  hasMore = true;
  page(p: MatchList, first: boolean) {
    for (const m of p.records) {
      expect(this.records.has(m.id), `match ${m.id} delivered twice by the pager`).toBe(false);
      this.records.set(m.id, m);
    }
    this.cursor = p.cursor;
    this.hasMore = p.has_more;
    if (first) this.incrCursor = p.incr_cursor;
  }
  merge(i: MatchIncr) {
    for (const id of i.removed) this.records.delete(id);
    for (const m of i.records) this.records.set(m.id, m);
    this.incrCursor = i.incr_cursor;
  }
  sorted = () => [...this.records.values()].sort(order);
}

async function loadAll(tab: string, between: (page: number) => Promise<void> = async () => {}) {
  const c = new ClientList();
  c.page(await list(tab, { size: 5 }), true);
  for (let n = 1; c.hasMore && n < 10; n++) {
    await between(n);
    c.page(await list(tab, { cursor: c.cursor }), false);
  }
  return c;
}

const fresh = async (tab: string) => (await list(tab, { size: 50 })).records;

describe('incremental fetch (incr_cursor)', () => {
  it('answers nothing and the same cursor when nothing changed', async () => {
    const first = await list('Soccer', { size: 5 });
    const i = await incr('Soccer', first.incr_cursor);
    expect(i).toEqual({ records: [], removed: [], incr_cursor: first.incr_cursor });
  });

  it('sends a repriced match once, then nothing; a finished one as removed', async () => {
    const first = await list('BasketBall', { size: 5 });
    const [a, b] = first.records;
    await repriceMatch(t, a!.id, 40);
    const i1 = await incr('BasketBall', first.incr_cursor);
    expect(i1.records.map((m) => m.id)).toEqual([a!.id]);
    expect(Math.abs(i1.records[0]!.mg[0]!.mks[0]!.op[0]!.od)).toBeCloseTo(
      Math.abs(a!.mg[0]!.mks[0]!.op[0]!.od) + 0.04,
      5,
    );
    expect(i1.removed).toEqual([]);
    expect(i1.incr_cursor).not.toBe(first.incr_cursor);
    expect(await incr('BasketBall', i1.incr_cursor)).toMatchObject({ records: [], removed: [] });

    await setMatch(t, b!.id, { status: 6 });
    const i2 = await incr('BasketBall', i1.incr_cursor);
    expect(i2.removed).toEqual([b!.id]);
    expect(i2.records).toEqual([]);
  });

  it('keeps other sports out of a sport tab increment', async () => {
    const first = await list('Tennis', { size: 5 });
    const soccer = (await list('Soccer', { size: 1 })).records[0]!;
    await repriceMatch(t, soccer.id, 10);
    expect(await incr('Tennis', first.incr_cursor)).toMatchObject({ records: [], removed: [] });
  });

  it('InPlay: when a live match finishes, it is removed and the next live match takes its place', async () => {
    const first = await list('InPlay', { size: 10 });
    const shownLive = first.records.filter((m) => m.ms === 5);
    expect(shownLive).toHaveLength(3);
    const allLive = (await list('Live', { size: 50 })).records;
    const waiting = allLive.find((m) => !shownLive.some((s) => s.id === m.id))!;
    await setMatch(t, shownLive[0]!.id, { status: 6 });
    const i = await incr('InPlay', first.incr_cursor);
    expect(i.removed).toContain(shownLive[0]!.id);
    expect(i.records.map((m) => m.id)).toContain(waiting.id);
    const now = (await list('InPlay', { size: 10 })).records.filter((m) => m.ms === 5).map((m) => m.id);
    expect(now).toContain(waiting.id);
    expect(now).toHaveLength(3);
  });

  it('loses and duplicates nothing across pages and increments while matches change', async () => {
    const soccer = await fresh('Soccer');
    const picks = [soccer[1]!, soccer[12]!, soccer[30]!];
    let step = 0;
    const c = await loadAll('Soccer', async (page) => {
      // Between pages: reprice one already loaded, one not yet loaded, and finish one.
      if (page === 1) await repriceMatch(t, picks[0]!.id, 25);
      if (page === 2) await repriceMatch(t, picks[1]!.id, -15);
      if (page === 3) await setMatch(t, picks[2]!.id, { status: 6 });
      step++;
    });
    expect(step).toBeGreaterThan(2);
    // A change racing the next page request, too.
    const [, raced] = await Promise.all([repriceMatch(t, soccer[4]!.id, 5), list('Soccer', { size: 5 })]);
    expect(raced.records).toHaveLength(5);
    for (let n = 0; n < 3; n++) c.merge(await incr('Soccer', c.incrCursor));
    const truth = await fresh('Soccer');
    expect(c.sorted().map((m) => m.id)).toEqual(truth.map((m) => m.id));
    expect(c.sorted().map((m) => m.mg)).toEqual(truth.map((m) => m.mg));
    expect(c.records.has(picks[2]!.id)).toBe(false);
  });

  it('sends every match of a burst of changes, each once', async () => {
    const all = await fresh('Soccer');
    const first = await list('Soccer', { size: 50 });
    for (const m of all.slice(0, 12)) await repriceMatch(t, m.id, 5);
    const i = await incr('Soccer', first.incr_cursor);
    const ids = i.records.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      all
        .slice(0, 12)
        .map((m) => m.id)
        .sort(),
    );
    expect(await incr('Soccer', i.incr_cursor)).toMatchObject({ records: [], removed: [] });
  });

  it('refuses a cursor it did not give out, and an unknown tab, with a clear message', async () => {
    for (const bad of ['abc', '12.x', '1.2.3.4', '-5.1']) {
      const res = await callRaw(t, 'matchListNew', { tab_key: 'Soccer', incr_cursor: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        dm_error: DmError.BadRequest,
        error_msg: 'incr_cursor is not one this server gave out',
      });
    }
    const missing = await callRaw(t, 'matchListNew', { tab_key: 'Soccer' });
    expect(missing.json().error_msg).toBe('incr_cursor is required');
    const tab = await callRaw(t, 'matchListNew', { tab_key: 'Cricket', incr_cursor: '1.1' });
    expect(tab.json().error_msg).toBe('tab_key "Cricket" is not a sport home tab');
    const page = await callRaw(t, 'matchList', { tab_key: 'Soccer', page_limit: 10, cursor: 'zz' });
    expect(page.statusCode).toBe(400);
    expect(page.json().error_msg).toBe('cursor is not one this server gave out');
  });
});

describe('the All tab and the size parameter', () => {
  it('All lists every live match first (no cap of 3), then upcoming, and narrows to a league', async () => {
    const live = (await list('Live', { size: 50 })).records;
    const all = (await list('All', { size: 50 })).records;
    expect(all.slice(0, live.length).map((m) => m.id)).toEqual(live.map((m) => m.id));
    expect(live.length).toBeGreaterThan(3);
    expect(all.slice(live.length).every((m) => m.ms === 4)).toBe(true);
    const league = await list('All', { size: 50, league_id: 101 });
    expect(league.records.length).toBeGreaterThan(0);
    expect(league.records.every((m) => m.lg.id === 101)).toBe(true);
    const i = await incr('All', league.incr_cursor, 101);
    expect(i).toMatchObject({ records: [], removed: [] });
  });

  it('size sets the first page length over page_limit, so a client reloads all it shows at once', async () => {
    const p = await list('InPlay', { size: 23 });
    expect(p.records).toHaveLength(23);
    const next = await list('InPlay', { cursor: p.cursor });
    expect(next.records).toHaveLength(10);
    const straight = await list('InPlay', { size: 33 });
    expect([...p.records, ...next.records].map((m) => m.id)).toEqual(straight.records.map((m) => m.id));
  });
});
