import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../core/contract';
import { DmError } from '../../core/contract/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { call, callRaw } from './helpers/sport-calls';

let t: TestApp;
let soccer: Match[];
beforeAll(async () => {
  t = await createTestApp();
  soccer = (await call(t, 'matchList', { tab_key: 'Soccer', page_limit: 50 })).records;
});
afterAll(() => t.close());

describe('match detail', () => {
  it('has every market group with its name in the player language', async () => {
    const m = soccer.find((x) => x.ms === 4)!;
    const en = await call(t, 'matchDetail', { matchId: m.id }, { lang: 'en' });
    expect(en.match.id).toBe(m.id);
    expect(en.match.mg.map((g) => g.mty)).toEqual(expect.arrayContaining([1005, 1007]));
    expect(en.match.mg.reduce((n, g) => n + g.mks.length, 0)).toBe(en.match.tms + 1);
    expect(en.market_names).toMatchObject({ '1005': '1X2', '1007': 'Total goals' });
    expect(Object.keys(en.market_names).sort()).toEqual(en.match.mg.map((g) => String(g.mty)).sort());
    const pt = await call(t, 'matchDetail', { matchId: m.id }, { lang: 'pt-BR' });
    expect(pt.market_names).toMatchObject({ '1005': 'Resultado final', '1007': 'Total de gols' });
    const th = await call(t, 'matchDetail', { matchId: m.id }, { lang: 'th' });
    expect(th.market_names['1007']).toBe('สกอร์รวม');
    // Without lca_lang: the brand's language (placar_br answers in Portuguese).
    const brand = await call(t, 'matchDetail', { matchId: m.id });
    expect(brand.market_names['1005']).toBe('Resultado final');
  });

  it('answers 404 for an unknown match and 400 for a bad id', async () => {
    const missing = await callRaw(t, 'matchDetail', { matchId: 9_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      dm_error: DmError.NotFound,
      error_msg: 'match 9999999 does not exist',
    });
    const bad = await callRaw(t, 'matchDetail', { matchId: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_msg).toMatch(/^matchId must be >= 1/);
  });
});

describe('lists by ids, by source and by league page', () => {
  it('by ids: the asked matches in the asked order, unknown ones absent', async () => {
    const ids = [soccer[3]!.id, 42, soccer[0]!.id];
    const r = await call(t, 'matchListByIds', { match_ids: ids });
    expect(r.records.map((m) => m.id)).toEqual([soccer[3]!.id, soccer[0]!.id]);
  });

  it('by source: hot matches only, live matches only, today = live or beginning within 24 h', async () => {
    const hot = (await call(t, 'matchListBySource', { source: 'hot' })).records;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((m) => m.is_hot)).toBe(true);
    const live = (await call(t, 'matchListBySource', { source: 'live', page_limit: 4 })).records;
    expect(live).toHaveLength(4);
    expect(live.every((m) => m.ms === 5)).toBe(true);
    const today = (await call(t, 'matchListBySource', { source: 'today' })).records;
    expect(today.length).toBeGreaterThan(live.length);
    expect(today.every((m) => m.ms === 5 || m.bt < Date.now() + 24 * 3600_000)).toBe(true);
    const bad = await callRaw(t, 'matchListBySource', { source: 'cold' });
    expect(bad.statusCode).toBe(400);
  });

  it('fb getList: a league page by page number, with the total and the league', async () => {
    const p1 = await call(t, 'fbMatchList', { leagueId: 101, current: 1, size: 3 });
    const p2 = await call(t, 'fbMatchList', { leagueId: 101, current: 2, size: 3 });
    expect(p1.league).toEqual({ id: 101, na: 'Brazil Série A', sid: 1 });
    expect(p1.total).toBeGreaterThan(3);
    expect(p1.records).toHaveLength(3);
    expect(p2.current).toBe(2);
    const ids = [...p1.records, ...p2.records].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...p1.records, ...p2.records].every((m) => m.lg.id === 101)).toBe(true);
    const sport = await call(t, 'fbMatchList', { sportId: 5 });
    expect(sport.records.every((m) => m.sid === 5)).toBe(true);
    expect(sport.league).toBeUndefined();
    const missing = await callRaw(t, 'fbMatchList', { leagueId: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_msg).toBe('league 99999 does not exist');
  });
});

describe('tab data, A-Z and search', () => {
  it('tab data: a sport tab lists its leagues with counts and its live count', async () => {
    const d = await call(t, 'homeTabData', { tab_key: 'Soccer' });
    expect(d.tab_key).toBe('Soccer');
    expect(d.leagues.every((l) => l.sid === 1)).toBe(true);
    expect(d.leagues.find((l) => l.id === 101)!.count).toBe(soccer.filter((m) => m.lg.id === 101).length);
    expect(d.live_count).toBe(soccer.filter((m) => m.ms === 5).length);
    const live = await call(t, 'homeTabData', { tab_key: 'Live' });
    expect(live.leagues.reduce((n, l) => n + l.count, 0)).toBe(live.live_count);
    const bad = await callRaw(t, 'homeTabData', { tab_key: 'Cricket' });
    expect(bad.statusCode).toBe(400);
  });

  it('A-Z: every sport titled in the player language with its leagues in alphabetical order', async () => {
    const az = await call(t, 'azTabInfo', {}, { lang: 'es-MX' });
    const s = az.list.find((x) => x.sport_id === 1)!;
    expect(s.title).toBe('Fútbol');
    const names = s.leagues.map((l) => l.na);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(s.count).toBe(s.leagues.reduce((n, l) => n + l.count, 0));
    expect(s.count).toBe(soccer.length);
    expect(az.list.map((x) => x.sport_id)).toEqual(expect.arrayContaining([1, 3, 5, 13, 15, 164, 177]));
  });

  it('search finds teams and leagues ignoring case and accents', async () => {
    const team = soccer.flatMap((m) => m.ts).find((x) => /[À-ÿ]/.test(x.na))!;
    const plain = team.na.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const r = await call(t, 'matchSearch', { keyword: plain });
    expect(r.records.length).toBeGreaterThan(0);
    expect(r.records.every((m) => m.ts.some((x) => x.na === team.na) || /[À-ÿ]/.test(m.lg.na))).toBe(true);
    expect(r.records.some((m) => m.ts.some((x) => x.na === team.na))).toBe(true);

    const league = await call(t, 'matchSearch', { keyword: 'serie a' });
    expect(league.leagues.map((l) => l.na)).toContain('Brazil Série A');
    expect(league.records.some((m) => m.lg.na === 'Brazil Série A')).toBe(true);

    const none = await call(t, 'matchSearch', { keyword: 'zzzqqq' });
    expect(none).toEqual({ leagues: [], records: [] });
    const empty = await callRaw(t, 'matchSearch', { keyword: '' });
    expect(empty.statusCode).toBe(400);
  });
});
