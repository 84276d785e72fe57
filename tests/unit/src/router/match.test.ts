import { describe, expect, it } from 'vitest';
import { matchRoutes, routeBases, type RouteObject } from '../../../../src/platform/router/match';

/** The shape of src/app/routes.tsx: static pages, groups with index routes, a path under a group's name. */
const TABLE: RouteObject[] = [
  { index: true, element: 'root' },
  { path: 'sport', element: 'sport' },
  { path: 'setting', element: 'setting' },
  { path: 'setting/language', element: 'language' },
  { path: 'wallet/deposit', element: 'deposit' },
  {
    path: 'home',
    children: [
      { index: true, element: 'home-index' },
      { path: 'game', element: 'home-game' },
      { path: 'slots', element: 'home-slots' },
    ],
  },
  {
    path: 'wallet',
    children: [
      { index: true, element: 'wallet-index' },
      { path: 'bonus', element: 'wallet-bonus' },
    ],
  },
  { path: '*', element: 'catch-all' },
];

const leaf = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.element;

describe('matchRoutes', () => {
  it('matches static paths, one or more segments', () => {
    expect(leaf(TABLE, '/sport')).toBe('sport');
    expect(leaf(TABLE, '/setting')).toBe('setting');
    expect(leaf(TABLE, '/setting/language')).toBe('language');
  });

  it('matches the root index route on /', () => {
    expect(leaf(TABLE, '/')).toBe('root');
  });

  it('ignores case and trailing slashes, like react-router', () => {
    expect(leaf(TABLE, '/SPORT')).toBe('sport');
    expect(leaf(TABLE, '/sport/')).toBe('sport');
    expect(leaf(TABLE, '/sport//')).toBe('sport');
    expect(leaf(TABLE, '/Home/Game/')).toBe('home-game');
  });

  it('decodes percent-encoded segments before matching', () => {
    expect(leaf(TABLE, '/s%70ort')).toBe('sport');
  });

  it("renders a group's index route on the group's own path", () => {
    expect(leaf(TABLE, '/home')).toBe('home-index');
    expect(leaf(TABLE, '/home/')).toBe('home-index');
    expect(leaf(TABLE, '/wallet')).toBe('wallet-index');
  });

  it("renders a group's child under the group's path, with the group as the outer match", () => {
    const matches = matchRoutes(TABLE, '/home/game')!;
    expect(matches.map((m) => m.route.path)).toEqual(['home', 'game']);
    expect(matches.map((m) => m.pathname)).toEqual(['/home', '/home/game']);
    expect(matches.map((m) => m.pathnameBase)).toEqual(['/home', '/home/game']);
  });

  it('a top-level path under a group name wins when the group has no such child', () => {
    expect(leaf(TABLE, '/wallet/deposit')).toBe('deposit');
    expect(leaf(TABLE, '/wallet/bonus')).toBe('wallet-bonus');
  });

  it('sends everything else to the catch-all, including extra segments after a page', () => {
    expect(leaf(TABLE, '/nowhere')).toBe('catch-all');
    expect(leaf(TABLE, '/sport/extra')).toBe('catch-all');
    expect(leaf(TABLE, '/home/nowhere')).toBe('catch-all');
    expect(matchRoutes(TABLE, '/a/b')!.at(-1)!.pathnameBase).toBe('/');
  });

  it('ranks static paths before a splat written earlier', () => {
    const routes: RouteObject[] = [
      { path: '*', element: 'splat' },
      { path: 'sport', element: 'sport' },
      { index: true, element: 'root' },
    ];
    expect(leaf(routes, '/sport')).toBe('sport');
    expect(leaf(routes, '/')).toBe('root');
    expect(leaf(routes, '/x')).toBe('splat');
  });

  it('ranks a longer splat before the root one', () => {
    const routes: RouteObject[] = [
      { path: '*', element: 'root-splat' },
      { path: 'home/*', element: 'home-splat' },
    ];
    expect(leaf(routes, '/home/x/y')).toBe('home-splat');
    expect(leaf(routes, '/home')).toBe('home-splat');
    expect(leaf(routes, '/other')).toBe('root-splat');
  });

  it('between siblings of the same path, the first written wins', () => {
    const routes: RouteObject[] = [
      { path: 'a', element: 'first' },
      { path: 'a', element: 'second' },
    ];
    expect(leaf(routes, '/a')).toBe('first');
  });

  it('accepts absolute paths (tests write <Route path="/deposit">), also under a group', () => {
    expect(leaf([{ path: '/deposit', element: 'deposit' }], '/deposit')).toBe('deposit');
    const nested: RouteObject[] = [{ path: '/home', children: [{ path: '/home/game', element: 'game' }] }];
    expect(leaf(nested, '/home/game')).toBe('game');
    expect(() => matchRoutes([{ path: '/home', children: [{ path: '/other' }] }], '/home')).toThrow(
      /not under its parent/,
    );
  });

  it('returns null when nothing matches', () => {
    expect(matchRoutes([{ path: 'sport', element: 'sport' }], '/other')).toBeNull();
    expect(matchRoutes([{ path: 'home', children: [{ path: 'game' }] }], '/home/other')).toBeNull();
  });

  it('a group without an index route matches its own path alone (and renders nothing there), as in react-router', () => {
    const matches = matchRoutes([{ path: 'home', children: [{ path: 'game' }] }], '/home');
    expect(matches?.map((m) => m.route.path)).toEqual(['home']);
  });

  it('refuses what it does not support: dynamic and optional segments, children of an index route', () => {
    expect(() => matchRoutes([{ path: 'match/:id' }], '/match/1')).toThrow(/not supported/);
    expect(() => matchRoutes([{ path: 'lang?' }], '/')).toThrow(/not supported/);
    expect(() => matchRoutes([{ index: true, children: [{ path: 'x' }] }], '/')).toThrow(/Index route/);
  });
});

describe('routeBases', () => {
  it("is the group's path for its index route (an index route adds no path)", () => {
    expect(routeBases(matchRoutes(TABLE, '/home')!)).toEqual(['/home']);
    expect(routeBases(matchRoutes(TABLE, '/home/')!)).toEqual(['/home']);
  });

  it("is each route's base, the innermost's full matched path", () => {
    expect(routeBases(matchRoutes(TABLE, '/home/game')!)).toEqual(['/home', '/home/game']);
    expect(routeBases(matchRoutes(TABLE, '/sport')!)).toEqual(['/sport']);
  });

  it('is empty outside any route', () => {
    expect(routeBases([])).toEqual([]);
  });
});
