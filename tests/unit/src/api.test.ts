import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { ReportThrottle } from '../../../core/report/throttle';
import type { FetchLike } from '../../../core/api/types';
import { createPageApi } from '../../../src/platform/api';
import { setNavigator } from '../../../src/platform/navigation';
import { useSession } from '../../../src/app/stores/session';
import { useBrand } from '../../../src/app/stores/brand';
import { useToast } from '../../../src/ui/toast';
import { storageKey } from '../../../src/platform/storage';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function fakeFetch(answer: (url: string) => { status: number; body: unknown }): {
  fetch: FetchLike;
  sent: Sent[];
} {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    const { status, body } = answer(url);
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
    };
  };
  return { fetch, sent };
}

const navigate = vi.fn();
const brandState = useBrand.getState();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  useSession.getState().clear();
  useToast.setState({ current: null });
  useBrand.setState(brandState, true);
  window.history.replaceState(null, '', '/bet-record?status=open');
});

afterEach(() => {
  setNavigator(null);
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('page api: session expiry (604)', () => {
  it('with a stored user: saves the expired marker, clears the user and opens the login page with back_url', async () => {
    useSession.getState().setUser({ uid: 42, sid: 'secret', nick: 'ana' });
    const { fetch } = fakeFetch(() => ({
      status: 604,
      body: { data: null, dm_error: 604, error_msg: 'expired' },
    }));
    const api = createPageApi({ fetch });
    await expect(api.call(endpoints.confLogo, {})).rejects.toMatchObject({ info: { kind: 'expired' } });
    expect(localStorage.getItem(storageKey('session_expired'))).toBe('1');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(storageKey('login_info'))).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/loginb?expired=true&back_url=${encodeURIComponent('/bet-record?status=open')}`,
      { replace: true },
    );
  });

  it('does nothing for a visitor, a native platform (p param) or tourist mode', async () => {
    const { fetch } = fakeFetch(() => ({ status: 604, body: '' }));
    const api = createPageApi({ fetch, toast: false });
    await expect(api.call(endpoints.confLogo, {})).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();

    useSession.getState().setUser({ uid: 7 });
    useBrand.setState({ platform: 'android' });
    await expect(api.call(endpoints.confLogo, {})).rejects.toThrow();
    useBrand.setState({ platform: null, tourist: true });
    await expect(api.call(endpoints.confLogo, {})).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(useSession.getState().user?.uid).toBe(7);
    expect(localStorage.getItem(storageKey('session_expired'))).toBeNull();
  });
});

describe('page api: area forbidden (403)', () => {
  it('goes to /forbidden in the browser', async () => {
    const { fetch } = fakeFetch(() => ({ status: 403, body: '' }));
    await expect(createPageApi({ fetch }).call(endpoints.areaCheck, {})).rejects.toMatchObject({
      info: { kind: 'forbidden' },
    });
    expect(navigate).toHaveBeenCalledWith('/forbidden', { replace: true });
    expect(useToast.getState().current).toBeNull();
  });

  it('stays put inside the native app', async () => {
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage() {} };
    const { fetch } = fakeFetch(() => ({ status: 403, body: '' }));
    await expect(createPageApi({ fetch }).call(endpoints.areaCheck, {})).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('page api: failures the player sees', () => {
  it("shows the server's error_msg and reports the non-zero dm_error, but never reports the report call", async () => {
    const { fetch, sent } = fakeFetch((url) =>
      url.includes(endpoints.errorReport.path)
        ? { status: 200, body: { data: null, dm_error: 1500, error_msg: 'report store down' } }
        : {
            status: 200,
            body: { data: null, dm_error: 1006, error_msg: 'Too many requests, wait a minute' },
          },
    );
    const api = createPageApi({ fetch, throttle: new ReportThrottle(() => Date.now()) });
    await expect(api.call(endpoints.bannerIndex, {})).rejects.toMatchObject({
      info: { kind: 'business', dm_error: 1006 },
    });
    expect(useToast.getState().current?.text).toBe('Too many requests, wait a minute');
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.url.includes(endpoints.errorReport.path))).toHaveLength(1),
    );
    const report = JSON.parse(sent.find((s) => s.url.includes(endpoints.errorReport.path))!.body!) as Record<
      string,
      unknown
    >;
    expect(report).toMatchObject({
      method: 'GET',
      uri: endpoints.bannerIndex.path,
      dm_error: 1006,
      http_status: 200,
    });
    // The failed report itself produced no second report.
    await new Promise((r) => setTimeout(r, 10));
    expect(sent.filter((s) => s.url.includes(endpoints.errorReport.path))).toHaveLength(1);
  });

  it('falls back to the generic text when the server sent no message', async () => {
    const { fetch } = fakeFetch(() => ({ status: 404, body: '<html>not found</html>' }));
    await expect(createPageApi({ fetch }).call(endpoints.iconIndex, {})).rejects.toThrow();
    expect(useToast.getState().current?.text).toBe(
      'The interface responds abnormally, please contact the administrator',
    );
  });

  it('sends the added parameters and the brand headers', async () => {
    useSession.getState().setUser({ uid: 42, sid: 's-1' });
    const { fetch, sent } = fakeFetch(() => ({
      status: 200,
      body: { data: { name: 'x', logo_url: '', icon_url: '' }, dm_error: 0, error_msg: '' },
    }));
    await createPageApi({ fetch }).call(endpoints.confLogo, {});
    const url = new URL(sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe(endpoints.confLogo.path);
    expect(url.searchParams.get('uid')).toBe('42');
    expect(url.searchParams.get('sid')).toBe('s-1');
    expect(url.searchParams.get('smid')).toBe(useSession.getState().smid);
    expect(url.searchParams.get('cv')).toMatch(/^BR1\.0\.0/);
    expect(url.searchParams.get('lca_lang')).toBe('en');
    expect(sent[0]!.headers).toMatchObject({ Appkey: 'placar_br', Appname: 'PlacarBet' });
    // The session id never lands in web storage.
    expect(localStorage.getItem(storageKey('login_info'))).not.toContain('s-1');
  });
});
