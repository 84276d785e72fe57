import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createRef, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from '../../../../src/platform/router';
import { cleanup, render } from '../dom';
import { here, probe } from './probe';

/**
 * Whether the browser would have followed the link: recorded after React's handler, then the default is
 * prevented so happy-dom does not load the address.
 */
let browserFollowed: boolean | null = null;
const onDocumentClick = (event: Event) => {
  browserFollowed = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  browserFollowed = null;
  document.addEventListener('click', onDocumentClick);
});
afterEach(() => {
  document.removeEventListener('click', onDocumentClick);
  cleanup();
});

async function clickWith(el: Element, init: MouseEventInit = {}) {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
}

async function openWith(link: ReactNode, at = '/start') {
  const router = probe();
  const { container } = await render(
    <MemoryRouter initialEntries={[at]}>
      {link}
      <router.Probe />
    </MemoryRouter>,
  );
  return { router: router.current, a: container.querySelector('a')!, container };
}

describe('Link', () => {
  it('renders an <a href> with the resolved address and passes its other props through', async () => {
    const { a } = await openWith(
      <Link
        to="/game-verify?game=crash"
        className="fair-link"
        aria-label="Verify"
        aria-current="page"
        data-x="1"
      >
        Verify
      </Link>,
    );
    expect(a.getAttribute('href')).toBe('/game-verify?game=crash');
    expect(a.className).toBe('fair-link');
    expect(a.getAttribute('aria-label')).toBe('Verify');
    expect(a.getAttribute('aria-current')).toBe('page');
    expect(a.getAttribute('data-x')).toBe('1');
    expect(a.textContent).toBe('Verify');
  });

  it('resolves a relative address against its route', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/home/game']}>
        <Routes>
          <Route path="home">
            <Route path="game" element={<Link to="../slots">Slots</Link>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/home/slots');
  });

  it('a plain left click moves inside the app: default prevented, a new entry with the state', async () => {
    const onClick = vi.fn();
    const { router, a } = await openWith(
      <Link to="/match-detail?id=1" state={{ live: true }} onClick={onClick}>
        Match
      </Link>,
    );
    const before = router.location.key;
    await clickWith(a);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(browserFollowed).toBe(false);
    expect(here(router.location)).toBe('/match-detail?id=1');
    expect(router.location.state).toEqual({ live: true });
    await act(async () => router.navigate(-1));
    expect(here(router.location)).toBe('/start');
    expect(router.location.key).toBe(before);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is left to the browser (new tab or window)', async (_name, init) => {
    const { router, a } = await openWith(<Link to="/sport">Sport</Link>);
    await clickWith(a, init);
    expect(browserFollowed).toBe(true);
    expect(here(router.location)).toBe('/start');
  });

  it('target=_blank is left to the browser; target=_self is handled', async () => {
    const blank = await openWith(
      <Link to="/sport" target="_blank">
        Sport
      </Link>,
    );
    expect(blank.a.getAttribute('target')).toBe('_blank');
    await clickWith(blank.a);
    expect(browserFollowed).toBe(true);
    expect(here(blank.router.location)).toBe('/start');
    cleanup();

    const self = await openWith(
      <Link to="/sport" target="_self">
        Sport
      </Link>,
    );
    await clickWith(self.a);
    expect(browserFollowed).toBe(false);
    expect(here(self.router.location)).toBe('/sport');
  });

  it('an onClick that prevents the default keeps the player where they are (login gates)', async () => {
    const { router, a } = await openWith(
      <Link to="/bet-record" onClick={(e) => e.preventDefault()}>
        Bets
      </Link>,
    );
    await clickWith(a);
    expect(here(router.location)).toBe('/start');
  });

  it.each([
    'https://example.com/x',
    'http://localhost:3000/sport',
    '//example.com/x',
    'mailto:help@example.com',
  ])('an address outside the app (%s) is a plain link, not intercepted', async (to) => {
    const onClick = vi.fn();
    const { router, a } = await openWith(
      <Link to={to} onClick={onClick}>
        Out
      </Link>,
    );
    expect(a.getAttribute('href')).toBe(to);
    await clickWith(a);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(browserFollowed).toBe(true);
    expect(here(router.location)).toBe('/start');
  });

  it('reloadDocument lets the browser load the page', async () => {
    const { router, a } = await openWith(
      <Link to="/sport" reloadDocument>
        Sport
      </Link>,
    );
    await clickWith(a);
    expect(browserFollowed).toBe(true);
    expect(here(router.location)).toBe('/start');
  });

  it('replace replaces the entry: back skips it', async () => {
    const { router, a } = await openWith(
      <Link to="/b" replace>
        B
      </Link>,
      '/a',
    );
    await act(async () => router.navigate('/here'));
    await clickWith(a);
    expect(here(router.location)).toBe('/b');
    await act(async () => router.navigate(-1));
    expect(here(router.location)).toBe('/a');
  });

  it('a link to the current address replaces instead of adding an entry', async () => {
    const { router, a } = await openWith(<Link to="/sport">Sport</Link>, '/first');
    await act(async () => router.navigate('/sport'));
    const key = router.location.key;
    await clickWith(a);
    expect(router.location.key).not.toBe(key);
    await act(async () => router.navigate(-1));
    expect(here(router.location)).toBe('/first');
  });

  it('forwards its ref to the <a>', async () => {
    const ref = createRef<HTMLAnchorElement>();
    const { a } = await openWith(
      <Link ref={ref} to="/sport">
        Sport
      </Link>,
    );
    expect(ref.current).toBe(a);
  });
});
