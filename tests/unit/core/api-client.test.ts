import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/api/client';
import {
  ApiError,
  type AbortControllerLike,
  type AbortSignalLike,
  type AddedParams,
  type ApiClientOptions,
  type ApiErrorInfo,
  type FetchLike,
  type ResponseLike,
} from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';

/** A minimal AbortController: core must not rely on the DOM one, so the tests do not either. */
class FakeController implements AbortControllerLike {
  private readonly listeners = new Set<() => void>();
  private isAborted = false;
  readonly signal: AbortSignalLike;
  constructor() {
    const listeners = this.listeners;
    const state = () => this.isAborted;
    this.signal = {
      get aborted() {
        return state();
      },
      addEventListener: (_type, l) => void listeners.add(l),
      removeEventListener: (_type, l) => void listeners.delete(l),
    };
  }
  get aborted() {
    return this.isAborted;
  }
  abort() {
    if (this.isAborted) return;
    this.isAborted = true;
    for (const l of [...this.listeners]) l();
  }
  listenerCount() {
    return this.listeners.size;
  }
}

type FetchInit = Parameters<FetchLike>[1];
type Handler = (url: string, init: FetchInit) => Promise<ResponseLike>;

const respond =
  (status: number, body: unknown): Handler =>
  async () => ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  });
const envelope = (data: unknown, dm_error = 0, error_msg = '') => ({ data, dm_error, error_msg });
const networkDown: Handler = async () => {
  throw new TypeError('Failed to fetch');
};

function harness(handlers: Handler[], extra: Partial<ApiClientOptions> = {}) {
  const calls: { url: URL; init: FetchInit }[] = [];
  const sleeps: number[] = [];
  const timers: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  const controllers: FakeController[] = [];
  const errors: ApiErrorInfo[] = [];
  let now = 1_700_000_000_000;
  let params: AddedParams = { uid: 10001, sid: 'abc', lca_lang: 'en', currency: 'BRL', cv: 'BR1.0.0Web' };
  const fetch: FetchLike = (url, init) => {
    calls.push({ url: new URL(url), init });
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    return handler(url, init);
  };
  const api = createApiClient({
    baseUrl: () => 'https://api.example.com',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    setTimer: (fn, ms) => {
      const t = { ms, fn, cancelled: false };
      timers.push(t);
      return () => {
        t.cancelled = true;
      };
    },
    newAbortController: () => {
      const c = new FakeController();
      controllers.push(c);
      return c;
    },
    now: () => now,
    params: () => params,
    appKey: () => 'placar_br',
    appName: () => 'PlacarBet',
    onError: (e) => errors.push(e),
    ...extra,
  });
  return {
    api,
    calls,
    sleeps,
    timers,
    controllers,
    errors,
    setParams: (p: AddedParams) => (params = p),
    advance: (ms: number) => (now += ms),
  };
}

async function failure(p: Promise<unknown>): Promise<ApiErrorInfo> {
  const e: unknown = await p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).info;
}

const matchQuery = { tab_key: 'live', page_limit: 10 };

