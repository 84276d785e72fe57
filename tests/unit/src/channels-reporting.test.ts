import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { ReportThrottle } from '../../../core/report/throttle';
import type { FetchLike } from '../../../core/api/types';
import { createPageApi } from '../../../src/platform/api';
import { isNativeApp, postNative } from '../../../src/platform/device';

function fakeFetch(): { fetch: FetchLike; sent: { url: string; body?: string }[] } {
  const sent: { url: string; body?: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, body: init.body });
    return {
      status: url.includes(endpoints.errorReport.path) ? 200 : 500,
      ok: url.includes(endpoints.errorReport.path),
      text: async () =>
        JSON.stringify(
          url.includes(endpoints.errorReport.path)
            ? { data: {}, dm_error: 0, error_msg: '' }
            : { data: null, dm_error: 1500, error_msg: 'down' },
        ),
    };
  };
  return { fetch, sent };
}

const reports = <T extends { url: string }>(sent: T[]) =>
  sent.filter((s) => s.url.includes(endpoints.errorReport.path));

afterEach(() => {
  delete (window as { opener?: unknown }).opener;
  sessionStorage.clear();
});

describe('failed calls are reported only when error reporting is active (SPEC §5 gray release)', () => {
  it('sends no report for a device outside gray release', async () => {
    const { fetch, sent } = fakeFetch();
    const api = createPageApi({
      fetch,
      toast: false,
      throttle: new ReportThrottle(() => Date.now()),
      reportActive: () => false,
    });
    await expect(
      api.call(endpoints.emailLogin, { email: 'a@b.co', password: 'secret-pass' }, { retries: 0 }),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    expect(reports(sent)).toHaveLength(0);
  });

  it("reports a failed POST with SPEC's fields and the body's secrets masked", async () => {
    const { fetch, sent } = fakeFetch();
    const api = createPageApi({
      fetch,
      toast: false,
      throttle: new ReportThrottle(() => Date.now()),
      reportActive: () => true,
    });
    await expect(
      api.call(endpoints.emailLogin, { email: 'a@b.co', password: 'secret-pass' }, { retries: 0 }),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    expect(reports(sent)).toHaveLength(1);
    const report = JSON.parse(reports(sent)[0]!.body!) as Record<string, unknown>;
    expect(report).toMatchObject({
      method: 'POST',
      uri: endpoints.emailLogin.path,
      http_status: 500,
      dm_error: 1500,
      error_msg: 'down',
    });
    expect(report.body).toBe('{"email":"a@b.co","password":"***"}');
    expect(typeof report.event_time).toBe('number');
    expect(typeof report.cost).toBe('number');
  });
});

describe('native shell channels (SPEC §7)', () => {
  it('finds the shell channel on a same-origin opener and posts cid, url_path and params', () => {
    const got: string[] = [];
    (window as { opener?: unknown }).opener = {
      ReactNativeWebView: { postMessage: (m: string) => got.push(m) },
    };
    expect(isNativeApp()).toBe(true);
    const cid = postNative('openExternal', { url: 'https://x.example' }, 'c-1');
    expect(cid).toBe('c-1');
    expect(JSON.parse(got[0]!)).toEqual({
      cid: 'c-1',
      url_path: 'openExternal',
      params: { url: 'https://x.example' },
    });
  });

  it('uses the custom URL scheme the shell named when there is no message channel', () => {
    window.history.replaceState(null, '', '/?native_scheme=placarbet');
    expect(isNativeApp()).toBe(true);
    postNative('download', { url: 'https://x.example/app.apk' }, 'c-2');
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^placarbet:\/\/download\?cid=c-2&params=/);
    window.history.replaceState(null, '', '/');
  });
});
