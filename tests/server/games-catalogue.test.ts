/**
 * The game hall calls on the real database: tabs as SPEC §2 lists them, paging (v1 offset, v2 cursor)
 * without gaps or repeats, /live's filter, search, favourites (login-gated), launch and recents, covers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, GamePage, GameCursorPage, GameTabList } from '../../core/contract/schemas/games';
import { Client } from './helpers/accounts';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { registration } from './helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = <T>(res: { json: () => unknown }) => (res.json() as EnvelopeBody<T>).data;

async function player(ip: string, email: string): Promise<Client> {
  const c = new Client(t.app, ip, `dev-${ip}`);
  const res = await c.call('emailRegister', {
    ...registration(),
    email,
    password: 'games player 1',
  });
  expect(res.statusCode).toBe(200);
  return c;
}

describe('game tabs', () => {
  it('lists Lobby (its nine sub tabs), Favorites, Recents, New and the providers', async () => {
    const visitor = new Client(t.app);
    const tabs = data<GameTabList>(await visitor.call('gameTab')).list;
    expect(tabs.map((x) => x.tab_key)).toEqual(['lobby', 'favorites', 'recents', 'new', 'providers']);
    expect(tabs[0]!.sub_tab.map((s) => s.tab_title)).toEqual([
      'Popular',
      'Slots',
      'Mini',
      'Fishing',
      'BGaming',
      'FA CHAI',
      'Bingo',
      'Table Game',
      'New',
    ]);
    expect(tabs[4]!.sub_tab.map((s) => s.tab_key)).toEqual([
      'inhouse',
      'pgsoft',
      'pp',
      'tada',
      'spribe',
      'bgaming',
      'ka',
      'fc',
    ]);
    expect(tabs[0]!.num).toBeGreaterThanOrEqual(100);
    for (const sub of tabs[0]!.sub_tab) expect(sub.num).toBeGreaterThan(0);
    const v2 = data<GameTabList>(await visitor.call('gameTabV2')).list;
    expect(v2).toEqual(tabs);
  });

  it('pages a tab by offset (v1) and by cursor (v2) with every game once', async () => {
    const visitor = new Client(t.app);
    const v1: Game[] = [];
    let offset = 0;
    for (let i = 0; i < 50; i++) {
      const page = data<GamePage>(
        await visitor.call(
          'gameByTab',
          {},
          { query: { tab_key: 'lobby', offset: String(offset), limit: '10' } },
        ),
      );
      v1.push(...page.list);
      offset = page.offset;
      if (!page.has_more) break;
    }
    const total = data<GamePage>(await visitor.call('gameByTab', {}, { query: { tab_key: 'lobby' } })).total;
    expect(v1).toHaveLength(total);
    expect(new Set(v1.map((g) => `${g.game_platform}/${g.game_id}`)).size).toBe(total);
    // The four in-house games are in the catalogue with the ids the game room expects.
    for (const id of ['crash', 'slot', 'dice', 'roulette'])
      expect(v1.some((g) => g.game_platform === 'inhouse' && g.game_id === id)).toBe(true);

    const v2: Game[] = [];
    let cursor = '';
    for (let i = 0; i < 50; i++) {
      const page = data<GameCursorPage>(
        await visitor.call('gameByTabV2', {}, { query: { tab_key: 'lobby', cursor, limit: '12' } }),
      );
      v2.push(...page.list);
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    expect(v2.map((g) => g.game_id)).toEqual(v1.map((g) => g.game_id));

    const bad = await visitor.call('gameByTabV2', {}, { query: { tab_key: 'lobby', cursor: 'nonsense!' } });
    expect(bad.statusCode).toBe(400);
    const badTab = await visitor.call('gameByTab', {}, { query: { tab_key: 'casino-royale' } });
    expect((badTab.json() as EnvelopeBody).dm_error).toBe(1001);
  });

  it('filters sub tabs and providers, and /live (live_game=1) shows only live games', async () => {
    const visitor = new Client(t.app);
    const fishing = data<GamePage>(
      await visitor.call(
        'gameByTab',
        {},
        { query: { tab_key: 'lobby', sub_tab_key: 'fishing', limit: '60' } },
      ),
    );
    expect(fishing.list.every((g) => g.category === 'fishing')).toBe(true);
    const pp = data<GamePage>(
      await visitor.call(
        'gameByTab',
        {},
        { query: { tab_key: 'providers', sub_tab_key: 'pp', limit: '60' } },
      ),
    );
    expect(pp.total).toBeGreaterThan(10);
    expect(pp.list.every((g) => g.game_platform === 'pp' && g.platform_name === 'Pragmatic Play')).toBe(true);
    const live = data<GamePage>(
      await visitor.call('gameByTab', {}, { query: { tab_key: 'lobby', live_game: '1', limit: '60' } }),
    );
    expect(live.total).toBeGreaterThan(3);
    expect(live.list.every((g) => g.live_game)).toBe(true);
  });
});

describe('search', () => {
  it('finds games by words of the name or provider, accents ignored', async () => {
    const visitor = new Client(t.app);
    const jade = data<GamePage>(await visitor.call('gameSearch', {}, { query: { keyword: 'JADE' } }));
    expect(jade.total).toBeGreaterThanOrEqual(2);
    expect(jade.list.every((g) => /jade/i.test(g.game_name))).toBe(true);
    const pinata = data<GamePage>(await visitor.call('gameSearch', {}, { query: { keyword: 'pinata' } }));
    expect(pinata.list.map((g) => g.game_name)).toEqual(['Piñata Pesos']);
    const none = data<GamePage>(await visitor.call('gameSearch', {}, { query: { keyword: 'zzzqqq' } }));
    expect(none).toMatchObject({ list: [], total: 0, has_more: false });
    const all = data<{ list: Game[]; platforms: { game_platform: string }[] }>(
      await visitor.call('gameSearchAll', {}, { query: { keyword: 'pragmatic' } }),
    );
    expect(all.platforms.map((p) => p.game_platform)).toEqual(['pp']);
    expect(all.list.length).toBeGreaterThan(0);
    const empty = await visitor.call('gameSearch', {}, { query: { keyword: '' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('favourites, launch and recents', () => {
  it('needs a session, adds once, shows under Favorites, removes', async () => {
    const visitor = new Client(t.app);
    const ref = { game_platform: 'pgsoft', game_id: 'koi-cascade' };
    expect((await visitor.call('favoritesAdd', ref)).statusCode).toBe(604);

    const p = await player('10.7.0.1', 'fav@example.com');
    expect(data(await p.call('favoritesAdd', ref))).toEqual({ is_favorite: true });
    expect(data(await p.call('favoritesAdd', ref))).toEqual({ is_favorite: true });
    await p.call('favoritesAdd', { game_platform: 'inhouse', game_id: 'crash' });
    const shown = data<GamePage>(await p.call('favoritesShow'));
    expect(shown.total).toBe(2);
    expect(shown.list.every((g) => g.is_favorite)).toBe(true);
    const tab = data<GamePage>(await p.call('gameByTab', {}, { query: { tab_key: 'favorites' } }));
    expect(tab.list.map((g) => g.game_id).sort()).toEqual(['crash', 'koi-cascade']);
    const tabs = data<GameTabList>(await p.call('gameTab')).list;
    expect(tabs.find((x) => x.tab_key === 'favorites')!.num).toBe(2);
    // Another player sees none of it.
    const other = await player('10.7.0.2', 'other@example.com');
    expect(data<GamePage>(await other.call('favoritesShow')).total).toBe(0);

    expect(data(await p.call('favoritesDel', ref))).toEqual({ is_favorite: false });
    expect(data<GamePage>(await p.call('favoritesShow')).list.map((g) => g.game_id)).toEqual(['crash']);

    const unknown = await p.call('favoritesAdd', { game_platform: 'pgsoft', game_id: 'no-such-game' });
    expect((unknown.json() as EnvelopeBody).dm_error).toBe(5000);
  });

  it('launches an external game through its provider and lists it under Recents', async () => {
    const visitor = new Client(t.app);
    const ref = { game_platform: 'pp', game_id: 'skyforge-titans' };
    expect((await visitor.call('gameLaunch', ref)).statusCode).toBe(604);
    const p = await player('10.7.0.3', 'launch@example.com');
    const launched = data<{ launch_url: string }>(await p.call('gameLaunch', ref));
    expect(launched.launch_url).toMatch(/^\/fake-provider\/pp\/play\?game_id=skyforge-titans&token=/);
    const page = await t.app.inject({ method: 'GET', url: launched.launch_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Skyforge Titans');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const wrongPath = await p.call('launchPgsoft', ref);
    expect((wrongPath.json() as EnvelopeBody).dm_error).toBe(5000);
    expect(data<{ launch_url: string }>(await p.call('launchPp', ref)).launch_url).toContain(
      '/fake-provider/pp/',
    );

    await p.call('gameLaunch', { game_platform: 'inhouse', game_id: 'dice' });
    const recents = data<GamePage>(await p.call('recentList'));
    expect(recents.list.map((g) => g.game_id)).toEqual(['dice', 'skyforge-titans']);
    const token = data<{ token: string; expire_at: number }>(
      await p.call('gameUserToken', {}, { query: { game_platform: 'pgsoft' } }),
    );
    expect(token.token.length).toBeGreaterThan(30);
  });
});

describe('covers and banners', () => {
  it('serves a deterministic SVG cover per game, cached for a year', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/img/game/v2/pgsoft/koi-cascade.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The art carries no title: the card prints the name once, under the cover (issue #23).
    expect(a.body).toContain('<svg');
    expect(a.body).not.toContain('Koi Cascade');
    const b = await t.app.inject({ method: 'GET', url: '/img/game/v2/pgsoft/koi-cascade.svg' });
    expect(b.body).toBe(a.body);
    expect((await t.app.inject({ method: 'GET', url: '/img/game/v2/pgsoft/nope.svg' })).statusCode).toBe(404);
    const banners = data<{ list: { banner_image: string }[] }>(
      await new Client(t.app).call('gameBanner'),
    ).list;
    expect(banners.length).toBeGreaterThan(2);
    const img = await t.app.inject({ method: 'GET', url: banners[0]!.banner_image });
    expect(img.statusCode).toBe(200);
  });
});
