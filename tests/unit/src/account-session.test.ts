import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/app/stores/session';
import { setNavigator } from '../../../src/platform/navigation';
import { DEVICE_ID_FALLBACK_MS, resolveDeviceId } from '../../../src/platform/device';
import {
  REDIRECT_CLEAR_MS,
  cancelRedirectClear,
  consumeRedirect,
  peekRedirect,
  safeLocalPath,
  scheduleRedirectClear,
  storeRedirect,
} from '../../../src/features/account/redirect-path';
import { afterLoginTarget, completeLogin, logout } from '../../../src/features/account/account-api';
import { requireLogin, useLoginOverlay } from '../../../src/features/account/login-gate';
import { telegramInitData, telegramLaunch } from '../../../src/features/account/telegram';
import { fakeServer, loginInfo } from './account-fetch';

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  useSession.getState().clear();
  useLoginOverlay.setState({ open: false });
  cancelRedirectClear();
  window.history.replaceState(null, '', '/sport');
});

afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('stored redirect path (SPEC §4 Session)', () => {
  it('is consumed by the next login: followed once, then gone', () => {
    storeRedirect('/bet-record?status=open');
    expect(afterLoginTarget(null)).toBe('/bet-record?status=open');
    expect(afterLoginTarget(null)).toBeNull();
    expect(peekRedirect()).toBeNull();
  });

  it('wins over the expiry back_url, which is used when nothing is stored', () => {
    storeRedirect('/bonus');
    expect(afterLoginTarget('/sport')).toBe('/bonus');
    expect(afterLoginTarget('/sport')).toBe('/sport');
  });

  it('is cleared 5 s after the login screens close without a login', () => {
    vi.useFakeTimers();
    storeRedirect('/bonus');
    scheduleRedirectClear();
    vi.advanceTimersByTime(REDIRECT_CLEAR_MS - 1);
    expect(peekRedirect()).toBe('/bonus');
    vi.advanceTimersByTime(1);
    expect(peekRedirect()).toBeNull();
    expect(afterLoginTarget(null)).toBeNull();
  });

  it('survives when a login screen opens again within the 5 s', () => {
    vi.useFakeTimers();
    storeRedirect('/bonus');
    scheduleRedirectClear();
    vi.advanceTimersByTime(3_000);
    cancelRedirectClear();
    vi.advanceTimersByTime(10_000);
    expect(consumeRedirect()).toBe('/bonus');
  });

  it('a deposit redirect outlives the 5 s clean-up and is followed exactly once', () => {
    vi.useFakeTimers();
    storeRedirect('/wallet/deposit?rechargeChannel=USDT');
    scheduleRedirectClear();
    vi.advanceTimersByTime(60_000);
    expect(afterLoginTarget(null)).toBe('/wallet/deposit?rechargeChannel=USDT');
    expect(afterLoginTarget(null)).toBeNull();
  });

  it('never stores or follows another site', () => {
    storeRedirect('https://evil.example/');
    storeRedirect('//evil.example/');
    expect(peekRedirect()).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(afterLoginTarget('//evil.example/x')).toBeNull();
  });
});

