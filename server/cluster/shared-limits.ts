/**
 * Token buckets kept in Redis, so every node of a cluster takes from the same bucket: 30 wrong passwords
 * spread over N nodes hit the limit at the same count as on one. One Lua script per take makes the
 * read-refill-take-write atomic (Redis runs a script alone). The caller's clock is passed in, so the clock
 * stays injectable and the nodes (NTP-synchronised) agree on it to well within a bucket's refill time.
 */
import type { SharedRedis } from './redis';

/** KEYS[1] bucket; ARGV capacity, tokens per ms, now (ms), ttl (ms). Returns 1 (taken) or 0 (empty). */
const TAKE_SCRIPT = `
local cap = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = tonumber(b[1]) or cap
local at = tonumber(b[2]) or now
if now > at then
  tokens = math.min(cap, tokens + (now - at) * rate)
  at = now
end
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(at))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return ok
`;

export interface SharedLimitStore {
  /** Whether to try Redis at all (connected). */
  available(): boolean;
  /** Takes one token of bucket `name` for `key`; rejects when Redis fails (the caller falls back). */
  take(name: string, key: string, capacity: number, refillPerSecond: number, nowMs: number): Promise<boolean>;
}

type TakeCommand = (key: string, ...args: (string | number)[]) => Promise<number>;

export function createSharedLimitStore(redis: SharedRedis, prefix = 'rl'): SharedLimitStore {
  // defineCommand sends the script by its SHA (EVALSHA), loading it again when Redis restarted empty.
  const client = redis.client as unknown as { rlTake?: TakeCommand };
  if (!client.rlTake) redis.client.defineCommand('rlTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  const takeCommand = client.rlTake!.bind(redis.client);
  return {
    available: () => redis.ready(),
    async take(name, key, capacity, refillPerSecond, nowMs) {
      const perMs = refillPerSecond / 1000;
      // Kept until the bucket would be full again (then it is the same as absent), plus a second.
      const ttl = Math.ceil(capacity / perMs) + 1_000;
      const r = await takeCommand(`${prefix}:${name}:${key}`, capacity, perMs, Math.floor(nowMs), ttl);
      return r === 1;
    },
  };
}
