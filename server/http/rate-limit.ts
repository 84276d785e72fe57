/**
 * A token bucket per key (client IP, user). In memory by default (one node); with REDIS_URL the bucket is
 * shared by every node (cluster/shared-limits.ts), and when Redis does not answer the node falls back to its
 * own in-memory bucket for that request (cluster/redis.ts logs the outage). The clock is injected so tests
 * run without waiting.
 */
import type { SharedLimitStore } from '../cluster/shared-limits';

export interface TokenBucketOptions {
  /** Burst size. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  now: () => number;
  /** Keys kept at most; the oldest idle ones are dropped first, so a flood of IPs cannot grow memory. */
  maxKeys?: number;
  /** The cluster's shared store and this bucket's name in it (unique per limit); absent: local only. */
  shared?: { store: SharedLimitStore | null | undefined; name: string };
}

export interface TokenBucket {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): Promise<boolean>;
}

export interface LocalTokenBucket {
  take(key: string): boolean;
}

export function createLocalTokenBucket({
  capacity,
  refillPerSecond,
  now,
  maxKeys = 10_000,
}: TokenBucketOptions): LocalTokenBucket {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const t = now();
      const b = buckets.get(key) ?? { tokens: capacity, at: t };
      b.tokens = Math.min(capacity, b.tokens + ((t - b.at) / 1000) * refillPerSecond);
      b.at = t;
      buckets.delete(key); // re-insert: Map order becomes least-recently-used first
      buckets.set(key, b);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}

export function createTokenBucket(options: TokenBucketOptions): TokenBucket {
  const local = createLocalTokenBucket(options);
  const store = options.shared?.store;
  const name = options.shared?.name ?? '';
  if (!store) return { take: async (key) => local.take(key) };
  return {
    async take(key) {
      if (store.available()) {
        try {
          return await store.take(name, key, options.capacity, options.refillPerSecond, options.now());
        } catch {
          // Redis failed this request (timeout, reconnecting): the local bucket decides; redis.ts logs it.
        }
      }
      return local.take(key);
    },
  };
}
