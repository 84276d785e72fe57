import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MemoryRouter, Navigate, Route, Routes } from '../../../../src/platform/router';
import { cleanup, render } from '../dom';
import { here, probe, run } from './probe';

afterEach(cleanup);

/** A page that counts its mounts: tells a re-render from a new page instance. */
let mounts = 0;
function Counted({ name }: { name: string }) {
  const [id] = useState(() => ++mounts);
  return (
    <p data-page={name} data-mount={id}>
      {name}
    </p>
  );
}

/** The shape of src/app/routes.tsx. */
function AppLike() {
  return (
    <Routes>
      <Route index element={<Navigate to="/home" replace />} />
      <Route path="sport" element={<Counted name="sport" />} />
      <Route path="setting/language" element={<Counted name="language" />} />
      {[<Route key="deposit" path="wallet/deposit" element={<Counted name="deposit" />} />]}
      <>
        <Route path="news" element={<Counted name="news" />} />
      </>
      <Route path="home">
        <Route index element={<Navigate to="game" replace />} />
        <Route path="game" element={<Counted name="home" />} />
        <Route path="slots" element={<Counted name="home" />} />
        <Route path="sport" element={<Counted name="sport" />} />
      </Route>
      <Route path="wallet">
        <Route index element={<Navigate to="deposit" replace />} />
        <Route path="bonus" element={<Counted name="bonus" />} />
      </Route>
      <Route path="*" element={<Navigate to="/sport" replace />} />
    </Routes>
  );
}

async function open(...entries: string[]) {
  const router = probe();
  const { container } = await render(
    <MemoryRouter initialEntries={entries}>
      <AppLike />
      <router.Probe />
    </MemoryRouter>,
  );
  const page = () => container.querySelector('[data-page]');
  return { router: router.current, page, container };
}

describe('Routes and Route', () => {
  it('renders the page of the current path; static paths of several segments; arrays and fragments', async () => {
    for (const [path, name] of [
      ['/sport', 'sport'],
      ['/setting/language', 'language'],
      ['/wallet/deposit', 'deposit'],
      ['/news', 'news'],
      ['/home/slots', 'home'],
      ['/SPORT/', 'sport'],
    ] as const) {
      const { page } = await open(path);
      expect(page()?.getAttribute('data-page')).toBe(name);
      cleanup();
    }
  });

  it("a group's index route redirects relative to the group: /home goes to /home/game, replacing the entry", async () => {
    const { router, page } = await open('/sport', '/home');
    expect(here(router.location)).toBe('/home/game');
    expect(page()?.getAttribute('data-page')).toBe('home');
    // Replaced, not pushed: one step back is the entry before /home.
    await run(() => router.navigate(-1));
    expect(here(router.location)).toBe('/sport');
  });

  it('/wallet redirects to /wallet/deposit, a top-level route', async () => {
    const { router, page } = await open('/wallet');
    expect(here(router.location)).toBe('/wallet/deposit');
    expect(page()?.getAttribute('data-page')).toBe('deposit');
  });

  it('the root index route and the catch-all redirect by absolute paths', async () => {
    const root = await open('/');
    expect(here(root.router.location)).toBe('/home/game');
    cleanup();
    const unknown = await open('/no/such/page?x=1');
    expect(here(unknown.router.location)).toBe('/sport');
    expect(unknown.page()?.getAttribute('data-page')).toBe('sport');
  });

  it('keeps the page mounted between sibling routes of a group rendering the same page', async () => {
    const { router, page } = await open('/home/game');
    const first = page()?.getAttribute('data-mount');
    await run(() => router.navigate('/home/slots'));
    expect(page()?.getAttribute('data-mount')).toBe(first);
    // A different place in the table is a new page instance, even for the same component.
    await run(() => router.navigate('/sport'));
    expect(page()?.getAttribute('data-mount')).not.toBe(first);
  });

  it("keeps the current page on screen while the next page's lazy chunk loads (a transition)", async () => {
    let loadB: (module: { default: ComponentType }) => void = () => {};
    const PageA = lazy(async () => ({ default: () => <p>page A</p> }));
    const PageB = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loadB = resolve)));
    const page = (Page: ComponentType) => (
      <Suspense fallback={<p>skeleton</p>}>
        <Page />
      </Suspense>
    );
    const router = probe();
    const { container } = await render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="a" element={page(PageA)} />
          <Route path="b" element={page(PageB)} />
        </Routes>
        <router.Probe />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('page A'));
    await run(() => router.current.navigate('/b'));
    expect(container.textContent).toBe('page A');
    await run(() => loadB({ default: () => <p>page B</p> }));
    await vi.waitFor(() => expect(container.textContent).toBe('page B'));
    expect(here(router.current.location)).toBe('/b');
  });

  it('renders nothing when no route matches', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/other']}>
        <Routes>
          <Route path="sport" element={<p>sport</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });

  it('refuses a <Route> outside <Routes> and other elements inside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      render(
        <MemoryRouter>
          <Route path="x" element={<p />} />
        </MemoryRouter>,
      ),
    ).rejects.toThrow(/only as a child of <Routes>/);
    await expect(
      render(
        <MemoryRouter>
          <Routes>
            <p />
          </Routes>
        </MemoryRouter>,
      ),
    ).rejects.toThrow(/must be <Route>/);
    vi.restoreAllMocks();
  });
});

