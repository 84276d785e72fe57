import { describe, expect, it } from 'vitest';
import { blocksFrom, FairStream } from '../../../../core/games/fair';
import {
  evaluateGrid,
  evaluateLine,
  exactRtp,
  FRUIT_FIESTA,
  gridAt,
  lineExpectation,
  PAYLINES,
  playSlotRound,
  scatterDistribution,
  slotPayout,
  type SlotConfig,
  type SlotGrid,
  type SlotSymbol,
} from '../../../../core/games/slot';
import { betStream } from './helpers';

const F = FRUIT_FIESTA;

describe('line evaluation', () => {
  it('pays the leftmost run, wilds substituting', () => {
    expect(evaluateLine(F, ['seven', 'seven', 'seven', 'plum', 'seven'])).toEqual({
      symbol: 'seven',
      count: 3,
      pay: 40,
    });
    expect(evaluateLine(F, ['wild', 'bell', 'wild', 'bell', 'cherry'])).toEqual({
      symbol: 'bell',
      count: 4,
      pay: 100,
    });
    expect(evaluateLine(F, ['plum', 'seven', 'seven', 'seven', 'seven'])).toBeNull();
    expect(evaluateLine(F, ['cherry', 'cherry', 'lemon', 'lemon', 'lemon'])).toBeNull();
  });

  it('takes the better of the wild run and the symbol run', () => {
    // 3 wilds pay 50; wild wild wild cherry cherry = 5 cherries pay 50: equal, wild kept.
    expect(evaluateLine(F, ['wild', 'wild', 'wild', 'cherry', 'cherry'])).toMatchObject({ pay: 50 });
    // 3 wilds + 2 sevens = 5 sevens pay 1000 > 50.
    expect(evaluateLine(F, ['wild', 'wild', 'wild', 'seven', 'seven'])).toEqual({
      symbol: 'seven',
      count: 5,
      pay: 1000,
    });
    expect(evaluateLine(F, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pay: 2000,
    });
    // A scatter breaks a line and is never substituted.
    expect(evaluateLine(F, ['wild', 'wild', 'wild', 'scatter', 'seven'])).toMatchObject({
      symbol: 'wild',
      count: 3,
    });
    expect(evaluateLine(F, ['scatter', 'wild', 'wild', 'wild', 'wild'])).toBeNull();
  });

  it('evaluates a hand-made grid: lines, scatters and free spins', () => {
    // grid[reel][row]
    const grid: SlotGrid = [
      ['seven', 'bell', 'scatter'],
      ['seven', 'wild', 'cherry'],
      ['seven', 'bell', 'scatter'],
      ['plum', 'bell', 'lemon'],
      ['scatter', 'grape', 'orange'],
    ];
    const e = evaluateGrid(F, grid);
    // Line 2 (top row): seven x3 = 40; line 1 (middle): bell wild bell bell = 4 bells = 100.
    const byLine = Object.fromEntries(e.lineWins.map((w) => [w.line, w]));
    expect(byLine[1]).toMatchObject({ symbol: 'seven', count: 3, pay: 40 });
    expect(byLine[0]).toMatchObject({ symbol: 'bell', count: 4, pay: 100 });
    expect(e.scatters).toBe(3);
    expect(e.scatterPay).toBe(2);
    expect(e.freeSpinsWon).toBe(10);
    expect(e.total).toBe(e.lineWins.reduce((s, w) => s + w.pay, 0) + 2 * 20);
  });

  it('has 20 distinct paylines of 5 rows each', () => {
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const l of PAYLINES) expect(l.every((r) => r >= 0 && r <= 2) && l.length === 5).toBe(true);
  });
});

/** A tiny game whose every stop combination can be enumerated. */
const tiny: SlotConfig = {
  reels: [
    ['wild', 'seven', 'cherry', 'scatter', 'cherry'],
    ['seven', 'cherry', 'scatter', 'wild'],
    ['cherry', 'seven', 'seven', 'scatter', 'cherry', 'wild'],
    ['seven', 'cherry', 'cherry', 'scatter'],
    ['scatter', 'cherry', 'seven', 'wild', 'cherry'],
  ],
  lines: PAYLINES,
  pays: { wild: [0, 0, 0, 20, 50, 100], seven: [0, 0, 0, 5, 10, 30], cherry: [0, 0, 1, 2, 4, 8] },
  scatterPays: [0, 0, 0, 1, 3, 10],
  freeSpins: [0, 0, 0, 1, 2, 3],
  freeSpinMultiplier: 2,
  maxFreeSpins: 1000,
};

