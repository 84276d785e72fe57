import { describe, expect, it } from 'vitest';
import {
  blocksFrom,
  fairMessage,
  FairStream,
  fromHex,
  OutOfBytes,
  toHex,
  withAsyncBlocks,
} from '../../../../core/games/fair';
import { betStream, hmac } from './helpers';

const block = (...words: number[]): Uint8Array => {
  const out = new Uint8Array(32);
  words.forEach((w, i) => new DataView(out.buffer).setUint32(i * 4, w));
  return out;
};

describe('fair stream', () => {
  it('reads HMAC-SHA256(server seed, client:nonce:round) blocks in order', () => {
    const a = betStream('server-seed', 'client', 7);
    const first = hmac('server-seed', 'client:7:0');
    const word = new DataView(first.buffer).getUint32(0);
    expect(a.uint32()).toBe(word);
    expect(fairMessage('c', 3, 2)).toBe('c:3:2');
    // The ninth word comes from block 1.
    for (let i = 1; i < 8; i++) a.uint32();
    expect(a.uint32()).toBe(new DataView(hmac('server-seed', 'client:7:1').buffer).getUint32(0));
  });

  it('is deterministic and differs by nonce', () => {
    const draw = (nonce: number) => {
      const s = betStream('seed', 'c', nonce);
      return Array.from({ length: 20 }, () => s.int(37));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('rejects words at or above the largest multiple of n (no modulo bias)', () => {
    // n = 3: limit = 2^32 - (2^32 mod 3) = 4294967295; the word 4294967295 is thrown away.
    const s = new FairStream(blocksFrom([block(0xffffffff, 5)]));
    expect(s.int(3)).toBe(5 % 3);
    expect(s.consumed).toBe(8);
    // n = 2^32 / 4 multiple: nothing rejected.
    const t = new FairStream(blocksFrom([block(0xffffffff)]));
    expect(t.int(4)).toBe(3);
  });

  it('scales to the whole range, including n = 1 and n = 2^32', () => {
    const s = new FairStream(blocksFrom([block(0, 0xffffffff, 123, 0x80000000)]));
    expect(s.int(1)).toBe(0);
    expect(s.int(2 ** 32)).toBe(0xffffffff);
    expect(s.int(10)).toBe(3);
    expect(() => s.int(0)).toThrow(RangeError);
    expect(() => s.int(2.5)).toThrow(RangeError);
  });

  it('makes floats in [0, 1) from 52 bits', () => {
    const zero = new FairStream(blocksFrom([new Uint8Array(32)]));
    expect(zero.float()).toBe(0);
    const ones = new FairStream(blocksFrom([new Uint8Array(32).fill(0xff)]));
    expect(ones.float()).toBe((2 ** 52 - 1) / 2 ** 52);
    const half = new FairStream(blocksFrom([block(0x80000000)]));
    expect(half.float()).toBe(0.5);
  });

  it('throws OutOfBytes naming the missing block, and withAsyncBlocks supplies it', async () => {
    const s = new FairStream(blocksFrom([block(1)]));
    for (let i = 0; i < 8; i++) s.uint32();
    expect(() => s.uint32()).toThrow(OutOfBytes);
    const draws = await withAsyncBlocks(
      async (round) => hmac('k', fairMessage('c', 1, round)),
      (stream) => Array.from({ length: 30 }, () => stream.int(1000)),
    );
    const sync = betStream('k', 'c', 1);
    expect(draws).toEqual(Array.from({ length: 30 }, () => sync.int(1000)));
  });

  it('hex round trip', () => {
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
    expect(fromHex('000fff')).toEqual(new Uint8Array([0, 15, 255]));
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });
});

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('uniformity (chi-square on 10^6 draws)', () => {
  // Critical values at p = 0.001: df 36 -> 67.99, df 9 -> 27.88.
  it.each([[37, 67.99]])('int(%i) is uniform', (n, critical) => {
    const stream = betStream('chi-square-server-seed', `chi-${n}`, 0);
    const counts = new Array<number>(n).fill(0);
    const draws = 1_000_000;
    for (let i = 0; i < draws; i++) counts[stream.int(n)]!++;
    expect(chiSquare(counts, draws)).toBeLessThan(critical);
  });

  it('a biased sampler (modulo of a byte) is caught by the same test', () => {
    const stream = betStream('chi-square-server-seed', 'biased', 0);
    const counts = new Array<number>(37).fill(0);
    const draws = 1_000_000;
    for (let i = 0; i < draws; i++) counts[(stream.uint32() & 0xff) % 37]!++;
    expect(chiSquare(counts, draws)).toBeGreaterThan(67.99);
  });

  it('floats fill ten equal bins (2·10^5 draws)', () => {
    const stream = betStream('chi-square-server-seed', 'float', 0);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 200_000; i++) counts[Math.floor(stream.float() * 10)]!++;
    expect(chiSquare(counts, 200_000)).toBeLessThan(27.88);
  });
});