describe('Navigate', () => {
  it('renders nothing and navigates after the render, with its state', async () => {
    const router = probe();
    const { container } = await render(
      <MemoryRouter initialEntries={['/from']}>
        <Routes>
          <Route path="from" element={<Navigate to="/to?x=1#h" state={{ why: 'moved' }} />} />
          <Route path="to" element={<p>arrived</p>} />
        </Routes>
        <router.Probe />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('arrived');
    expect(here(router.current.location)).toBe('/to?x=1#h');
    expect(router.current.location.state).toEqual({ why: 'moved' });
  });
});

describe('MemoryRouter', () => {
  it('starts on the last initial entry, or on initialIndex', async () => {
    const last = probe();
    await render(
      <MemoryRouter initialEntries={['/a', '/b?x=1']}>
        <last.Probe />
      </MemoryRouter>,
    );
    expect(here(last.current.location)).toBe('/b?x=1');
    expect(last.current.location.key).not.toBe('default');

    const first = probe();
    await render(
      <MemoryRouter initialEntries={['/a#top', '/b']} initialIndex={0}>
        <first.Probe />
      </MemoryRouter>,
    );
    expect(here(first.current.location)).toBe('/a#top');
    expect(first.current.location.key).toBe('default');
    await run(() => first.current.navigate(1));
    expect(here(first.current.location)).toBe('/b');
  });

  it('starts on / without entries, and takes an entry with state', async () => {
    const plain = probe();
    await render(
      <MemoryRouter>
        <plain.Probe />
      </MemoryRouter>,
    );
    expect(here(plain.current.location)).toBe('/');
    expect(plain.current.location.state).toBeNull();

    const withState = probe();
    await render(
      <MemoryRouter
        initialEntries={[{ pathname: '/league', search: '?leagueId=10', state: { leagueName: 'A' } }]}
      >
        <withState.Probe />
      </MemoryRouter>,
    );
    expect(here(withState.current.location)).toBe('/league?leagueId=10');
    expect(withState.current.location.state).toEqual({ leagueName: 'A' });
  });

  it('back and forward keep each entry its state; a push drops the entries ahead', async () => {
    const router = probe();
    await render(
      <MemoryRouter initialEntries={['/start']}>
        <router.Probe />
      </MemoryRouter>,
    );
    await run(() => router.current.navigate('/one', { state: { n: 1 } }));
    await run(() => router.current.navigate('/two', { state: { n: 2 } }));
    await run(() => router.current.navigate(-1));
    expect(here(router.current.location)).toBe('/one');
    expect(router.current.location.state).toEqual({ n: 1 });
    await run(() => router.current.navigate(1));
    expect(router.current.location.state).toEqual({ n: 2 });
    await run(() => router.current.navigate(-2));
    await run(() => router.current.navigate('/three'));
    await run(() => router.current.navigate(1));
    expect(here(router.current.location)).toBe('/three');
    await run(() => router.current.navigate(-5));
    expect(here(router.current.location)).toBe('/start');
  });
});
