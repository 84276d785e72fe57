import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { respond, envelope, networkDown, harness, failure, matchQuery } from './api-client-harness';

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
