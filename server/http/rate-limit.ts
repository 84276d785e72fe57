/**
 * An in-memory token bucket per key (client IP). Enough for one node; with REDIS_URL the shared limiter
 * of DESIGN.md §5 replaces it. The clock is injected so tests run without waiting.
 */
export interface TokenBucketOptions {
  /** Burst size. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  now: () => number;
  /** Keys kept at most; the oldest idle ones are dropped first, so a flood of IPs cannot grow memory. */
  maxKeys?: number;
}

export interface TokenBucket {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean;
}

export function createTokenBucket({
  capacity,
  refillPerSecond,
  now,
  maxKeys = 10_000,
}: TokenBucketOptions): TokenBucket {
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