describe('login gate (SPEC §2 Login navigation)', () => {
  it('keep for a logged-in player: nothing opens, nothing is stored', () => {
    useSession.getState().setUser({ uid: 5 });
    expect(requireLogin({ redirect: '/wallet/deposit' })).toBe('keep');
    expect(useLoginOverlay.getState().open).toBe(false);
    expect(peekRedirect()).toBeNull();
  });

  it('modal for a visitor on a normal page, with the action remembered', () => {
    expect(requireLogin({ redirect: '/wallet/deposit' })).toBe('modal');
    expect(useLoginOverlay.getState().open).toBe(true);
    expect(peekRedirect()).toBe('/wallet/deposit');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('h5 (the login page) on the privacy page, where no modal is shown', () => {
    window.history.replaceState(null, '', '/privacy');
    expect(requireLogin()).toBe('h5');
    expect(navigate).toHaveBeenCalledWith('/loginb', undefined);
    expect(useLoginOverlay.getState().open).toBe(false);
  });

  it('app inside the native shell: the shell is asked for its login screen', () => {
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    expect(requireLogin({ redirect: '/bonus' })).toBe('app');
    const sent = JSON.parse(postMessage.mock.calls[0]![0] as string) as { url_path: string; params: unknown };
    expect(sent.url_path).toBe('login');
    expect(sent.params).toEqual({ redirect: '/bonus' });
    expect(useLoginOverlay.getState().open).toBe(false);
  });
});

describe('Telegram mini app (SPEC §4)', () => {
  const initData = 'query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1700000000&hash=abc';

  it('reads the init data from the URL hash as Telegram puts it there, or from Telegram.WebApp', () => {
    const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`;
    expect(telegramInitData(hash, undefined)).toBe(initData);
    expect(telegramInitData('', { initData })).toBe(initData);
    expect(telegramInitData('#/download', undefined)).toBeNull();
  });

  it('a visitor is logged in with it and the info is stored', async () => {
    const server = fakeServer({ '/api/user/account/info/v2/tg_mini_app/login': { data: loginInfo(77) } });
    await expect(telegramLaunch(initData)).resolves.toBe('logged-in');
    expect(server.calls[0]!.body).toEqual({ init_data: initData });
    expect(useSession.getState().user?.uid).toBe(77);
  });

  it('a logged-in player binds it and stays the same account', async () => {
    useSession.getState().setUser({ uid: 9, email: 'a@example.com' });
    const server = fakeServer({
      '/api/user/account/info/v2/tg_mini_app/bind': {
        data: loginInfo(9, { bind_info: [{ plat: 'telegram', unionid: '1', create_at: 1 }] }),
      },
    });
    await expect(telegramLaunch(initData)).resolves.toBe('bound');
    expect(server.paths()).toEqual(['/api/user/account/info/v2/tg_mini_app/bind']);
    expect(useSession.getState().user?.bind_info?.[0]?.plat).toBe('telegram');
  });

  it('after an explicit logout it does not log the player back in, until they log in again', async () => {
    useSession.getState().setUser({ uid: 9 });
    const server = fakeServer({
      '/api/user/account/logout': { data: {} },
      '/api/user/account/info/v2/tg_mini_app/login': { data: loginInfo(9) },
    });
    await logout();
    expect(useSession.getState().user).toBeNull();
    await expect(telegramLaunch(initData)).resolves.toBe('skipped-logged-out');
    expect(server.paths()).toEqual(['/api/user/account/logout']);
    // A login by any other means lifts the choice.
    completeLogin(loginInfo(9));
    useSession.getState().clear();
    await expect(telegramLaunch(initData)).resolves.toBe('logged-in');
  });

  it('forged data leaves the visitor a visitor', async () => {
    fakeServer({
      '/api/user/account/info/v2/tg_mini_app/login': { dm_error: 2007, error_msg: 'invalid' },
    });
    await expect(telegramLaunch(initData)).resolves.toBe('failed');
    expect(useSession.getState().user).toBeNull();
  });
});

describe('device id (SPEC §3, §9: 7 s fallback)', () => {
  it('outside a native shell: the stored id, generated once', async () => {
    const first = await resolveDeviceId();
    expect(first).toBeTruthy();
    expect(await resolveDeviceId()).toBe(first);
    expect(localStorage.getItem('smid')).toBe(first);
  });

  it("inside a shell: the shell's id when it answers, stored for the next start", async () => {
    const postMessage = vi.fn((raw: string) => {
      const { cid } = JSON.parse(raw) as { cid: string };
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ cid, code: 0, data: { device_id: 'shell-42' } }),
        }),
      );
    });
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    await expect(resolveDeviceId()).resolves.toBe('shell-42');
    expect(localStorage.getItem('smid')).toBe('shell-42');
  });

  it('a silent shell is waited for 7 s, then the local id is used', async () => {
    vi.useFakeTimers();
    localStorage.setItem('smid', 'local-1');
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: vi.fn() };
    let got: string | null = null;
    void resolveDeviceId().then((id) => (got = id));
    await vi.advanceTimersByTimeAsync(DEVICE_ID_FALLBACK_MS - 1);
    expect(got).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toBe('local-1');
  });

  it('a shell answering with an error code is ignored (fallback)', async () => {
    vi.useFakeTimers();
    localStorage.setItem('smid', 'local-2');
    const postMessage = vi.fn((raw: string) => {
      const { cid } = JSON.parse(raw) as { cid: string };
      window.dispatchEvent(
        new MessageEvent('message', { data: { cid, code: 1, data: { device_id: 'bad' } } }),
      );
    });
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    const pending = resolveDeviceId();
    await vi.advanceTimersByTimeAsync(DEVICE_ID_FALLBACK_MS);
    await expect(pending).resolves.toBe('local-2');
  });
});
