import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../core/contract';
import { DmError } from '../../core/contract/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { testDb } from './helpers/database';
import { call, callRaw, repriceMatch, setMatch, suspendMarket } from './helpers/sport-calls';

let t: TestApp;
// The seed's own time, not the wall clock: which matches are live, and where their clocks stand, is then the
// same however long after the seeding this file runs (a busy run once found a live clock at its period end).
let clock = testDb().seededAt;
let live: Match[];
let upcoming: Match[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  live = (await call(t, 'matchList', { tab_key: 'Live', page_limit: 50 })).records;
  upcoming = (await call(t, 'matchList', { tab_key: 'Soccer', page_limit: 50 })).records.filter(
    (m) => m.ms === 4,
  );
});
afterAll(() => t.close());

const odds = (ids: number[], lang?: string) =>
  call(t, 'latestOdds', { match_ids: ids }, lang ? { lang } : {}).then((r) => r.list);

describe('latest odds (the 2 s poll)', () => {
  it('answers the live part of each asked match, in the order asked; unknown and finished ids are absent', async () => {
    const ids = [upcoming[0]!.id, live[0]!.id, 999_999_9, live[1]!.id];
    const list = await odds(ids);
    expect(list.map((m) => m.id)).toEqual([upcoming[0]!.id, live[0]!.id, live[1]!.id]);
    const l = list[1]!;
    expect(l.ms).toBe(5);
    expect(l.mc).toBeDefined();
    expect(l.nsg[0]!.sc).toHaveLength(2);
    expect(l.mg).toEqual(live[0]!.mg);
    expect(list[0]!.mc).toBeUndefined();
    expect(Object.keys(l).sort()).toEqual(['id', 'mc', 'mg', 'ms', 'nsg', 'tms']);

    await setMatch(t, live[2]!.id, { status: 6 });
    clock += 600;
    expect((await odds([live[2]!.id, live[0]!.id])).map((m) => m.id)).toEqual([live[0]!.id]);
  });

  it('shows a repricing once the half-second cache expires, and the live clock moving with time', async () => {
    const id = live[0]!.id;
    const before = (await odds([id]))[0]!;
    await repriceMatch(t, id, 70);
    const cached = (await odds([id]))[0]!;
    expect(cached.mg).toEqual(before.mg);
    clock += 1000;
    const after = (await odds([id]))[0]!;
    const od = (m: typeof after) => Math.abs(m.mg[0]!.mks[0]!.op[0]!.od);
    expect(od(after)).toBeCloseTo(od(before) + 0.07, 5);
    if (before.mc!.r) expect(after.mc!.s - before.mc!.s).toBe(before.mc!.tp * 1);
  });

  it('shows a suspended market as not open with every option locked (negative odds)', async () => {
    const m = live[1]!;
    const market = m.mg[0]!.mks[0]!;
    await suspendMarket(t, m.id, market.id);
    clock += 500;
    const after = (await odds([m.id]))[0]!.mg[0]!.mks[0]!;
    expect(after.ss).not.toBe(1);
    expect(after.op.length).toBeGreaterThan(1);
    expect(after.op.every((o) => o.od < 0)).toBe(true);
    expect(after.op.map((o) => -o.od)).toEqual(market.op.map((o) => Math.abs(o.od)));
  });

  it('names the generic options in the player language: draw, over and under', async () => {
    const soccer = upcoming[0]!;
    const names = async (lang: string) => {
      const mg = (await odds([soccer.id], lang))[0]!.mg;
      const draw = mg.find((g) => g.mty === 1005)!.mks[0]!.op.find((o) => o.ty === 3)!.nm;
      const total = mg.find((g) => g.mty === 1007)!.mks[0]!;
      return { draw, over: total.op.find((o) => o.ty === 4)!.nm, line: total.li };
    };
    const en = await names('en');
    expect(en.draw).toBe('Draw');
    expect(en.over).toBe(`Over ${en.line}`);
    expect(await names('pt-BR')).toMatchObject({ draw: 'Empate', over: `Mais de ${en.line}` });
    expect(await names('es-MX')).toMatchObject({ draw: 'Empate', over: `Más de ${en.line}` });
    expect(await names('ru')).toMatchObject({ draw: 'Ничья', over: `Больше ${en.line}` });
    expect(await names('zh-CN')).toMatchObject({ draw: '平局', over: `大 ${en.line}` });
    expect(await names('vi')).toMatchObject({ draw: 'Hòa', over: `Tài ${en.line}` });
    // Team options keep the team's name.
    const home = (await odds([soccer.id], 'th'))[0]!.mg[0]!.mks[0]!.op.find((o) => o.ty === 1)!;
    expect(home.nm).toBe(soccer.ts[0]!.na);
  });

  it('answers 200 ids at once and refuses 201, an empty list or a negative id, naming the field', async () => {
    const ids = Array.from({ length: 200 }, (_, i) =>
      i < 20 ? live.concat(upcoming)[i]!.id : 5_000_000 + i,
    );
    expect((await odds(ids)).length).toBeGreaterThan(3);
    const tooMany = await callRaw(t, 'latestOdds', { match_ids: [...ids, 1] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ dm_error: DmError.BadRequest });
    expect(tooMany.json().error_msg).toMatch(/^match_ids must NOT have more than 200 items/);
    const empty = await callRaw(t, 'latestOdds', { match_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_msg).toMatch(/^match_ids must NOT have fewer than 1 items/);
    const negative = await callRaw(t, 'latestOdds', { match_ids: [live[0]!.id, -3] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error_msg).toMatch(/^match_ids\.1 must be >= 1/);
    const text = await callRaw(t, 'latestOdds', { match_ids: ['12'] });
    expect(text.statusCode).toBe(400);
    expect(text.json().error_msg).toMatch(/^match_ids\.0 must be integer/);
  });
});
