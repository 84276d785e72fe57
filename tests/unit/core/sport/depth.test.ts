import { describe, expect, it } from 'vitest';
import { depthDefs, quoteDepth, DEPTH_FIRST_INDEX, type DepthDef } from '../../../../core/sport/depth';
import { K, TY, scoreTy } from '../../../../core/sport/market-kinds';
import { marketDefs } from '../../../../core/sport/markets';
import { fairProbabilities, setWinProbability, type Ratings } from '../../../../core/sport/pricing';
import { sportProfile } from '../../../../core/sport/profiles';
import type { DepthState } from '../../../../core/sport/scenarios';

const soccer = sportProfile(1);
const basketball = sportProfile(3);
const tennis = sportProfile(5);
const r: Ratings = { home: 0.3, away: -0.1 };
const kickOff: DepthState = { score: [0, 0], remaining: 1, periods: [] };

const taken = (profile: typeof soccer) =>
  new Set(marketDefs(profile, r).map((d) => `${d.type}|${d.line ?? ''}`));
const fairOf = (profile: typeof soccer, s: DepthState, pick: (d: DepthDef) => boolean) => {
  const defs = depthDefs(profile, r, taken(profile)).filter(pick);
  return quoteDepth(profile, r, s, defs);
};
const one = (profile: typeof soccer, s: DepthState, type: number, line: string | null = null) => {
  const q = fairOf(profile, s, (d) => d.type === type && d.line === line)[0];
  if (!q) throw new Error(`no market ${type} ${line}`);
  return q;
};
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('soccer depth', () => {
  it('offers at least 40 markets pre-match, at fixed positions past the main ones', () => {
    const main = marketDefs(soccer, r);
    const depth = depthDefs(soccer, r, taken(soccer));
    expect(main.length + depth.length).toBeGreaterThanOrEqual(40);
    expect(depth.every((d) => d.index >= DEPTH_FIRST_INDEX && d.index < 100)).toBe(true);
    expect(new Set(depth.map((d) => d.index)).size).toBe(depth.length);
    // No main market repeated (same type and line).
    const keys = [...main, ...depth].map((d) => `${d.type}|${d.line}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prices coherently with the 1X2 of the same model', () => {
    const [home, draw, away] = fairProbabilities(soccer, r, { score: [0, 0], remaining: 1 }, 'winner', 0);
    const dc = one(soccer, kickOff, 1000 + K.doubleChance).fair;
    expect(dc[0]).toBeCloseTo(home! + draw!, 4);
    expect(dc[2]).toBeCloseTo(draw! + away!, 4);
    const dnb = one(soccer, kickOff, 1000 + K.drawNoBet).fair;
    expect(dnb[0]).toBeCloseTo(home! / (home! + away!), 4);
    const cs = one(soccer, kickOff, 1000 + K.correctScore).fair;
    expect(sum(cs)).toBeCloseTo(1, 6);
    expect(sum(one(soccer, kickOff, 1000 + K.halfTimeFullTime).fair)).toBeCloseTo(1, 6);
    expect(sum(one(soccer, kickOff, 1000 + K.winningMargin).fair)).toBeCloseTo(1, 6);
    const margin = one(soccer, kickOff, 1000 + K.winningMargin).fair;
    expect(margin[6]).toBeCloseTo(draw!, 4);
    // The total over 2.5 equals the main market's.
    const over = one(soccer, kickOff, 1007, '4.5').fair[0]!;
    expect(over).toBeCloseTo(
      fairProbabilities(soccer, r, { score: [0, 0], remaining: 1 }, 'total', 4.5)[0]!,
      4,
    );
  });

  it('prices Asian quarter lines between their neighbouring lines', () => {
    const defs = depthDefs(soccer, r, taken(soccer)).filter((d) => d.type === 1003);
    const quotes = quoteDepth(soccer, r, kickOff, defs);
    const byLine = new Map(quotes.map((q) => [Number(q.def.line), q.fair[0]!]));
    const lines = [...byLine.keys()].sort((a, b) => a - b);
    for (const l of lines) {
      const q = byLine.get(l)!;
      expect(q).toBeGreaterThan(0);
      expect(q).toBeLessThan(1);
      // A bigger handicap for the home side (less negative) is likelier to cover.
      const next = byLine.get(l + 0.25);
      if (next !== undefined) expect(next).toBeGreaterThanOrEqual(q - 1e-9);
    }
    for (const q of quotes) expect(sum(q.fair)).toBeCloseTo(1, 6);
  });

  it('re-prices live: the score moves the markets and first-half markets close after half time', () => {
    const leading: DepthState = {
      score: [1, 0],
      remaining: 0.4,
      periods: [
        [1, 0],
        [0, 0],
      ],
    };
    const btts = one(soccer, leading, 1000 + K.bothScore).fair[0]!;
    expect(btts).toBeLessThan(one(soccer, kickOff, 1000 + K.bothScore).fair[0]!);
    const cs = one(soccer, leading, 1000 + K.correctScore);
    expect(cs.fair[cs.def.outcomes.indexOf(scoreTy(0, 0))]).toBe(0);
    const all = fairOf(soccer, leading, () => true);
    expect(all.filter((q) => q.def.type === 1000 + K.halfTimeResult)[0]!.closed).toBe(true);
    expect(all.filter((q) => q.def.type === 1000 + K.firstHalfTotal).every((q) => q.closed)).toBe(true);
    expect(all.filter((q) => !q.closed).length + marketDefs(soccer, r).length).toBeGreaterThanOrEqual(20);
    // HT/FT after half time: only the 1-x options can still win.
    const htft = one(soccer, leading, 1000 + K.halfTimeFullTime);
    htft.def.outcomes.forEach((ty, i) => {
      if (Math.floor((ty - TY.htftBase) / 10) !== TY.home) expect(htft.fair[i]).toBe(0);
    });
  });
});

describe('basketball depth', () => {
  it('total and spread ladders move the right way; quarters and halves are priced', () => {
    const totals = quoteDepth(
      basketball,
      r,
      kickOff,
      depthDefs(basketball, r).filter((d) => d.type === 3007),
    );
    const overs = totals.map((q) => [Number(q.def.line), q.fair[0]!] as const).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < overs.length; i++) expect(overs[i]![1]).toBeLessThan(overs[i - 1]![1]);
    const q1 = one(basketball, kickOff, 3000 + K.quarterWinner + 1).fair;
    expect(sum(q1)).toBeCloseTo(1, 6);
    expect(q1[0]).toBeGreaterThan(0.5); // the stronger home side
    const defs = depthDefs(basketball, r);
    expect(defs.some((d) => d.type === 3000 + K.firstHalfSpread)).toBe(true);
    expect(defs.some((d) => d.type === 3000 + K.homeTotal)).toBe(true);
    // Quarter 1 is over in the second quarter: its markets close.
    const second: DepthState = {
      score: [20, 18],
      remaining: 0.7,
      periods: [
        [20, 18],
        [0, 0],
      ],
    };
    expect(
      quoteDepth(
        basketball,
        r,
        second,
        defs.filter((d) => d.type === 3000 + K.quarterTotal + 1),
      )[0]!.closed,
    ).toBe(true);
  });
});

describe('tennis depth', () => {
  it('set betting sums to one, set 1 follows the set probability, games are priced', () => {
    const sets = one(tennis, kickOff, 5000 + K.setBetting).fair;
    expect(sum(sets)).toBeCloseTo(1, 6);
    expect(one(tennis, kickOff, 5000 + K.setWinner, '1').fair[0]).toBeCloseTo(setWinProbability(r), 6);
    const games = fairOf(tennis, kickOff, (d) => d.type === 5000 + K.gamesTotal);
    expect(games.length).toBe(3);
    for (const g of games) expect(sum(g.fair)).toBeCloseTo(1, 6);
    // After the home side took set 1, set 1 closes and 2-0 is likelier than before.
    const after: DepthState = { score: [1, 0], remaining: 1, periods: [[6, 3]] };
    expect(one(tennis, after, 5000 + K.setWinner, '1').closed).toBe(true);
    expect(one(tennis, after, 5000 + K.setBetting).fair[0]!).toBeGreaterThan(sets[0]!);
  });
});
