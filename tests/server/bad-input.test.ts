import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { BODY_LIMIT } from '../../server/app';
import { brandHeaders, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ['https://partner.example'] });
});
afterAll(() => t.close());

const headers = brandHeaders('placar_br');
const feedback = { country: 'BR', content: 'The odds did not refresh' };

describe('bad input gets a clear 4xx envelope, never a 500', () => {
  it('names the field of a wrong type', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?tab_key=InPlay&page_limit=ten`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      dm_error: DmError.BadRequest,
      error_msg: 'page_limit must be integer',
    });
  });

  it('names a missing field, and a field out of range', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?page_limit=10`,
      headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_msg).toBe('tab_key is required');
    const range = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?tab_key=InPlay&page_limit=500`,
      headers,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error_msg).toMatch(/^page_limit must be <= 50/);
  });

  it('refuses a body of the wrong shape, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.dynConfig.path,
      headers,
      payload: { keys: 'api_host' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ dm_error: DmError.BadRequest, error_msg: 'keys must be array' });
    const nested = await t.app.inject({
      method: 'POST',
      url: endpoints.dynConfig.path,
      headers,
      payload: { keys: ['ok_key', 'DROP TABLE'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error_msg).toMatch(/^keys\.1 must match pattern/);
  });

  it('refuses an unknown tab and a cursor it never gave out', async () => {
    const tab = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?tab_key=Cricket&page_limit=10`,
      headers,
    });
    expect(tab.statusCode).toBe(400);
    expect(tab.json().error_msg).toBe('tab_key "Cricket" is not a sport home tab');
    const cursor = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?tab_key=InPlay&page_limit=10&cursor=abc`,
      headers,
    });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().dm_error).toBe(DmError.BadRequest);
  });

  it('answers malformed JSON with 400 MalformedBody', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.feedbackAdd.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"country": "BR", "content": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.MalformedBody });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.feedbackAdd.path,
      headers: { ...headers, 'content-type': 'text/xml' },
      payload: '<feedback/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().dm_error).toBe(DmError.MalformedBody);
  });

  it('answers a body over the limit with 413 PayloadTooLarge and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.crashReport.path,
      headers,
      payload: {
        url: '/',
        action_type: 'crash',
        errorType: 'x',
        isWhiteScreen: false,
        error_detail: 'x'.repeat(BODY_LIMIT + 1),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.PayloadTooLarge });
    // feedback/add takes a screenshot (about 1.4 MB of base64), and no more.
    const big = await t.app.inject({
      method: 'POST',
      url: endpoints.feedbackAdd.path,
      headers,
      payload: { ...feedback, content: 'x'.repeat(1_500_000) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('answers an unknown API path with 404 NotFound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/piranha/v1/does/not/exist', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.NotFound });
  });

  it('answers the wrong method on a known path with 405 and Allow', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: endpoints.bannerIndex.path,
      headers,
      payload: {},
    });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
    expect(post.json().dm_error).toBe(DmError.MethodNotAllowed);
    const get = await t.app.inject({ method: 'GET', url: endpoints.dynConfig.path, headers });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});

describe('origin check on state-changing requests', () => {
  const post = (origin: string | undefined, host = 'localhost:8080') =>
    t.app.inject({
      method: 'POST',
      url: endpoints.dynConfig.path,
      headers: { ...headers, host, ...(origin ? { origin } : {}) },
      payload: { keys: ['api_host'] },
    });

  it('refuses a foreign Origin with 403 ForbiddenOrigin', async () => {
    const res = await post('https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.ForbiddenOrigin });
  });

  it('refuses the opaque origin "null"', async () => {
    expect((await post('null')).statusCode).toBe(403);
  });

  it('accepts the request host, a configured origin, and no Origin at all', async () => {
    expect((await post('http://localhost:8080')).statusCode).toBe(200);
    expect((await post('https://partner.example')).statusCode).toBe(200);
    expect((await post(undefined)).statusCode).toBe(200);
  });

  it('does not apply to GETs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpoints.confGlobal.path,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
