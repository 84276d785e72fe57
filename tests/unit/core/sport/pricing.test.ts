import { describe, expect, it } from 'vitest';
import {
  fairProbabilities,
  MARGIN,
  oddsMilliFor,
  quote,
  withDrift,
  type Ratings,
} from '../../../../core/sport/pricing';
import { sportProfile } from '../../../../core/sport/profiles';

const soccer = sportProfile(1);
const basketball = sportProfile(3, 301);
const tennis = sportProfile(5);
const even: Ratings = { home: 0, away: 0 };
const strongHome: Ratings = { home: 0.8, away: -0.6 };
const strongAway: Ratings = { home: -0.6, away: 0.8 };
const kickOff = { score: [0, 0] as const, remaining: 1 };

const implied = (probs: number[]) => quote(probs).reduce((sum, q) => sum + 1000 / q.oddsMilli, 0);

describe('margin and rounding', () => {
  it('prices every market so the implied probabilities sum to 1 + margin (within rounding)', () => {
    const cases: [ReturnType<typeof sportProfile>, Ratings, 'winner' | 'total' | 'handicap', number][] = [
      [soccer, even, 'winner', 0],
      [soccer, strongHome, 'winner', 0],
      [soccer, strongAway, 'total', 2.5],
      [soccer, strongHome, 'handicap', -1.5],
      [basketball, strongHome, 'winner', 0],
      [basketball, even, 'total', 224.5],
      [basketball, strongAway, 'handicap', 5.5],
      [tennis, strongHome, 'winner', 0],
      [tennis, even, 'total', 2.5],
    ];
    for (const [profile, r, kind, line] of cases) {
      const probs = fairProbabilities(profile, r, kickOff, kind, line);
      expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(Math.abs(implied(probs) - MARGIN)).toBeLessThan(0.012);
    }
  });

  it('rounds odds to two decimals in thousandths, between 1.01 and 101', () => {
    expect(oddsMilliFor(0.5)).toBe(1900);
    expect(oddsMilliFor(1 / 3)).toBe(2860);
    expect(oddsMilliFor(0.999)).toBe(1010);
    expect(oddsMilliFor(0.00001)).toBe(101_000);
    for (let p = 0.02; p < 0.95; p += 0.01) expect(oddsMilliFor(p) % 10).toBe(0);
  });

  it('locks an outcome that is all but decided instead of quoting 1.00', () => {
    const late = fairProbabilities(soccer, even, { score: [4, 0], remaining: 0.01 }, 'winner', 0);
    const q = quote(late);
    expect(q[0]!.locked).toBe(true);
    expect(q[2]!.locked).toBe(true);
  });

  it('drift moves prices a little and keeps the probabilities a distribution', () => {
    const probs = fairProbabilities(soccer, even, kickOff, 'winner', 0);
    const drifted = withDrift(probs, [1, -1, 0.5]);
    expect(drifted.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    drifted.forEach((p, i) => expect(Math.abs(p - probs[i]!)).toBeLessThan(0.03));
    expect(drifted).not.toEqual(probs);
  });
});

describe('the model', () => {
  it('makes the stronger team the favourite, home or away, in every sport', () => {
    for (const profile of [
      soccer,
      basketball,
      tennis,
      sportProfile(15),
      sportProfile(164),
      sportProfile(177),
    ]) {
      const home = fairProbabilities(profile, strongHome, kickOff, 'winner', 0);
      const away = fairProbabilities(profile, strongAway, kickOff, 'winner', 0);
      expect(home[0]!).toBeGreaterThan(home.at(-1)!);
      expect(away.at(-1)!).toBeGreaterThan(away[0]!);
    }
  });

  it('gives a leading team shorter odds as time runs out', () => {
    for (const profile of [soccer, basketball, sportProfile(177)]) {
      const lead: [number, number] = profile.kind === 'goals' ? [1, 0] : [60, 55];
      let previous = Infinity;
      for (const remaining of [0.9, 0.6, 0.3, 0.1, 0.02]) {
        const odds = quote(fairProbabilities(profile, even, { score: lead, remaining }, 'winner', 0))[0]!
          .oddsMilli;
        expect(odds).toBeLessThanOrEqual(previous);
        previous = odds;
      }
      expect(previous).toBeLessThan(1300);
    }
  });

  it('a set lead in tennis shortens the leader', () => {
    const before = fairProbabilities(tennis, even, kickOff, 'winner', 0)[0]!;
    const after = fairProbabilities(tennis, even, { score: [1, 0], remaining: 1 }, 'winner', 0)[0]!;
    expect(after).toBeGreaterThan(before);
  });

  it('keeps lines monotone: a higher total is less likely to go over, a bigger handicap less likely to cover', () => {
    const over = (line: number) => fairProbabilities(soccer, strongHome, kickOff, 'total', line)[0]!;
    const cover = (line: number) => fairProbabilities(soccer, strongHome, kickOff, 'handicap', line)[0]!;
    for (const l of [0.5, 1.5, 2.5, 3.5, 4.5]) {
      expect(over(l + 1)).toBeLessThan(over(l));
      expect(cover(-l - 1)).toBeLessThan(cover(-l));
    }
    const points = (line: number) => fairProbabilities(basketball, even, kickOff, 'total', line)[0]!;
    expect(points(230.5)).toBeLessThan(points(220.5));
    expect(points(220.5)).toBeLessThan(points(210.5));
  });

  it('an over already reached in play is certain', () => {
    const [over] = fairProbabilities(soccer, even, { score: [2, 1], remaining: 0.5 }, 'total', 2.5);
    expect(over).toBeCloseTo(1, 9);
  });
});