function bruteForce(config: SlotConfig) {
  let total = 0;
  let lineTotal = 0;
  let grants = 0;
  let triggers = 0;
  let n = 0;
  const lens = config.reels.map((r) => r.length);
  const stops = [0, 0, 0, 0, 0];
  const visit = (reel: number) => {
    if (reel === 5) {
      const e = evaluateGrid(config, gridAt(config, stops));
      total += e.total;
      lineTotal += e.total - e.scatterPay * config.lines.length;
      grants += e.freeSpinsWon;
      if (e.freeSpinsWon > 0) triggers++;
      n++;
      return;
    }
    for (let s = 0; s < lens[reel]!; s++) {
      stops[reel] = s;
      visit(reel + 1);
    }
  };
  visit(0);
  const lines = config.lines.length;
  return {
    base: total / n / lines,
    lines: lineTotal / n / lines,
    mu: grants / n,
    trigger: triggers / n,
  };
}

describe('exact RTP', () => {
  it('matches a brute-force enumeration of every stop on hand-made reels', () => {
    const exact = exactRtp(tiny);
    const brute = bruteForce(tiny);
    expect(exact.base).toBeCloseTo(brute.base, 12);
    expect(exact.lines).toBeCloseTo(brute.lines, 12);
    expect(exact.mu).toBeCloseTo(brute.mu, 12);
    expect(exact.triggerProbability).toBeCloseTo(brute.trigger, 12);
    expect(exact.rtp).toBeCloseTo(brute.base * (1 + (2 * brute.mu) / (1 - brute.mu)), 12);
    expect(lineExpectation(tiny) * 20).toBeCloseTo(brute.lines * 20, 10);
  });

  it('scatter distribution counts every stop once', () => {
    const dist = scatterDistribution(F);
    const stops = F.reels.reduce((p, r) => p * r.length, 1);
    expect(dist.reduce((a, b) => a + b, 0)).toBe(stops);
    // One scatter per strip: at most 5 in a window.
    expect(dist.length).toBeLessThanOrEqual(6);
  });

  it('Fruit Fiesta returns between 94% and 97%, free spins about 1 spin in 150', () => {
    const rtp = exactRtp(F);
    expect(rtp.rtp).toBeGreaterThan(0.94);
    expect(rtp.rtp).toBeLessThan(0.97);
    expect(rtp.triggerProbability).toBeGreaterThan(1 / 300);
    expect(rtp.triggerProbability).toBeLessThan(1 / 80);
    expect(rtp.mu).toBeLessThan(0.2);
  });
});

describe('a round', () => {
  it('draws one stop per reel and plays every free spin it wins', () => {
    // Find a nonce whose base spin triggers free spins, deterministically.
    let round = null;
    for (let nonce = 0; nonce < 5000 && !round; nonce++) {
      const r = playSlotRound(F, betStream('slot-test-seed', 'client', nonce));
      if (r.freeSpins.length > 0) round = r;
    }
    expect(round).not.toBeNull();
    const r = round!;
    let granted = r.base.evaluation.freeSpinsWon;
    for (const s of r.freeSpins) granted += s.evaluation.freeSpinsWon;
    expect(r.freeSpins).toHaveLength(granted);
    for (const s of r.freeSpins) expect(s.win).toBe(s.evaluation.total * 3);
    expect(slotPayout(F, 200, r)).toBe(10 * r.totalLineBets);
  });

  it('stops are the stream draws', () => {
    const block = new Uint8Array(32);
    const view = new DataView(block.buffer);
    [0, 1, 2, 3, 33].forEach((w, i) => view.setUint32(i * 4, w));
    const r = playSlotRound(F, new FairStream(blocksFrom([block])));
    expect(r.base.stops).toEqual([0, 1, 2, 3, 33 % F.reels[4]!.length]);
    const top: SlotSymbol[] = r.base.grid.map((col) => col[0]!);
    expect(top[0]).toBe(F.reels[0]![0]);
  });
});
