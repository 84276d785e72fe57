import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { HomeHeader } from '../../../src/app/layout/HomeHeader';
import { MIN_SPIN_MS } from '../../../src/app/layout/PlayerHeaderActions';
import { useSession } from '../../../src/app/stores/session';
import { refreshes, setOnRefreshTopic, topics } from './engine-mock';
import { adoptShellLogo } from '../../../src/app/shell-logo';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';

const brl = (total: number) => ({
  balances: [{ currency: 'BRL', total_balance: total, cash: total, bonus: 0, freebet: 0 }],
  balance_info: { currency: 'BRL', balance: total, symbol: 'R$' },
});

const renderHeader = () =>
  render(
    <MemoryRouter initialEntries={['/home/slots']}>
      <HomeHeader />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  topics.clear();
});

afterEach(() => {
  cleanup();
  setOnRefreshTopic(async () => undefined);
  refreshes.length = 0;
  vi.useRealTimers();
});

describe('home header (SPEC §2)', () => {
  it('visitors see Login and Register leading to /loginb and /email-register, and no balance', async () => {
    const { container } = await renderHeader();
    expect(getByRole(container, 'link', 'Login').getAttribute('href')).toBe('/loginb');
    expect(getByRole(container, 'link', 'Register').getAttribute('href')).toBe('/email-register');
    expect(queryAllByRole(container, 'button', 'Refresh balance')).toHaveLength(0);
    expect(queryAllByRole(container, 'link', 'Deposit')).toHaveLength(0);
  });

  it('the logo goes home and carries the name from the home config', async () => {
    topics.set('homeConfig', {
      data: { logo: { name: 'Placar Demo', logo_url: '', icon_url: '' }, banners: [], icons: [], tabs: [] },
    });
    const { container } = await renderHeader();
    expect(getByRole(container, 'link', 'Placar Demo home').getAttribute('href')).toBe('/');
  });

  it("shows the shell's logo until conf/logo answers, then the config's; a shell of another brand is dropped", async () => {
    const shell = document.createElement('div');
    shell.innerHTML =
      '<div class="app-header"><a class="app-logo"><img src="/brand/vn/logo.svg" data-brand="vn"></a></div>';
    adoptShellLogo('br', shell);
    expect(shell.querySelector('img')).toBeNull();
    shell.innerHTML =
      '<div class="app-header"><a class="app-logo"><img src="/brand/br/logo.svg" data-brand="br"></a></div>';
    adoptShellLogo('br', shell);
    const { container } = await renderHeader();
    expect(container.querySelector('.app-logo img')?.getAttribute('src')).toBe('/brand/br/logo.svg');
    cleanup();
    topics.set('homeConfig', {
      data: {
        logo: { name: 'Placar', logo_url: '/brand/br/logo-2.svg', icon_url: '' },
        banners: [],
        icons: [],
        tabs: [],
      },
    });
    const after = await renderHeader();
    expect(after.container.querySelector('.app-logo img')?.getAttribute('src')).toBe('/brand/br/logo-2.svg');
  });

  it("keeps the shell's inlined logo bytes while conf/logo names the same file", async () => {
    const inline = 'data:image/svg+xml;base64,PHN2Zy8+';
    const shell = document.createElement('div');
    shell.innerHTML =
      `<div class="app-header"><a class="app-logo"><img src="${inline}" data-src="/brand/br/logo.svg" ` +
      'data-brand="br"></a></div>';
    adoptShellLogo('br', shell);
    const before = await renderHeader();
    expect(before.container.querySelector('.app-logo img')?.getAttribute('src')).toBe(inline);
    cleanup();
    const config = (logo_url: string) => ({
      data: { logo: { name: 'Placar', logo_url, icon_url: '' }, banners: [], icons: [], tabs: [] },
    });
    topics.set('homeConfig', config('/brand/br/logo.svg'));
    const same = await renderHeader();
    expect(same.container.querySelector('.app-logo img')?.getAttribute('src')).toBe(inline);
    cleanup();
    topics.set('homeConfig', config('/brand/br/logo-2.svg'));
    const changed = await renderHeader();
    expect(changed.container.querySelector('.app-logo img')?.getAttribute('src')).toBe(
      '/brand/br/logo-2.svg',
    );
  });

  it('players see their balance, a refresh that spins at least 1 s, Deposit and history', async () => {
    useSession.getState().setUser({ uid: 9, nick: 'joao' });
    topics.set('balance', { data: brl(123456), status: 'ready' });
    vi.useFakeTimers();
    let resolveLoad: () => void = () => {};
    // The engine answers a refresh with the balance topic's fresh data.
    setOnRefreshTopic(
      () =>
        new Promise<void>((r) => {
          resolveLoad = () => {
            topics.set('balance', { data: brl(500), status: 'ready' });
            r();
          };
        }),
    );
    const { container } = await renderHeader();
    expect(queryAllByRole(container, 'link', 'Login')).toHaveLength(0);
    expect(container.textContent).toContain('R$ 1,234.56');
    expect(getByRole(container, 'link', 'Deposit').getAttribute('href')).toBe('/wallet/deposit');
    expect(getByRole(container, 'link', 'History').getAttribute('href')).toBe('/bet-record');

    const refresh = getByRole(container, 'button', 'Refresh balance');
    await click(refresh);
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    expect(refreshes).toEqual(['balance']);
    // The server answers fast; the spinner still runs for the full second.
    await act(async () => {
      resolveLoad();
      await vi.advanceTimersByTimeAsync(MIN_SPIN_MS - 100);
    });
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(refresh.getAttribute('aria-busy')).toBe('false');
    expect(container.textContent).toContain('R$ 5.00');
  });

  it('a Brazil bridge user sees the balance and a way back to their app instead of the options', async () => {
    useSession.getState().setUser({ uid: 3, bridge: { backUrl: 'https://partner.example/app' } });
    topics.set('balance', { data: brl(1000), status: 'ready' });
    const { container } = await renderHeader();
    expect(container.textContent).toContain('R$ 10.00');
    expect(getByRole(container, 'link', 'Back to app').getAttribute('href')).toBe(
      'https://partner.example/app',
    );
    expect(queryAllByRole(container, 'link', 'Deposit')).toHaveLength(0);
    expect(queryAllByRole(container, 'button', 'Refresh balance')).toHaveLength(0);
  });
});
