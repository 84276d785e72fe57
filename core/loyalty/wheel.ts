/**
 * The VIP spin wheel (issue #17): its segments, how many spins the VIP levels earn, and the outcome drawn
 * from the provably fair stream of core/games/fair.ts (the same bytes as the in-house games: HMAC-SHA256 of
 * the server seed over `${clientSeed}:${nonce}:${round}`). The server and the /game-verify page run
 * `spinSegment` on the same bytes, so a revealed spin gives the same segment in the browser.
 */
import type { FairStream } from '../games/fair';

export interface WheelSegment {
  /** Prize in BRL minor units, scaled per market by the caller. */
  brl: number;
  /** Relative weight of the segment (the chance is weight / total). */
  weight: number;
}

/** Eight segments, clockwise from the top (index 0 under the pointer at rest). */
export const WHEEL: readonly WheelSegment[] = [
  { brl: 100, weight: 30 },
  { brl: 500, weight: 14 },
  { brl: 200, weight: 22 },
  { brl: 5000, weight: 1 },
  { brl: 100, weight: 30 },
  { brl: 1000, weight: 6 },
  { brl: 200, weight: 22 },
  { brl: 2000, weight: 3 },
];

export const WHEEL_WEIGHT = WHEEL.reduce((s, w) => s + w.weight, 0);

/** The segment a spin lands on: a uniform integer below the total weight, walked through the weights. */
export function spinSegment(stream: FairStream, wheel: readonly WheelSegment[] = WHEEL): number {
  const total = wheel.reduce((s, w) => s + w.weight, 0);
  let r = stream.int(total);
  for (let i = 0; i < wheel.length; i++) {
    r -= wheel[i]!.weight;
    if (r < 0) return i;
  }
  throw new Error('wheel: weights do not add up');
}

/** Spins earned on reaching level n: one per level in stage 1, two in stage 2, … (ceil(n / 5)). */
export const spinsOfLevel = (n: number): number => (n <= 0 ? 0 : Math.ceil(n / 5));

/** All spins the levels 1..level have earned. */
export function spinsEarned(level: number): number {
  let total = 0;
  for (let n = 1; n <= level; n++) total += spinsOfLevel(n);
  return total;
}

/** Expected prize of one spin in BRL minor units (what a spin costs the operator on average). */
export const wheelExpectation = (wheel: readonly WheelSegment[] = WHEEL): number =>
  wheel.reduce((s, w) => s + w.brl * w.weight, 0) / wheel.reduce((s, w) => s + w.weight, 0);

/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` under the pointer at the top, after
 * `turns` whole turns from `from` (always forwards). Segment i spans [i·s, (i+1)·s) from the top, s = 360/n;
 * landing at its middle needs the wheel turned by -(i + 1/2)·s modulo 360.
 */
export function wheelRotation(index: number, segments: number, from: number, turns = 5): number {
  const size = 360 / segments;
  const target = (((-(index + 0.5) * size) % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360);
  let to = base + turns * 360 + target;
  while (to - from < turns * 360) to += 360;
  return to;
}
