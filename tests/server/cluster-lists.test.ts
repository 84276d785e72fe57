/**
 * The match-list answers shared by the nodes of a cluster (REDIS_URL, server/routes/sport.ts): two nodes on
 * the machine's Redis, each on its own copy of the seeded database. Node B answering a list page within the
 * window with node A's bytes, although B's own database changed, shows B did not read its database; the
 * feed's write news makes B read it again. Skipped, saying so, without Redis on 127.0.0.1:6379.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type Cluster } from '../../server/cluster/cluster';
import { createTestApp, type TestApp } from './helpers/app';
import { testDb } from './helpers/database';
import { callRaw, setMatch } from './helpers/sport-calls';
import { redisUp } from './helpers/redis';

const up = await redisUp();
if (!up) console.warn('cluster-lists tests skipped: no Redis on 127.0.0.1:6379');

const log = { info: () => undefined, error: () => undefined };

describe.skipIf(!up)('match lists shared between nodes', () => {
  const prefix = `cluster-lists-${process.pid}-${Date.now()}:`;
  let clock = testDb().seededAt;
  let ca: Cluster;
  let cb: Cluster;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    ca = createCluster('redis://127.0.0.1:6379', log, prefix);
    cb = createCluster('redis://127.0.0.1:6379', log, prefix);
    for (const c of [ca, cb])
      for (let i = 0; i < 100 && !c.redis.ready(); i++) await new Promise((r) => setTimeout(r, 20));
    a = await createTestApp({ now: () => clock, cluster: ca });
    b = await createTestApp({ now: () => clock, cluster: cb });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await ca?.close();
    await cb?.close();
  });

  const page = async (t: TestApp) =>
    (await callRaw(t, 'matchList', { tab_key: 'Soccer', page_limit: 10 }, { lang: 'en' })).body;
  const incr = async (t: TestApp, incr_cursor: string) =>
    (await callRaw(t, 'matchListNew', { tab_key: 'Soccer', incr_cursor }, { lang: 'en' })).body;

  it('a page and an increment computed on one node are served by the other until the feed writes', async () => {
    const first = await page(a);
    const parsed = JSON.parse(first) as {
      data: { records: { id: number; ms: number }[]; incr_cursor: string };
    };
    const prematch = parsed.data.records.find((m) => m.ms === 4)!;
    expect(prematch).toBeDefined();
    const cursor = parsed.data.incr_cursor;
    const emptyIncr = await incr(a, cursor);

    // B's own database changes (the match is now finished), but within the window B serves A's answers.
    await setMatch(b, prematch.id, { status: 6 });
    expect(await page(b)).toBe(first);
    expect(await incr(b, cursor)).toBe(emptyIncr);

    // The feed's leader says it wrote: B drops its answers and the key moves on; B reads its database.
    let heard = 0;
    cb.feedNews.onWrote(() => heard++);
    await ca.feedNews.wrote();
    for (let i = 0; i < 100 && heard === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toBe(1);
    const fresh = JSON.parse(await page(b)) as { data: { records: { id: number }[] } };
    expect(fresh.data.records.map((m) => m.id)).not.toContain(prematch.id);
    const moved = JSON.parse(await incr(b, cursor)) as { data: { removed: number[] } };
    expect(moved.data.removed).toContain(prematch.id);
    // A's database did not change: after the window A shows the match again (no answer outlives it).
    clock += 1_000;
    await new Promise((r) => setTimeout(r, 1_050)); // Redis keeps the shared copy on its own (wall) clock
    const again = JSON.parse(await page(a)) as { data: { records: { id: number }[] } };
    expect(again.data.records.map((m) => m.id)).toContain(prematch.id);
  });

  it('different inputs or languages never share an answer', async () => {
    const en = await page(a);
    const pt = (await callRaw(b, 'matchList', { tab_key: 'Soccer', page_limit: 10 }, { lang: 'pt-BR' })).body;
    expect(pt).not.toBe(en);
    // The common parameters each client adds (ts, smid) are not part of the key: they still share.
    const stamped = (
      await callRaw(
        b,
        'matchList',
        { tab_key: 'Soccer', page_limit: 10, ts: '1764370000', smid: 'x1' },
        { lang: 'en' },
      )
    ).body;
    expect(stamped).toBe(en);
    const five = (await callRaw(b, 'matchList', { tab_key: 'Soccer', page_limit: 5 }, { lang: 'en' })).body;
    expect(JSON.parse(five).data.records).toHaveLength(5);
  });
});
