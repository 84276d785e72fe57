/**
 * The VIP wheel's pure rules (core/loyalty/wheel.ts): spins per level, the segment drawn from fair bytes
 * (uniform over the weights, deterministic), the rotation that lands a segment under the pointer, and the
 * ranking prizes of the config.
 */
import { describe, expect, it } from 'vitest';
import { FairStream, blocksFrom } from '../../core/games/fair';
import { loyaltyConfig } from '../../core/loyalty/config';
import { nextRain, packetPrize, rainAt } from '../../core/loyalty/red-packet';
import {
  WHEEL,
  WHEEL_WEIGHT,
  spinSegment,
  spinsEarned,
  spinsOfLevel,
  wheelExpectation,
  wheelRotation,
} from '../../core/loyalty/wheel';

/** A stream whose first 32-bit word is `word` (big-endian). */
const streamOf = (...words: number[]) => {
  const block = new Uint8Array(32);
  words.forEach((w, i) => new DataView(block.buffer).setUint32(i * 4, w));
  return new FairStream(blocksFrom([block]));
};

describe('VIP spins per level', () => {
  it('one per level in stage 1, two in stage 2, … six in stage 6', () => {
    expect([0, 1, 5, 6, 10, 11, 26, 30].map(spinsOfLevel)).toEqual([0, 1, 1, 2, 2, 3, 6, 6]);
    expect(spinsEarned(0)).toBe(0);
    expect(spinsEarned(3)).toBe(3);
    expect(spinsEarned(6)).toBe(7);
    expect(spinsEarned(30)).toBe(5 * (1 + 2 + 3 + 4 + 5 + 6));
  });
});

describe('spinSegment', () => {
  it('walks the weights: word mod total picks the segment', () => {
    expect(WHEEL_WEIGHT).toBe(128);
    // 0..29 -> 0, 30..43 -> 1, 44..65 -> 2, 66 -> 3, 67..96 -> 4, 97..102 -> 5, 103..124 -> 6, 125..127 -> 7.
    const cases: [number, number][] = [
      [0, 0],
      [29, 0],
      [30, 1],
      [43, 1],
      [44, 2],
      [66, 3],
      [67, 4],
      [97, 5],
      [103, 6],
      [125, 7],
      [127, 7],
      [128 + 66, 3],
    ];
    for (const [word, segment] of cases) expect(spinSegment(streamOf(word))).toBe(segment);
  });

  it('rejects the biased top words (2^32 is a multiple of 128, so none here) and is deterministic', () => {
    expect(spinSegment(streamOf(0xffff_ffff))).toBe(7);
    const a = spinSegment(streamOf(123_456_789));
    expect(spinSegment(streamOf(123_456_789))).toBe(a);
  });

  it('every segment has its weight as chance (exact count over all residues)', () => {
    const counts = new Array<number>(WHEEL.length).fill(0);
    for (let r = 0; r < WHEEL_WEIGHT; r++) counts[spinSegment(streamOf(r))]!++;
    expect(counts).toEqual(WHEEL.map((w) => w.weight));
  });

  it('the expected prize is about R$3.03 per spin (38,800 / 128 centavos)', () => {
    expect(Math.round(wheelExpectation())).toBe(303);
  });
});

describe('wheelRotation', () => {
  it('lands the middle of the segment under the pointer, forwards, after at least the turns asked', () => {
    for (const from of [0, 90, 1234.5, 3600]) {
      for (let i = 0; i < 8; i++) {
        const to = wheelRotation(i, 8, from);
        expect(to - from).toBeGreaterThanOrEqual(5 * 360);
        expect(to - from).toBeLessThan(6 * 360 + 360);
        // The segment's middle, (i + 1/2)·45° from the top, turned by `to`, is at 0° (mod 360).
        const at = ((((i + 0.5) * 45 + to) % 360) + 360) % 360;
        expect(Math.min(at, 360 - at)).toBeLessThan(1e-9);
      }
    }
  });
});

describe('loyalty config: wheel and ranking prizes', () => {
  it('scales the wheel and the prizes to the market, whole units, best rank first', () => {
    const br = loyaltyConfig('br');
    expect(br.wheel).toEqual(WHEEL.map((w) => w.brl));
    expect(loyaltyConfig('mx').wheel).toEqual(WHEEL.map((w) => w.brl * 4));
    for (const kind of ['day', 'week'] as const) {
      const prizes = br.rankPrizes[kind];
      expect([...prizes].sort((a, b) => b - a)).toEqual([...prizes]);
      expect(prizes.every((p) => p > 0 && p % 100 === 0)).toBe(true);
    }
  });
});

describe('red-packet rain', () => {
  const c = loyaltyConfig('br').redPacket;
  const tz = 'America/Sao_Paulo';
  // 2026-11-25 12:00 in São Paulo (UTC-3) is 15:00 UTC.
  const noon = Date.UTC(2026, 10, 25, 15, 0, 0);

  it('rains 10 minutes from 12:00 and 20:00 local time', () => {
    expect(rainAt(noon - 1, tz, c)).toBeNull();
    expect(rainAt(noon, tz, c)).toEqual({ id: '2026-11-25T12', start: noon, end: noon + 600_000 });
    expect(rainAt(noon + 600_000, tz, c)).toBeNull();
    expect(nextRain(noon + 600_000, tz, c).id).toBe('2026-11-25T20');
    expect(nextRain(noon + 9 * 3_600_000, tz, c)).toMatchObject({
      id: '2026-11-26T12',
      start: noon + 86_400_000,
    });
  });

  it('a packet is whole units between min and max, capped by the budget left', () => {
    expect(packetPrize(0, 1_000_000, c)).toBe(c.min);
    expect(packetPrize(0.999_999, 1_000_000, c)).toBe(c.max);
    expect(packetPrize(0.5, 1_000_000, c) % 100).toBe(0);
    expect(packetPrize(0.999_999, 250, c)).toBe(250);
    expect(packetPrize(0.5, 0, c)).toBe(0);
  });
});
