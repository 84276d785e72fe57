import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeTab, Match, MatchList } from '../../core/contract';
import { endpoints } from '../../core/contract/endpoints';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(query: string, appKey = 'placar_br'): Promise<MatchList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${endpoints.matchList.path}?${query}`,
    headers: brandHeaders(appKey),
  });
  expect(res.statusCode).toBe(200);
  return res.json<EnvelopeBody<MatchList>>().data;
}

/** Pages like the client: size 5 first, then page_limit 10 with the cursor, until has_more is false. */
async function walk(tab: string, extra = ''): Promise<{ pages: MatchList[]; all: Match[] }> {
  const pages = [await page(`tab_key=${tab}&page_limit=10&size=5${extra}`)];
  while (pages.at(-1)!.has_more && pages.length < 20) {
    pages.push(
      await page(`tab_key=${tab}&page_limit=10&cursor=${encodeURIComponent(pages.at(-1)!.cursor)}${extra}`),
    );
  }
  return { pages, all: pages.flatMap((p) => p.records) };
}

describe('home tab list', () => {
  const tabs = async (appKey: string) =>
    (
      await t.app.inject({ method: 'GET', url: endpoints.homeTabList.path, headers: brandHeaders(appKey) })
    ).json<EnvelopeBody<{ list: HomeTab[] }>>().data.list;

  it('has InPlay first, then Live, Soccer, BasketBall, Tennis and the brand extra tab', async () => {
    expect((await tabs('golazo_mx')).map((x) => x.tab_key)).toEqual([
      'InPlay',
      'Live',
      'Soccer',
      'BasketBall',
      'Tennis',
      'TableTennis',
    ]);
    expect((await tabs('placar_br')).map((x) => x.tab_key)).toEqual([
      'InPlay',
      'Live',
      'Soccer',
      'BasketBall',
      'Tennis',
      'Volleyball',
    ]);
    expect((await tabs('line_us')).map((x) => x.tab_key)).toEqual([
      'InPlay',
      'Live',
      'Soccer',
      'BasketBall',
      'Tennis',
    ]);
  });

  it('titles tabs in the brand language; sport tabs list their leagues', async () => {
    const br = await tabs('placar_br');
    expect(br.find((x) => x.tab_key === 'Soccer')!.title).toBe('Futebol');
    const soccer = br.find((x) => x.tab_key === 'Soccer')!;
    expect(soccer.type).toBe(2);
    expect(soccer.child.map((c) => c.title)).toContain('Brazil Série A');
    expect(soccer.child.every((c) => typeof c.league_id === 'number')).toBe(true);
  });
});

describe('match list paging (SPEC §4, §5)', () => {
  it('gives 5 first, then 10 per page, without duplicates, stopping at 50 with has_more false', async () => {
    const { pages, all } = await walk('InPlay');
    expect(pages.map((p) => p.records.length)).toEqual([5, 10, 10, 10, 10, 5]);
    expect(all).toHaveLength(50);
    expect(new Set(all.map((m) => m.id)).size).toBe(50);
    expect(pages.at(-1)!.has_more).toBe(false);
    expect(pages.slice(0, -1).every((p) => p.has_more)).toBe(true);
  });

  it('continues exactly where the cursor left off', async () => {
    const first = await page('tab_key=Soccer&page_limit=10&size=5');
    const next = await page(`tab_key=Soccer&page_limit=10&cursor=${encodeURIComponent(first.cursor)}`);
    const straight = await page('tab_key=Soccer&page_limit=15');
    expect([...first.records, ...next.records].map((m) => m.id)).toEqual(straight.records.map((m) => m.id));
  });

  it('InPlay lists at most 3 live matches, first, then upcoming by start time, main markets open', async () => {
    const { all } = await walk('InPlay');
    const live = all.filter((m) => m.ms === 5);
    expect(live).toHaveLength(3);
    expect(all.slice(0, 3).every((m) => m.ms === 5)).toBe(true);
    const upcoming = all.slice(3).map((m) => m.bt);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(all.every((m) => m.mg[0]!.mks[0]!.ss === 1)).toBe(true);
  });

  it('Live lists only live matches, each with a score and a clock', async () => {
    const { all, pages } = await walk('Live');
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((m) => m.ms === 5 && m.mc !== undefined && m.nsg[0]!.sc.length === 2)).toBe(true);
    expect(pages.at(-1)!.has_more).toBe(false);
    const soccer = all.find((m) => m.sid === 1)!;
    expect(soccer.mc).toMatchObject({ r: true, tp: 1 });
    expect(soccer.mc!.s).toBeGreaterThan(0);
  });

  it('a sport tab lists that sport only, live first, and can be narrowed to a league', async () => {
    const { all } = await walk('BasketBall');
    expect(all.every((m) => m.sid === 3)).toBe(true);
    const firstUpcoming = all.findIndex((m) => m.ms === 4);
    expect(all.slice(firstUpcoming).every((m) => m.ms === 4)).toBe(true);
    const league = await walk('Soccer', '&league_id=101');
    expect(league.all.length).toBeGreaterThan(0);
    expect(league.all.every((m) => m.lg.id === 101 && m.lg.na === 'Brazil Série A')).toBe(true);
  });

  it('soccer shows 1x2 with a draw, tennis a two-way winner, with a margin of about 5%', async () => {
    const soccer = (await walk('Soccer')).all;
    const main = soccer[0]!.mg.find((g) => g.mty === 1005)!;
    expect(main.mks[0]!.op.map((o) => o.ty)).toEqual([1, 3, 2]);
    const tennis = (await walk('Tennis')).all;
    expect(tennis[0]!.mg[0]!.mty).toBe(5001);
    expect(tennis[0]!.mg[0]!.mks[0]!.op).toHaveLength(2);
    for (const m of [...soccer, ...tennis]) {
      const op = m.mg[0]!.mks[0]!.op;
      const overround = op.reduce((s, o) => s + 1 / Math.abs(o.od), 0);
      expect(overround).toBeGreaterThan(1.02);
      expect(overround).toBeLessThan(1.08);
    }
  });

  it('shows suspended markets and locked (negative) odds somewhere in the catalogue', async () => {
    const all = (
      await Promise.all(['Soccer', 'BasketBall', 'Tennis', 'TableTennis', 'Volleyball'].map((k) => walk(k)))
    ).flatMap((w) => w.all);
    const markets = all.flatMap((m) => m.mg.flatMap((g) => g.mks));
    expect(markets.some((mk) => mk.ss !== 1)).toBe(true);
    expect(markets.some((mk) => mk.op.some((o) => o.od < 0))).toBe(true);
  });

  it('serves a crest for every team in the list', async () => {
    const { all } = await walk('InPlay');
    const logo = all[0]!.ts[0]!.lurl;
    const res = await t.app.inject({ method: 'GET', url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toContain(`aria-label="${all[0]!.ts[0]!.na}"`);
    expect((await t.app.inject({ method: 'GET', url: '/img/teams/999999.svg' })).statusCode).toBe(404);
  });
});
