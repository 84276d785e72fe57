import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useLocation } from 'react-router-dom';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { AppAt, routesSettled } from './app-router';
import { useSession } from '../../../src/app/stores/session';
import { useLoginOverlay } from '../../../src/features/account/login-gate';
import { needsLogin } from '../../../src/features/account/login-pages';
import { cancelRedirectClear } from '../../../src/features/account/redirect-path';
import { topics } from './engine-mock';
import { fakeServer, loginInfo } from './account-fetch';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from './dom';
import { storageKey } from '../../../src/platform/storage';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const where = (c: HTMLElement) => c.querySelector('[data-testid="location"]')!.textContent;
const loginModal = (c: HTMLElement) => c.querySelector<HTMLElement>('dialog.login-modal');

async function open(path: string) {
  const { container } = await render(<AppAt path={path} extra={<LocationProbe />} />);
  await routesSettled();
  return container;
}

/** Retries `check` while lazy chunks and calls settle inside act(), so React sees every update. */
async function until<T>(check: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (error) {
      if (i >= 100) throw error;
      await settle(10);
    }
  }
}

/** The input a <label for> names, as a screen reader finds it. */
function textbox(scope: HTMLElement, name: string): HTMLInputElement {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  if (!label) throw new Error(`no field labelled ${name}`);
  return scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The home page's shortcut row, once its lazy chunk has rendered. */
async function shortcuts(container: HTMLElement): Promise<HTMLElement> {
  return until(() => getByRole(container, 'navigation', 'Shortcuts'));
}

/** The wallet's deposit page itself (its form, or its retry when the test server has no finance answers). */
const depositShown = (c: HTMLElement) =>
  Boolean(c.querySelector('.wallet-page')) && !(c.textContent ?? '').includes('Log in to see your wallet.');

beforeEach(() => {
  localStorage.clear();
  topics.clear();
  useSession.getState().clear();
  useLoginOverlay.getState().close();
  cancelRedirectClear();
  // No call leaves the test: a logged-in layout asks for its balance, which answers "not found" here.
  fakeServer({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('account pages for a visitor (SPEC §6)', () => {
  it('/deposit shows its title and a login panel; Log in opens the modal and a login stays on /deposit', async () => {
    fakeServer({ '/api/piranha/user/account/email/login': { data: loginInfo(21) } });
    const container = await open('/deposit');
    await until(() => expect(getByRole(container, 'heading', 'Deposit')).toBeTruthy());
    expect(container.textContent).toContain('Log in to see your wallet.');
    expect(depositShown(container)).toBe(false);
    expect(getByRole(container, 'link', 'Register').getAttribute('href')).toBe('/email-register');
    expect(loginModal(container)).toBeNull();

    await click(getByRole(container, 'button', 'Log in'));
    await until(() => expect(loginModal(container)).not.toBeNull());
    expect(where(container)).toBe('/deposit');
    expect(localStorage.getItem(storageKey('redirect_path'))).toBe('/deposit');

    const modal = loginModal(container)!;
    await type(textbox(modal, 'Email'), 'ana@example.com');
    await type(textbox(modal, 'Password'), 'secret-123');
    await click(getByRole(modal, 'button', 'Log in'));
    await until(() => expect(depositShown(container)).toBe(true));
    expect(useSession.getState().user?.uid).toBe(21);
    expect(where(container)).toBe('/deposit');
    expect(loginModal(container)).toBeNull();
    expect(queryAllByRole(container, 'button', 'Log in')).toHaveLength(0);
    expect(localStorage.getItem(storageKey('redirect_path'))).toBeNull();
  });

  it('in the native app, Log in asks the shell for its own login with the way back', async () => {
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    const container = await open('/bonus-history');
    await until(() => expect(getByRole(container, 'heading', 'Bonus history')).toBeTruthy());
    await click(getByRole(container, 'button', 'Log in'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    const message = JSON.parse(postMessage.mock.calls[0]![0] as string) as Record<string, unknown>;
    expect(message).toMatchObject({ url_path: 'login', params: { redirect: '/bonus-history' } });
    expect(loginModal(container)).toBeNull();
    expect(where(container)).toBe('/bonus-history');
  });

  it('Register keeps the way back: the page with its query is stored for after the registration', async () => {
    const container = await open('/transaction?type=2');
    await until(() => expect(getByRole(container, 'heading', 'Transactions')).toBeTruthy());
    await click(getByRole(container, 'link', 'Register'));
    await until(() => expect(where(container)).toBe('/email-register'));
    expect(localStorage.getItem(storageKey('redirect_path'))).toBe('/transaction?type=2');
  });

  it('the account info page shows the same panel under its own title', async () => {
    const container = await open('/setting/account-info');
    await until(() => expect(getByRole(container, 'heading', 'Account info')).toBeTruthy());
    expect(container.textContent).toContain('Log in to see your account.');
    expect(getByRole(container, 'button', 'Log in')).toBeTruthy();
  });

  it('a logged-in player sees the deposit page itself, with no login panel', async () => {
    useSession.getState().setUser({ uid: 9, nick: 'joao' });
    const container = await open('/deposit');
    await until(() => expect(depositShown(container)).toBe(true));
    expect(queryAllByRole(container, 'button', 'Log in')).toHaveLength(0);
    expect(container.textContent).not.toContain('Log in to see your wallet.');
  });

  it('the wallet pages, the Thai payment screens among them, are ones the links treat as needing login', () => {
    expect(needsLogin('/thaiqr-pay')).toBe(true);
    expect(needsLogin('/th-bank-page')).toBe(true);
    expect(needsLogin('/setting/account-info')).toBe(true);
    expect(needsLogin('/setting/account-cancellation')).toBe(true);
    expect(needsLogin('/deposit?rechargeChannel=USDT')).toBe(true);
    expect(needsLogin('/wallet/')).toBe(true);
    expect(needsLogin('/promotion')).toBe(false);
    expect(needsLogin('/me')).toBe(false);
  });
});

describe('home shortcuts', () => {
  const icon = (id: number, title: string, url: string) => ({ id, title, icon: `/img/icons/${id}.svg`, url });
  beforeEach(() => {
    topics.set('homeConfig', {
      data: {
        logo: { name: 'Placar Demo', logo_url: '', icon_url: '' },
        banners: [],
        icons: [icon(1, 'Deposit', '/deposit'), icon(2, 'Promotions', '/promotion')],
        tabs: [],
      },
    });
  });

  it('a visitor tapping Deposit is asked to log in over the home page, with /deposit kept for after', async () => {
    const container = await open('/home/game');
    await click(getByRole(await shortcuts(container), 'link', 'Deposit'));
    await until(() => expect(loginModal(container)).not.toBeNull());
    expect(where(container)).toBe('/home/game');
    expect(localStorage.getItem(storageKey('redirect_path'))).toBe('/deposit');
  });

  it('Promotions needs no account, and a player goes straight to the deposit page', async () => {
    let container = await open('/home/game');
    await click(getByRole(await shortcuts(container), 'link', 'Promotions'));
    expect(where(container)).toBe('/promotion');
    expect(loginModal(container)).toBeNull();
    cleanup();

    useSession.getState().setUser({ uid: 9, nick: 'joao' });
    container = await open('/home/game');
    await click(getByRole(await shortcuts(container), 'link', 'Deposit'));
    expect(where(container)).toBe('/deposit');
    expect(loginModal(container)).toBeNull();
    expect(localStorage.getItem(storageKey('redirect_path'))).toBeNull();
  });
});
