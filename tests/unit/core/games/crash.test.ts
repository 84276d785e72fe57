import { describe, expect, it } from 'vitest';
import {
  autoCashoutWins,
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  crashPayout,
  crashPhaseAt,
  crashPointFromHmac,
  crashTimeMs,
  multiplierAt,
} from '../../../../core/games/crash';
import { hmac, sha256Hex } from './helpers';

/** 7 bytes carrying the 52-bit value r in their top bits. */
function bytesOf(r: bigint): Uint8Array {
  const out = new Uint8Array(32);
  const v = r << 4n;
  for (let i = 0; i < 7; i++) out[i] = Number((v >> BigInt(8 * (6 - i))) & 0xffn);
  return out;
}

describe('crash point formula', () => {
  it('is floor(99 · 2^52 / (2^52 − r)) hundredths, at least 1.00x', () => {
    expect(crashPointFromHmac(bytesOf(0n))).toBe(100); // 0.99 -> instant crash
    expect(crashPointFromHmac(bytesOf(2n ** 51n))).toBe(198); // X = 0.5
    expect(crashPointFromHmac(bytesOf(3n * 2n ** 50n))).toBe(396); // X = 0.75
    // The instant-crash boundary: X < 1/100 crashes at 1.00x, just above gives 1.00 too (99/0.99 = 100).
    const onePercent = 2n ** 52n / 100n;
    expect(crashPointFromHmac(bytesOf(onePercent - 1n))).toBe(100);
    expect(crashPointFromHmac(bytesOf(onePercent + 1n))).toBe(100);
    expect(crashPointFromHmac(bytesOf(2n ** 52n - 1n))).toBe(99 * 2 ** 52);
  });

  it('matches bustabit: P(crash ≥ m) = 0.99 / m, so 1.00x in 1 − 0.99/1.01 of rounds', () => {
    const n = 100_000;
    let instant = 0;
    let atLeast2 = 0;
    let atLeast10 = 0;
    for (let i = 0; i < n; i++) {
      const c = crashPointFromHmac(hmac(`game-${i}`, 'salt'));
      if (c === 100) instant++;
      if (c >= 200) atLeast2++;
      if (c >= 1000) atLeast10++;
    }
    // 4-sigma bands.
    const band = (p: number) => 4 * Math.sqrt((p * (1 - p)) / n);
    const pInstant = 1 - 0.99 / 1.01;
    expect(Math.abs(instant / n - pInstant)).toBeLessThan(band(pInstant));
    expect(Math.abs(atLeast2 / n - 0.495)).toBeLessThan(band(0.495));
    expect(Math.abs(atLeast10 / n - 0.099)).toBeLessThan(band(0.099));
  });
});

describe('hash chain', () => {
  it('each round hash is the SHA-256 preimage of the previous round, ending at the terminal hash', () => {
    const length = 50;
    const chain = [sha256Hex('secret seed')];
    for (let i = 1; i < length; i++) chain.push(sha256Hex(chain[i - 1]!));
    const terminal = chain[length - 1]!;
    // Rounds use the chain backwards: round 1 = chain[length - 2], round k = chain[length - 1 - k].
    const roundHash = (k: number) => chain[length - 1 - k]!;
    expect(sha256Hex(roundHash(1))).toBe(terminal);
    for (let k = 2; k < length; k++) expect(sha256Hex(roundHash(k))).toBe(roundHash(k - 1));
    // Verifying round k: hash it k times to reach the terminal hash.
    let h = roundHash(17);
    for (let i = 0; i < 17; i++) h = sha256Hex(h);
    expect(h).toBe(terminal);
  });
});

describe('multiplier curve and clock', () => {
  it('grows as e^(0.06 t)', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(10_000)).toBe(Math.floor(100 * Math.exp(0.6)));
    expect(multiplierAt(Math.ceil(Math.log(2) / 0.00006))).toBe(200);
  });

  it('crashTimeMs is the first millisecond at the crash point', () => {
    for (const c of [100, 101, 150, 199, 200, 1234, 100_000]) {
      const t = crashTimeMs(c);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(c);
      if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(c);
    }
  });

  it('phases: betting, running, crashed, and the next round after the pause', () => {
    const round = { bettingStartMs: 1_000_000, crashPoint: 250 };
    const run = round.bettingStartMs + CRASH_BETTING_MS;
    expect(crashPhaseAt(round, round.bettingStartMs).phase).toBe('betting');
    expect(crashPhaseAt(round, run).phase).toBe('running');
    const end = run + crashTimeMs(250);
    const before = crashPhaseAt(round, end - 1);
    expect(before.phase).toBe('running');
    expect(before.multiplier).toBeLessThan(250);
    const after = crashPhaseAt(round, end);
    expect(after).toMatchObject({ phase: 'crashed', multiplier: 250, nextRoundMs: end + CRASH_PAUSE_MS });
    // An instant crash runs for 0 ms.
    expect(crashPhaseAt({ ...round, crashPoint: 100 }, run).phase).toBe('crashed');
  });

  it('auto cash-out wins at or below the crash point; payouts round down', () => {
    expect(autoCashoutWins(200, 200)).toBe(true);
    expect(autoCashoutWins(201, 200)).toBe(false);
    expect(crashPayout(1000, 157)).toBe(1570);
    expect(crashPayout(333, 150)).toBe(499);
  });
});
