/**
 * A fake server for the account tests: answers by API path with an envelope (or an HTTP status), records
 * what was sent. Installed as window.fetch, which the page's api clients call at request time.
 */
import { vi } from 'vitest';

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

type Answer = { status?: number; data?: unknown; dm_error?: number; error_msg?: string };

export function fakeServer(routes: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: { body?: string }) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const route = routes[path];
    const answer = typeof route === 'function' ? route(body) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const envelope = answer
      ? { data: answer.data ?? null, dm_error: answer.dm_error ?? 0, error_msg: answer.error_msg ?? '' }
      : { data: null, dm_error: 1004, error_msg: 'not found' };
    return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(envelope) };
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, paths: () => calls.map((c) => c.path) };
}

export function loginInfo(uid: number, extra: Record<string, unknown> = {}) {
  return {
    uid,
    sid: 'public-sid',
    smid: 'dev',
    first_regist: 0,
    first_active: 0,
    visitor: 0,
    visitor_deposit: 0,
    visitor_login_fail: 0,
    nick: `player${uid}`,
    profile: { nick: `player${uid}` },
    email: `p${uid}@example.com`,
    bind_info: [],
    cv: '',
    hv: '',
    av: '',
    ...extra,
  };
}
