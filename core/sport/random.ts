/**
 * Stateless seeded randomness: a draw is a hash of (seed, keys), not the next value of a stream. The feed
 * asks "does a goal happen in second k of match m?" and gets the same answer however often, in whatever
 * order, and after a restart — which is what makes the simulator deterministic for a seed and a clock.
 */

/** murmur3's 32-bit finaliser: avalanche, so neighbouring keys give unrelated values. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of integer keys. Keys past 2^32 (epoch milliseconds) are folded in by both halves. */
export function hash32(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) {
    const lo = k >>> 0;
    const hi = Math.floor(k / 4294967296) >>> 0;
    h = fmix(Math.imul(h ^ lo, 0x01000193) + hi);
  }
  return h;
}

/** Uniform in [0, 1). */
export const unit = (...keys: number[]): number => hash32(...keys) / 4294967296;

/** Standard normal (Box–Muller on two hashed uniforms). */
export function normal(...keys: number[]): number {
  const u = Math.max(unit(...keys, 1), 1e-12);
  const v = unit(...keys, 2);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
