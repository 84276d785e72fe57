import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '../../core/contract/endpoints';
import { brandHeaders, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
const clock = Date.now();
let ids: number[];

const listUrl = `${endpoints.matchList.path}?tab_key=All&page_limit=10&size=20&lca_lang=en`;
const oddsUrl = `${endpoints.latestOdds.path}?lca_lang=en`;

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...brandHeaders('placar_br'),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
const odds = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: oddsUrl,
    headers: {
      ...brandHeaders('placar_br'),
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: JSON.stringify({ match_ids: ids }),
  });

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const list = await get(listUrl);
  ids = (list.json() as { data: { records: { id: number }[] } }).data.records.map((m) => m.id);
});
afterAll(() => t.close());

describe('compressed API answers', () => {
  it.each([
    ['match list', () => get(listUrl), (ae: string) => get(listUrl, ae)],
    ['latest odds (cached answer)', () => odds(), (ae: string) => odds(ae)],
  ])('%s: br or gzip when accepted, the same JSON as plain', async (_name, plain, encoded) => {
    const identity = await plain();
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    const json = identity.rawPayload;
    expect(json.length).toBeGreaterThan(1024);
    expect((JSON.parse(json.toString()) as { dm_error: number }).dm_error).toBe(0);

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const res = await encoded(acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(json.length / 2);
      // The clock is frozen, so the answer is the same: compression changed the bytes, not the JSON.
      expect(decode(res.rawPayload, expected).toString()).toBe(json.toString());
    }
  });

  it('sends plain JSON when the client accepts neither br nor gzip', async () => {
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await odds(acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect((res.json() as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
    }
  });

  it('leaves small answers (an error envelope) uncompressed', async () => {
    const res = await get('/api/no/such/path', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.json() as { dm_error: number }).dm_error).toBeGreaterThan(0);
  });
});
