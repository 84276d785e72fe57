import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState, type ReactNode } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate } from '../../../../src/platform/router';
import { cleanup, render } from '../dom';
import { here, probe, run } from './probe';

interface Entry {
  usr?: unknown;
  key?: string;
  idx?: number | null;
}
const entry = () => window.history.state as Entry | null;

/** Goes back or forward like the browser's buttons (happy-dom fires popstate at once). */
async function browserGo(delta: number) {
  await act(async () => {
    window.history.go(delta);
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
});
afterEach(cleanup);

async function open(children?: ReactNode) {
  const router = probe();
  let rerender: () => void = () => {};
  function Shell() {
    const [, setN] = useState(0);
    rerender = () => setN((n) => n + 1);
    return (
      <>
        {children}
        <router.Probe />
      </>
    );
  }
  const { container } = await render(
    <BrowserRouter>
      <Shell />
    </BrowserRouter>,
  );
  return { router: router.current, container, rerender: () => run(rerender) };
}

describe('BrowserRouter', () => {
  it('reads the address bar; marks the first entry with its position (idx 0) and key "default"', async () => {
    window.history.replaceState({ other: 1 }, '', '/sport?x=1#h');
    const { router } = await open();
    expect(here(router.location)).toBe('/sport?x=1#h');
    expect(router.location.key).toBe('default');
    expect(router.location.state).toBeNull();
    expect(entry()).toEqual({ other: 1, idx: 0 });
  });

  it('navigate pushes { usr, key, idx } and the URL; replace keeps the position', async () => {
    const { router } = await open();
    const length = window.history.length;
    await run(() => router.navigate('/league?leagueId=10', { state: { leagueName: 'A' } }));
    expect(window.location.pathname + window.location.search).toBe('/league?leagueId=10');
    expect(window.history.length).toBe(length + 1);
    expect(entry()).toEqual({ usr: { leagueName: 'A' }, key: router.location.key, idx: 1 });
    expect(router.location.state).toEqual({ leagueName: 'A' });

    await run(() => router.navigate('/sport', { replace: true }));
    expect(window.history.length).toBe(length + 1);
    expect(entry()).toEqual({ usr: null, key: router.location.key, idx: 1 });
    expect(here(router.location)).toBe('/sport');
  });

  it('navigate(-1) goes back; back and forward bring each entry its location.state and key', async () => {
    const { router } = await open();
    await run(() => router.navigate('/one', { state: { n: 1 } }));
    const oneKey = router.location.key;
    await run(() => router.navigate('/two', { state: { n: 2 } }));
    await run(() => router.navigate(-1));
    expect(here(router.location)).toBe('/one');
    expect(router.location.state).toEqual({ n: 1 });
    expect(router.location.key).toBe(oneKey);
    await browserGo(1);
    expect(here(router.location)).toBe('/two');
    expect(router.location.state).toEqual({ n: 2 });
    await browserGo(-2);
    expect(here(router.location)).toBe('/start');
    expect(router.location.state).toBeNull();
    expect(router.location.key).toBe('default');
    expect(entry()?.idx).toBe(0);
  });

  it('a Link click pushes; a click on a link to the current address replaces', async () => {
    const { router, container } = await open(<Link to="/sport">Sport</Link>);
    const a = container.querySelector('a')!;
    const length = window.history.length;
    await act(async () => a.click());
    expect(here(router.location)).toBe('/sport');
    expect(window.history.length).toBe(length + 1);
    await act(async () => a.click());
    expect(window.history.length).toBe(length + 1);
    expect(entry()?.idx).toBe(1);
  });

  it('Navigate replaces with replace, pushes without', async () => {
    const length = window.history.length;
    await open(
      <Routes>
        <Route path="start" element={<Navigate to="/middle" />} />
        <Route path="middle" element={<Navigate to="/end" replace />} />
        <Route path="end" element={<p>end</p>} />
      </Routes>,
    );
    expect(window.location.pathname).toBe('/end');
    expect(window.history.length).toBe(length + 1);
    expect(entry()?.idx).toBe(1);
  });

  it('stops listening when unmounted', async () => {
    const { router } = await open();
    await run(() => router.navigate('/one'));
    cleanup();
    await browserGo(-1);
    expect(here(router.location)).toBe('/one');
  });
});

describe('location identity', () => {
  it('is the same object across re-renders that do not navigate', async () => {
    const { router, rerender } = await open();
    const first = router.location;
    await rerender();
    await rerender();
    expect(router.location).toBe(first);
    expect(router.seen).toHaveLength(1);
  });

  it('is the same object after a popstate that lands on the same entry (the back-close overlay entry)', async () => {
    const { router } = await open();
    await run(() => router.navigate('/sport'));
    const before = router.location;
    // What app/back-close.ts does: a same-URL entry with the same state, then back.
    window.history.pushState(window.history.state, '');
    await browserGo(-1);
    expect(router.location).toBe(before);
  });

  it('is a new object for each navigation, even to the same address', async () => {
    const { router } = await open();
    const first = router.location;
    await run(() => router.navigate('/start'));
    expect(router.location).not.toBe(first);
    expect(here(router.location)).toBe('/start');
  });
});

describe('useSearchParams', () => {
  it('reads the query; the same URLSearchParams object until the query changes', async () => {
    window.history.replaceState(null, '', '/bet-record?status=open&range=7');
    const { router, rerender } = await open();
    const query = router.query;
    expect(query.get('status')).toBe('open');
    expect(query.get('range')).toBe('7');
    await rerender();
    expect(router.query).toBe(query);
  });

  it('the setter pushes by default and replaces with { replace: true }', async () => {
    window.history.replaceState(null, '', '/bet-record?status=open');
    const { router } = await open();
    const length = window.history.length;
    await run(() => router.setQuery({ status: 'settled' }));
    expect(here(router.location)).toBe('/bet-record?status=settled');
    expect(window.history.length).toBe(length + 1);
    await run(() => router.setQuery({ status: 'settled', range: '30' }, { replace: true }));
    expect(here(router.location)).toBe('/bet-record?status=settled&range=30');
    expect(window.history.length).toBe(length + 1);
    await run(() => router.navigate(-1));
    expect(here(router.location)).toBe('/bet-record?status=open');
  });

  it('takes URLSearchParams, a record (with lists), a string or a function; keeps the pathname, drops the hash', async () => {
    window.history.replaceState(null, '', '/game-search/?q=a#top');
    const { router } = await open();
    await run(() => router.setQuery(new URLSearchParams({ q: 'b c' })));
    expect(here(router.location)).toBe('/game-search/?q=b+c');
    await run(() => router.setQuery({ tag: ['x', 'y'] }));
    expect(here(router.location)).toBe('/game-search/?tag=x&tag=y');
    await run(() => router.setQuery('?a=1'));
    expect(here(router.location)).toBe('/game-search/?a=1');
    await run(() =>
      router.setQuery((current) => {
        current.set('b', '2');
        return current;
      }),
    );
    expect(here(router.location)).toBe('/game-search/?a=1&b=2');
    await run(() => router.setQuery({}));
    expect(here(router.location)).toBe('/game-search/');
  });

  it('the function form gets a copy: the current params are not changed', async () => {
    window.history.replaceState(null, '', '/x?a=1');
    const { router } = await open();
    const before = router.query;
    await run(() => router.setQuery((current) => (current.set('a', '2'), current)));
    expect(before.get('a')).toBe('1');
    expect(router.query.get('a')).toBe('2');
  });
});

describe('useNavigate', () => {
  it('ignores a call made while rendering, as react-router does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function NavigatesInRender() {
      const navigate = useNavigate();
      navigate('/never');
      return null;
    }
    await render(
      <BrowserRouter>
        <NavigatesInRender />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/start');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/while rendering/));
    warn.mockRestore();
  });

  it('refuses an address outside the app', async () => {
    const { router } = await open();
    expect(() => router.navigate('https://example.com/')).toThrow(/External navigation/);
    expect(() => router.navigate('//example.com/')).toThrow(/External navigation/);
  });

  it('resolves a relative path against the route it is used in', async () => {
    const inner = probe();
    window.history.replaceState(null, '', '/home/game');
    await render(
      <BrowserRouter>
        <Routes>
          <Route path="home">
            <Route path="game" element={<inner.Probe />} />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
    await run(() => inner.current.navigate('slots'));
    expect(window.location.pathname).toBe('/home/game/slots');
  });
});
