import { describe, expect, it } from 'vitest';
import { blocksFrom, FairStream } from '../../../../core/games/fair';
import {
  DICE_OUTCOMES,
  diceMultiplier,
  dicePayout,
  diceWinCount,
  diceWins,
  playDice,
} from '../../../../core/games/dice';
import {
  coveredNumbers,
  isSplit,
  rouletteColor,
  settleRoulette,
  spinRoulette,
} from '../../../../core/games/roulette';

const streamOfWord = (word: number) => {
  const b = new Uint8Array(32);
  new DataView(b.buffer).setUint32(0, word);
  return new FairStream(blocksFrom([b]));
};

describe('dice', () => {
  it('win counts, multiplier and payout give 99% return for every target', () => {
    expect(diceWinCount({ mode: 'under', target: 5000 })).toBe(5000);
    expect(diceWinCount({ mode: 'over', target: 4999 })).toBe(5000);
    expect(diceWinCount({ mode: 'under', target: 99 })).toBeNull();
    expect(diceWinCount({ mode: 'under', target: 9501 })).toBeNull();
    expect(diceWinCount({ mode: 'under', target: 50.5 })).toBeNull();
    expect(diceMultiplier(5000)).toBe(19800);
    expect(dicePayout(100, 5000)).toBe(198);
    for (let count = 100; count <= 9500; count += 100) {
      // Exact expectation with the rounding down of payouts (stake 10 000 minor units).
      const returned = count * dicePayout(10_000, count); // out of DICE_OUTCOMES · 10 000
      expect(returned).toBeLessThanOrEqual(0.99 * DICE_OUTCOMES * 10_000);
      expect(returned).toBeGreaterThan(0.9899 * DICE_OUTCOMES * 10_000);
    }
  });

  it('under wins below the target, over above it', () => {
    expect(diceWins({ mode: 'under', target: 5000 }, 4999)).toBe(true);
    expect(diceWins({ mode: 'under', target: 5000 }, 5000)).toBe(false);
    expect(diceWins({ mode: 'over', target: 5000 }, 5000)).toBe(false);
    expect(diceWins({ mode: 'over', target: 5000 }, 5001)).toBe(true);
    // roll = word mod 10000 for an accepted word: 123456 -> 3456.
    expect(playDice(streamOfWord(123_456), { mode: 'under', target: 5000 }, 100)).toEqual({
      roll: 3456,
      win: true,
      payout: 198,
    });
  });
});

describe('roulette', () => {
  it('colours and splits', () => {
    expect(rouletteColor(0)).toBe('green');
    expect(rouletteColor(1)).toBe('red');
    expect(rouletteColor(2)).toBe('black');
    expect(isSplit(1, 2)).toBe(true);
    expect(isSplit(3, 4)).toBe(false);
    expect(isSplit(1, 4)).toBe(true);
    expect(isSplit(0, 3)).toBe(true);
    expect(isSplit(0, 4)).toBe(false);
    expect(isSplit(34, 37)).toBe(false);
  });

  it('covers the right numbers', () => {
    expect(coveredNumbers({ kind: 'dozen', numbers: [2] })).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(coveredNumbers({ kind: 'column', numbers: [1] })?.slice(0, 4)).toEqual([1, 4, 7, 10]);
    expect(coveredNumbers({ kind: 'red', numbers: [] })).toHaveLength(18);
    expect(coveredNumbers({ kind: 'red', numbers: [1] })).toBeNull();
    expect(coveredNumbers({ kind: 'straight', numbers: [37] })).toBeNull();
    expect(coveredNumbers({ kind: 'split', numbers: [5, 9] })).toBeNull();
  });

  it('streets, corners and lines cover rows and blocks of the layout, anchored where they can be', () => {
    expect(coveredNumbers({ kind: 'street', numbers: [4] })).toEqual([4, 5, 6]);
    expect(coveredNumbers({ kind: 'street', numbers: [34] })).toEqual([34, 35, 36]);
    expect(coveredNumbers({ kind: 'street', numbers: [5] })).toBeNull();
    expect(coveredNumbers({ kind: 'street', numbers: [0] })).toBeNull();
    expect(coveredNumbers({ kind: 'corner', numbers: [1] })).toEqual([1, 2, 4, 5]);
    expect(coveredNumbers({ kind: 'corner', numbers: [32] })).toEqual([32, 33, 35, 36]);
    expect(coveredNumbers({ kind: 'corner', numbers: [3] })).toBeNull();
    expect(coveredNumbers({ kind: 'corner', numbers: [34] })).toBeNull();
    expect(coveredNumbers({ kind: 'line', numbers: [31] })).toEqual([31, 32, 33, 34, 35, 36]);
    expect(coveredNumbers({ kind: 'line', numbers: [34] })).toBeNull();
    expect(coveredNumbers({ kind: 'line', numbers: [1, 4] })).toBeNull();
    const r = settleRoulette(
      [
        { kind: 'street', numbers: [16], amount: 100 },
        { kind: 'corner', numbers: [13], amount: 100 },
        { kind: 'line', numbers: [13], amount: 100 },
      ],
      17,
    );
    // 11:1, 8:1 and 5:1 with the stake back.
    expect(r.bets.map((b) => b.payout)).toEqual([1200, 900, 600]);
  });

  it('pays 35:1, 17:1, 2:1 and 1:1 with the stake back; zero loses outside bets', () => {
    const bets = [
      { kind: 'straight' as const, numbers: [17], amount: 100 },
      { kind: 'split' as const, numbers: [17, 20], amount: 100 },
      { kind: 'dozen' as const, numbers: [2], amount: 100 },
      { kind: 'column' as const, numbers: [2], amount: 100 },
      { kind: 'black' as const, numbers: [], amount: 100 },
      { kind: 'odd' as const, numbers: [], amount: 100 },
      { kind: 'low' as const, numbers: [], amount: 100 },
    ];
    const r = settleRoulette(bets, 17);
    expect(r.bets.map((b) => b.payout)).toEqual([3600, 1800, 300, 300, 200, 200, 200]);
    expect(r.stake).toBe(700);
    expect(settleRoulette(bets, 0).payout).toBe(0);
    expect(settleRoulette([{ kind: 'straight', numbers: [0], amount: 10 }], 0).payout).toBe(360);
  });

  it('every bet returns 36/37 over the 37 pockets', () => {
    for (const bet of [
      { kind: 'straight' as const, numbers: [5] },
      { kind: 'split' as const, numbers: [0, 2] },
      { kind: 'street' as const, numbers: [7] },
      { kind: 'corner' as const, numbers: [20] },
      { kind: 'line' as const, numbers: [25] },
      { kind: 'even' as const, numbers: [] },
      { kind: 'high' as const, numbers: [] },
      { kind: 'column' as const, numbers: [3] },
    ]) {
      let total = 0;
      for (let n = 0; n < 37; n++) total += settleRoulette([{ ...bet, amount: 37 }], n).payout;
      expect(total / (37 * 37)).toBeCloseTo(36 / 37, 12);
    }
    expect(spinRoulette(streamOfWord(40), []).number).toBe(3);
  });
});
