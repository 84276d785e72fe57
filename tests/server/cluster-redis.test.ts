/**
 * The cluster's Redis parts against the machine's Redis (127.0.0.1:6379; skipped, saying so, without it):
 * the shared token bucket seen from two "nodes" (two connections), its refill on the injected clock, the
 * fallback to the local bucket when Redis is unreachable, and the shared answers (one computation per key
 * per window across nodes, a new generation after the feed wrote).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type Cluster } from '../../server/cluster/cluster';
import { createTokenBucket } from '../../server/http/rate-limit';
import { redisUp } from './helpers/redis';

const log = { info: () => undefined, error: () => undefined };
const errors: string[] = [];
const loudLog = { info: () => undefined, error: (_o: object, msg: string) => void errors.push(msg) };

const up = await redisUp();
if (!up) console.warn('cluster-redis tests skipped: no Redis on 127.0.0.1:6379');

async function ready(c: Cluster) {
  for (let i = 0; i < 100 && !c.redis.ready(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(c.redis.ready()).toBe(true);
}

describe.skipIf(!up)('shared rate limits and answers in Redis', () => {
  const prefix = `cluster-test-${process.pid}-${Date.now()}:`;
  let a: Cluster;
  let b: Cluster;
  beforeAll(async () => {
    a = createCluster('redis://127.0.0.1:6379', log, prefix);
    b = createCluster('redis://127.0.0.1:6379', log, prefix);
    await ready(a);
    await ready(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two nodes take from one bucket: 10 tokens in all, refilled on the injected clock', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const opts = { capacity: 10, refillPerSecond: 1, now };
    const onA = createTokenBucket({ ...opts, shared: { store: a.limits, name: 'login' } });
    const onB = createTokenBucket({ ...opts, shared: { store: b.limits, name: 'login' } });
    const taken: boolean[] = [];
    for (let i = 0; i < 30; i++) taken.push(await (i % 2 ? onB : onA).take('user@x'));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(taken.slice(10).some(Boolean)).toBe(false);
    // Another key has its own bucket.
    expect(await onB.take('other@x')).toBe(true);
    clock += 2_000; // two tokens back
    expect(await onA.take('user@x')).toBe(true);
    expect(await onB.take('user@x')).toBe(true);
    expect(await onA.take('user@x')).toBe(false);
  });

  it('concurrent takes on both nodes never give more than the capacity (the script is atomic)', async () => {
    const now = () => 5_000_000;
    const opts = { capacity: 25, refillPerSecond: 0.001, now };
    const onA = createTokenBucket({ ...opts, shared: { store: a.limits, name: 'race' } });
    const onB = createTokenBucket({ ...opts, shared: { store: b.limits, name: 'race' } });
    const all = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? onA : onB).take('k')));
    expect(all.filter(Boolean)).toHaveLength(25);
  });

  it('one computation per key per window across nodes; the feed writing starts a new generation', async () => {
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 30));
      return `{"n":${computed}}`;
    };
    const onA = a.answers({ name: 'odds-test', ttlMs: 2_000 });
    const onB = b.answers({ name: 'odds-test', ttlMs: 2_000 });
    const bodies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? onA : onB).load('k1', compute)),
    );
    expect(computed).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(['{"n":1}']));
    // The feed's leader (here: a) says it wrote; b hears it and its key moves to the new generation.
    let heard = 0;
    b.feedNews.onWrote(() => heard++);
    const before = b.feedNews.generation();
    await a.feedNews.wrote();
    for (let i = 0; i < 100 && heard === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toBe(1);
    expect(b.feedNews.generation()).not.toBe(before);
    expect(await onB.load('k1', compute)).toBe('{"n":2}');
  });
});

describe('Redis unreachable', () => {
  it('the bucket falls back to its local limit and the outage is logged loudly; answers are computed', async () => {
    const c = createCluster('redis://127.0.0.1:1', loudLog, 'x:');
    try {
      for (let i = 0; i < 100 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(errors.join()).toMatch(/REDIS UNAVAILABLE/);
      const bucket = createTokenBucket({
        capacity: 3,
        refillPerSecond: 0.001,
        now: () => 0,
        shared: { store: c.limits, name: 'down' },
      });
      const taken = [];
      for (let i = 0; i < 5; i++) taken.push(await bucket.take('k'));
      expect(taken).toEqual([true, true, true, false, false]);
      expect(await c.answers({ name: 'o', ttlMs: 500 }).load('k', async () => 'fresh')).toBe('fresh');
    } finally {
      await c.close();
    }
  });
});
