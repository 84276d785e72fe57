import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useLocation } from 'react-router-dom';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { AppAt, routesSettled } from './app-router';
import { CrashBoundary, resetCrashReportForTests } from '../../../src/app/crash/CrashBoundary';
import { useBrand } from '../../../src/app/stores/brand';
import { topics } from './engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const where = (container: HTMLElement) => container.querySelector('[data-testid="location"]')!.textContent;

async function open(path: string) {
  const rendered = await render(
    <CrashBoundary lang={() => 'en'} country={() => 'BR'} report={() => {}}>
      <AppAt path={path} extra={<LocationProbe />} />
    </CrashBoundary>,
  );
  await routesSettled();
  return rendered.container;
}

const brandState = useBrand.getState();

beforeEach(() => {
  topics.clear();
  useBrand.setState(brandState, true);
});

afterEach(() => {
  cleanup();
  resetCrashReportForTests();
  vi.restoreAllMocks();
});

describe('routing (SPEC §2)', () => {
  it('sends / to /home/slots for a new-UI brand, and to /game for a classic one', async () => {
    let container = await open('/');
    expect(where(container)).toBe('/home/slots');
    cleanup();
    useBrand.setState({ brand: { ...brandState.brand, flags: { ...brandState.brand.flags, uiV3: false } } });
    container = await open('/');
    expect(where(container)).toBe('/game');
  });

  it('redirects /login to /loginb keeping its query, and unknown paths to the sport page', async () => {
    expect(where(await open('/login?back_url=%2Fme'))).toBe('/loginb?back_url=%2Fme');
    cleanup();
    expect(where(await open('/no/such/page'))).toBe('/sport');
  });

  it('opens the default child of each nested group', async () => {
    for (const [from, to] of [
      ['/home', '/home/game'],
      ['/wallet', '/wallet/deposit'],
      ['/faq', '/faq/home'],
      ['/agent', '/agent/home'],
    ]) {
      expect(where(await open(from!)), from).toBe(to);
      cleanup();
    }
  });
});

describe('layout rules', () => {
  it('level-1 pages get the footer tab bar with the current tab marked; the sport page gets the bet slip entry', async () => {
    const container = await open('/sport');
    const nav = getByRole(container, 'navigation', 'Main');
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((a) => a.textContent)).toEqual(['Sport']);
    expect(queryAllByRole(nav, 'link').map((a) => a.textContent)).toEqual([
      'Home',
      'Sport',
      'Casino',
      'Promotions',
      'Me',
    ]);
    const slip = getByRole(container, 'button', 'Bet slip');
    await click(slip);
    // The slip is its own chunk, loaded on the first tap.
    // A lazy chunk and its catalog: generous on a busy machine.
    await vi.waitFor(
      () => expect(getByRole(container, 'dialog', 'Bet slip').textContent).toContain('Bet slip is empty'),
      { timeout: 10_000 },
    );
  });

  it('other pages hide the footer, show a back button and their title', async () => {
    const container = await open('/setting/language');
    await vi.waitFor(() => expect(getByRole(container, 'heading', 'Language')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(queryAllByRole(container, 'navigation', 'Main')).toHaveLength(0);
    expect(getByRole(container, 'button', 'Back')).toBeTruthy();
    expect(queryAllByRole(container, 'button', 'Bet slip')).toHaveLength(0);
  });

  it('the home page has no bet slip entry; an empty account page asks a visitor to log in', async () => {
    let container = await open('/home/slots');
    expect(queryAllByRole(container, 'button', 'Bet slip')).toHaveLength(0);
    cleanup();
    container = await open('/wallet/withdraw');
    await vi.waitFor(() => expect(getByRole(container, 'heading', 'Withdraw')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(container.textContent).toContain('Log in to see your wallet.');
    expect(getByRole(container, 'button', 'Log in')).toBeTruthy();
  });

  it('/error?type=render-test throws during render and shows the crash fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = await open('/error?type=render-test');
    // The fallback's words arrive with its own chunk (src/app/crash/CrashBoundary.tsx).
    await vi.waitFor(() =>
      expect(getByRole(container, 'heading').textContent).toBe('Oops! Something went wrong.'),
    );
    expect(queryAllByRole(container, 'navigation', 'Main')).toHaveLength(0);
  });

  it('/error?type=3 is the maintenance page, not a crash', async () => {
    const container = await open('/error?type=3');
    await vi.waitFor(() => expect(getByRole(container, 'heading', 'Service paused')).toBeTruthy(), {
      timeout: 10_000,
    });
  });
});

describe('back key on an open overlay', () => {
  it('closes the bet slip panel instead of leaving the page', async () => {
    window.history.replaceState(null, '', '/sport');
    const container = await open('/sport');
    const before = window.history.length;
    await click(getByRole(container, 'button', 'Bet slip'));
    await vi.waitFor(() => expect(window.history.length).toBe(before + 1));
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(queryAllByRole(container, 'dialog', 'Bet slip')).toHaveLength(0);
    expect(where(container)).toBe('/sport');
  });
});
