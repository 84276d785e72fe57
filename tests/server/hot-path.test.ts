/**
 * The odds poll's hot path (server/http/hot-path.ts) on a real socket (app.inject bypasses it): a cache hit
 * is answered before Fastify with the very bytes and headers Fastify sends for it, in each encoding; every
 * request the hot path does not fully understand reaches Fastify with its body intact and gets Fastify's
 * answer (validation messages, the Origin guard, unknown brands, odd parameters).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let port = 0;
let clock = Date.now();
let ids: number[] = [];
const PATH = '/api/piranha/v1/match/odds/latest';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(
  query: string,
  body: string,
  headers: Record<string, string> = {},
  path = PATH,
  splitAt = 0,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${path}?${query}`,
        headers: { appkey: 'placar_br', 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    if (!splitAt) return void req.end(body);
    // The body in two TCP writes, some time apart: the hot path must wait for all of it.
    req.setHeader('content-length', Buffer.byteLength(body));
    req.write(body.slice(0, splitAt));
    setTimeout(() => req.end(body.slice(splitAt)), 30);
  });
}

const stats = () => ({ ...t.app.hotPath.stats });
const withoutDate = (h: Answer['headers']) => {
  const { date: _date, ...rest } = h;
  return rest;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/piranha/v1/match/list/get?tab_key=InPlay&page_limit=20',
    headers: { appkey: 'placar_br' },
  });
  ids = (list.json() as { data: { records: { id: number }[] } }).data.records.map((m) => m.id);
  expect(ids.length).toBeGreaterThan(5);
});
afterAll(() => t.close());

describe('odds poll hot path', () => {
  it('answers a repeated poll before Fastify with the same bytes and headers, in br, gzip and plain', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      clock += 1000; // a fresh cache entry for each encoding
      const body = JSON.stringify({ match_ids: ids.slice(0, 10) });
      const query = `lca_lang=en&ts=${clock}&smid=abc`;
      const before = stats();
      const first = await post(query, body, { 'accept-encoding': encoding });
      const mid = stats();
      const second = await post(`lca_lang=en&ts=${clock + 1}&smid=abc`, body, {
        'accept-encoding': encoding,
      });
      const after = stats();
      expect(mid.hits - before.hits, 'a miss goes to Fastify').toBe(0);
      expect(after.hits - mid.hits, `the repeat is a hit (${encoding})`).toBe(1);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(first.headers['cache-control']).toBe('no-store');
      // Fastify's keep-alive (72 s), not Node's 5 s: the app makes the server itself for the hot path.
      expect(second.headers['keep-alive']).toBe('timeout=72');
    }
  });

  it('keys by language: another language is a miss and answers in that language', async () => {
    clock += 1000;
    const body = JSON.stringify({ match_ids: ids.slice(0, 3) });
    await post('lca_lang=en', body);
    const before = stats();
    const pt = await post('lca_lang=pt-BR', body);
    expect(stats().hits - before.hits).toBe(0);
    expect(pt.status).toBe(200);
  });

  it('passes everything it does not fully understand to Fastify, body intact, for Fastify’s answer', async () => {
    clock += 1000;
    const good = JSON.stringify({ match_ids: ids.slice(0, 4) });
    await post('lca_lang=en', good); // cached from here on
    const before = stats();
    const cases: [string, string, Record<string, string>, number, number | undefined][] = [
      // [query, body, headers, HTTP status, dm_error]
      ['lca_lang=en', JSON.stringify({ match_ids: [] }), {}, 400, DmError.BadRequest],
      ['lca_lang=en', '{"match_ids":[1,', {}, 400, undefined],
      ['lca_lang=en', good, { origin: 'https://evil.example' }, 403, DmError.ForbiddenOrigin],
      ['lca_lang=en', good, { appkey: 'no_such_brand' }, 400, DmError.UnknownBrand],
      [`lca_lang=en&smid=${'x'.repeat(65)}`, good, {}, 400, DmError.BadRequest],
      ['lca_lang=xx', good, {}, 200, 0], // not a language of ours: Fastify falls back to the brand's
      ['lca_lang=en&lca_lang=pt-BR', good, {}, 200, 0],
      ['lca_lang=en', good, { 'content-type': 'text/plain' }, 400, undefined],
    ];
    for (const [query, body, headers, status, dm] of cases) {
      const res = await post(query, body, headers);
      expect(res.status, `${query} ${body} ${JSON.stringify(headers)}`).toBe(status);
      if (dm !== undefined) expect(JSON.parse(res.body.toString()).dm_error).toBe(dm);
    }
    expect(stats().hits - before.hits, 'none of them was answered by the hot path').toBe(0);
    // The valid ones did reach the handler with their body: a 200 carries the asked matches.
    const ok = await post('lca_lang=xx', good);
    expect(JSON.parse(ok.body.toString()).data.list.length).toBeGreaterThan(0);
  });

  it('reads a body that arrives in pieces, for a miss (handed on whole to Fastify) and for a hit', async () => {
    clock += 1000;
    const body = JSON.stringify({ match_ids: ids.slice(0, 5) });
    const before = stats();
    const miss = await post('lca_lang=en', body, {}, PATH, 7);
    const hit = await post('lca_lang=en', body, {}, PATH, 7);
    expect(stats().hits - before.hits).toBe(1);
    expect(miss.status).toBe(200);
    expect(JSON.parse(miss.body.toString()).data.list).toHaveLength(5);
    expect(hit.body.equals(miss.body)).toBe(true);
  });

  it('stops serving an answer once the cache lets it go (half a second)', async () => {
    clock += 1000;
    const body = JSON.stringify({ match_ids: ids.slice(0, 2) });
    await post('lca_lang=en', body);
    clock += 600;
    const before = stats();
    expect((await post('lca_lang=en', body)).status).toBe(200);
    expect(stats().hits - before.hits).toBe(0);
  });

  it('leaves other routes and methods alone', async () => {
    const before = stats();
    const res = await post('lca_lang=en', '{}', {}, '/api/piranha/v1/match/list/get_by_ids');
    expect(res.status).toBe(400); // {} has no match_ids: Fastify's validation answers
    expect(stats().hits).toBe(before.hits);
  });
});