describe('request shape (TEAM.md "API client", SPEC §5, §7)', () => {
  it('GET: base URL + path, sanitized added params, ts and the input in the query string', async () => {
    const h = harness([respond(200, envelope({ records: [] }))]);
    await h.api.call(endpoints.matchList, matchQuery);
    const { url, init } = h.calls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example.com/api/piranha/v1/match/list/get');
    expect(url.searchParams.get('uid')).toBe('10001');
    expect(url.searchParams.get('sid')).toBe('abc');
    expect(url.searchParams.get('lca_lang')).toBe('en');
    expect(url.searchParams.get('cv')).toBe('BR1.0.0Web');
    expect(url.searchParams.get('ts')).toBe('1700000000000');
    expect(url.searchParams.get('tab_key')).toBe('live');
    expect(url.searchParams.get('page_limit')).toBe('10');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ Appkey: 'placar_br', Appname: 'PlacarBet' });
  });

  it('applies the SPEC §5 sanitisation to the added params', async () => {
    const h = harness([respond(200, envelope({}))]);
    h.setParams({
      uid: 'null',
      sid: 'null',
      lca_coun: 'null',
      currency: 'undefined',
      p: 'x'.repeat(101),
      smid: 'd1',
    });
    await h.api.call(endpoints.confGlobal, {});
    const q = h.calls[0]!.url.searchParams;
    expect([...q.keys()].sort()).toEqual(['smid', 'ts']);
  });

  it('keeps a p of 100 characters', async () => {
    const h = harness([respond(200, envelope({}))]);
    h.setParams({ p: 'x'.repeat(100) });
    await h.api.call(endpoints.confGlobal, {});
    expect(h.calls[0]!.url.searchParams.get('p')).toHaveLength(100);
  });

  it('encodes special characters and arrays in GET input', async () => {
    const h = harness([respond(200, envelope({}))]);
    await h.api.call(endpoints.pwaIndex, { src_host: 'a b&c=d' });
    expect(h.calls[0]!.url.searchParams.get('src_host')).toBe('a b&c=d');
  });

  it('POST: JSON body with Content-Type, added params still in the query string', async () => {
    const h = harness([respond(200, envelope({ items: {} }))]);
    await h.api.call(endpoints.dynConfig, { keys: ['api_host'] });
    const { url, init } = h.calls[0]!;
    expect(url.pathname).toBe('/api/v1/base/dynconfig/cfg/get');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Appkey: 'placar_br',
      Appname: 'PlacarBet',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body!)).toEqual({ keys: ['api_host'] });
    expect(url.searchParams.get('uid')).toBe('10001');
    expect(url.searchParams.get('ts')).toBe('1700000000000');
    expect(url.searchParams.has('keys')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('reads base URL, params and app headers on every call', async () => {
    let host = 'https://one.example.com';
    const h = harness([respond(200, envelope({}))], { baseUrl: () => host });
    await h.api.call(endpoints.confGlobal, {});
    host = 'https://two.example.com';
    h.setParams({ uid: 7 });
    await h.api.call(endpoints.confGlobal, {});
    expect(h.calls[1]!.url.origin).toBe('https://two.example.com');
    expect(h.calls[1]!.url.searchParams.get('uid')).toBe('7');
  });
});

