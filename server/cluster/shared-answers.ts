/**
 * The odds answers shared by the nodes of a cluster (REDIS_URL). Each node keeps its in-process answer cache
 * (http/answer-cache.ts, served by http/hot-path.ts without a promise); on a miss it asks Redis before the
 * database, and of all nodes missing the same key in the same window only the one that wins a short claim
 * (SET NX) reads the database: the others wait a moment for its answer. So N nodes do about one database
 * read per key per window, not N.
 *
 * Freshness: a stored answer lives `ttlMs` (the window). When the feed writes, its leader bumps a generation
 * in Redis and publishes it (feed-news.ts); every node then drops its local answers, and the generation is in
 * the Redis key, so an answer computed before the write is not found after it. A node that missed the message
 * still never serves an answer older than the window (both caches expire it).
 *
 * Redis failing (down, slow) only means the node computes the answer itself.
 */
import type { SharedRedis } from './redis';

export interface RemoteAnswers {
  /**
   * The serialized answer for `key`: from Redis when another node computed it in this window, else computed
   * here (`compute`) and stored for the others.
   */
  load(key: string, compute: () => Promise<string>): Promise<string>;
}

export interface SharedAnswerOptions {
  /** Which answers (a route name): part of the Redis key. */
  name: string;
  ttlMs: number;
  /** The feed's current generation (feed-news.ts). */
  generation: () => string;
  /** How long a node that lost the claim waits for the winner's answer before computing it itself. */
  waitMs?: number;
  pollMs?: number;
}

export function createRemoteAnswers(redis: SharedRedis, options: SharedAnswerOptions): RemoteAnswers {
  const waitMs = options.waitMs ?? Math.min(250, options.ttlMs / 2);
  const pollMs = options.pollMs ?? 10;
  const store = async (k: string, body: string) => {
    try {
      await redis.client.set(k, body, 'PX', options.ttlMs);
    } catch {
      // Not shared this time; the next node computes it.
    }
  };
  return {
    async load(key, compute) {
      if (!redis.ready()) return compute();
      const k = `ans:${options.name}:${options.generation()}:${key}`;
      try {
        const hit = await redis.client.get(k);
        if (hit !== null) return hit;
        // Claim the computation for this window; the claim expires by itself if its node dies.
        const won = await redis.client.set(`${k}:claim`, '1', 'PX', waitMs, 'NX');
        if (won === null) {
          const deadline = Date.now() + waitMs;
          while (Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, pollMs));
            const body = await redis.client.get(k);
            if (body !== null) return body;
          }
        }
      } catch {
        return compute(); // Redis failed: answer from the database (redis.ts logs the outage)
      }
      const body = await compute();
      await store(k, body);
      return body;
    },
  };
}