describe('outcomes', () => {
  it('returns the envelope data on dm_error 0', async () => {
    const h = harness([respond(200, envelope({ country_code: 'BR' }))]);
    await expect(h.api.call(endpoints.areaCheck, {})).resolves.toEqual({ country_code: 'BR' });
    expect(h.errors).toEqual([]);
  });

  it('returns null data as null', async () => {
    const h = harness([respond(200, envelope(null))]);
    await expect(h.api.call(endpoints.errorReport, { message: 'x' } as never)).resolves.toBeNull();
  });

  it('dm_error != 0 is a business error with the server message, not retried', async () => {
    const h = harness([respond(200, envelope(null, 100011, 'Código inválido'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({
      kind: 'business',
      status: 200,
      dm_error: 100011,
      error_msg: 'Código inválido',
    });
    expect(info.method).toBe('GET');
    expect(info.path).toBe('/api/v1/conf/global');
    expect(h.calls).toHaveLength(1);
    expect(h.errors).toEqual([info]);
  });

  it('the ApiError message is the server text, for logs', async () => {
    const h = harness([respond(200, envelope(null, 1001, 'Bad tab'))]);
    await expect(h.api.call(endpoints.confGlobal, {})).rejects.toThrow('Bad tab');
  });

  it('HTTP 604 is expired, not retried', async () => {
    const h = harness([respond(604, envelope(null, 604, 'Session expired'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'expired', status: 604, error_msg: 'Session expired' });
    expect(h.calls).toHaveLength(1);
    expect(h.errors).toHaveLength(1);
  });

  it('HTTP 403 is forbidden, not retried, even without an envelope', async () => {
    const h = harness([respond(403, '<html>Forbidden</html>')]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'forbidden', status: 403, dm_error: 0, error_msg: '' });
    expect(h.calls).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
  });

  it('HTTP 403 with the area dm_error is forbidden', async () => {
    const h = harness([respond(403, envelope(null, 403, 'This service is not available in your region'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'forbidden', status: 403, dm_error: 403 });
  });

  it('HTTP 403 with another dm_error (a responsible-gaming refusal) is business, so its message shows', async () => {
    const h = harness([respond(403, envelope(null, 6701, 'Daily deposit limit reached'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({
      kind: 'business',
      status: 403,
      dm_error: 6701,
      error_msg: 'Daily deposit limit reached',
    });
    expect(h.calls).toHaveLength(1);
  });

  it('a 4xx without an envelope is http and not retried', async () => {
    const h = harness([respond(404, 'Not Found')]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'http', status: 404 });
    expect(h.calls).toHaveLength(1);
  });

  it('a 4xx with a business envelope is business', async () => {
    const h = harness([respond(400, envelope(null, 1001, 'page_limit out of range'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'business', status: 400, dm_error: 1001 });
  });

  it('an HTTP 200 whose body is not an envelope is http, not retried', async () => {
    for (const body of ['<!doctype html><html></html>', '{"data":1}', '']) {
      const h = harness([respond(200, body)]);
      const info = await failure(h.api.call(endpoints.confGlobal, {}));
      expect(info).toMatchObject({ kind: 'http', status: 200 });
      expect(h.calls).toHaveLength(1);
    }
  });

  it('a 5xx with a business envelope is business and not retried', async () => {
    const h = harness([respond(500, envelope(null, 1500, 'Internal'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info).toMatchObject({ kind: 'business', status: 500, dm_error: 1500 });
    expect(h.calls).toHaveLength(1);
  });
});

describe('retries (SPEC §7: 3 retries, delay growing 1 s per try)', () => {
  it('retries a 5xx without envelope 3 times after 1 s, 2 s and 3 s, then fails as http', async () => {
    const h = harness([respond(502, 'Bad Gateway')]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(h.calls).toHaveLength(4);
    expect(h.sleeps).toEqual([1000, 2000, 3000]);
    expect(info).toMatchObject({ kind: 'http', status: 502 });
    expect(info.cost).toBe(6000);
    expect(h.errors).toHaveLength(1);
  });

  it('retries network failures and reports network after the last', async () => {
    const h = harness([networkDown]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(h.calls).toHaveLength(4);
    expect(h.sleeps).toEqual([1000, 2000, 3000]);
    expect(info).toMatchObject({ kind: 'network', status: 0 });
    expect(h.errors).toHaveLength(1);
  });

  it('succeeds on a retry without reporting an error', async () => {
    const h = harness([networkDown, respond(503, ''), respond(200, envelope({ ok: 1 }))]);
    await expect(h.api.call(endpoints.confGlobal, {})).resolves.toEqual({ ok: 1 });
    expect(h.calls).toHaveLength(3);
    expect(h.sleeps).toEqual([1000, 2000]);
    expect(h.errors).toEqual([]);
  });

  it('sends fresh params and timestamp on each retry', async () => {
    const h = harness([networkDown, respond(200, envelope({}))]);
    const p = h.api.call(endpoints.confGlobal, {});
    h.setParams({ uid: 99 });
    await p;
    expect(h.calls[0]!.url.searchParams.get('uid')).toBe('10001');
    expect(h.calls[1]!.url.searchParams.get('uid')).toBe('99');
    expect(h.calls[1]!.url.searchParams.get('ts')).toBe('1700000001000');
  });

  it('stops after the first business error in a retry sequence', async () => {
    const h = harness([respond(500, ''), respond(200, envelope(null, 1006, 'Too many requests'))]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.kind).toBe('business');
    expect(h.calls).toHaveLength(2);
  });

  it('honours a per-call and a per-client retry count', async () => {
    const once = harness([networkDown]);
    await failure(once.api.call(endpoints.confGlobal, {}, { retries: 0 }));
    expect(once.calls).toHaveLength(1);
    expect(once.sleeps).toEqual([]);

    const custom = harness([networkDown], { retries: 1, retryStepMs: 500 });
    await failure(custom.api.call(endpoints.confGlobal, {}));
    expect(custom.calls).toHaveLength(2);
    expect(custom.sleeps).toEqual([500]);
  });
});

describe('time-out (SPEC §7: 20 s)', () => {
  it('arms a 20 s timer per attempt and cancels it when the answer arrives', async () => {
    const h = harness([respond(200, envelope({}))]);
    await h.api.call(endpoints.confGlobal, {});
    expect(h.timers).toHaveLength(1);
    expect(h.timers[0]!.ms).toBe(20_000);
    expect(h.timers[0]!.cancelled).toBe(true);
    expect(h.controllers[0]!.aborted).toBe(false);
  });

  it('aborts the request on time-out, retries, and fails as timeout', async () => {
    const h = harness([
      (_url, init) =>
        new Promise((_resolve, reject) => {
          // Like the real fetch: the abort rejects it. Then the 20 s pass.
          init.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
          h.timers[h.timers.length - 1]!.fn();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.kind).toBe('timeout');
    expect(h.calls).toHaveLength(4);
    expect(h.sleeps).toEqual([1000, 2000, 3000]);
    expect(h.controllers).toHaveLength(4);
    expect(h.controllers.every((c) => c.aborted)).toBe(true);
    expect(h.errors).toHaveLength(1);
  });

  it('times out even when the fetch ignores its abort signal', async () => {
    const h = harness([
      () =>
        new Promise(() => {
          h.timers[h.timers.length - 1]!.fn();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { retries: 0 }));
    expect(info.kind).toBe('timeout');
  });

  it('a body that never finishes reading also times out', async () => {
    const h = harness([
      async () => ({
        status: 200,
        ok: true,
        text: () =>
          new Promise<string>(() => {
            h.timers[h.timers.length - 1]!.fn();
          }),
      }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { retries: 0 }));
    expect(info.kind).toBe('timeout');
  });
});

describe("caller's abort signal", () => {
  it('an already aborted signal sends nothing and fails as network', async () => {
    const h = harness([respond(200, envelope({}))]);
    const c = new FakeController();
    c.abort();
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: c.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(0);
  });

  it('aborting mid-request fails as network, aborts the fetch, and does not retry', async () => {
    const caller = new FakeController();
    const h = harness([
      (_url, init) =>
        new Promise((_r, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
          caller.abort();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: caller.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
    expect(h.controllers[0]!.aborted).toBe(true);
    expect(caller.listenerCount()).toBe(0);
  });

  it('aborting during the retry wait stops the retries', async () => {
    const caller = new FakeController();
    const h = harness([networkDown], {
      sleep: () => {
        caller.abort();
        return new Promise(() => {});
      },
    });
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: caller.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(1);
  });
});

describe('onError (SPEC §8: reported except the error report call itself)', () => {
  it('is called once per failed call, after the retries', async () => {
    const h = harness([respond(500, '')]);
    await failure(h.api.call(endpoints.confGlobal, {}));
    await failure(h.api.call(endpoints.confGlobal, {}));
    expect(h.errors).toHaveLength(2);
  });

  it('is not called when the error report call itself fails', async () => {
    const h = harness([respond(200, envelope(null, 1001, 'bad'))]);
    const info = await failure(h.api.call(endpoints.errorReport, { message: 'x' } as never));
    expect(info.kind).toBe('business');
    expect(h.errors).toEqual([]);
  });

  it('a throwing listener does not hide the ApiError', async () => {
    const h = harness([respond(200, envelope(null, 1001, 'bad'))], {
      onError: () => {
        throw new Error('listener broke');
      },
    });
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.error_msg).toBe('bad');
  });

  it('reports the time the call took', async () => {
    const h = harness([
      async () => {
        h.advance(250);
        return { status: 200, ok: true, text: async () => JSON.stringify(envelope(null, 1006, 'slow down')) };
      },
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.cost).toBe(250);
  });
});
