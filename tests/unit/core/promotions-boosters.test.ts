/** Booster math (core/promotions/boosters.ts): integer, rounded down, capped, never below what is wagered. */
import { describe, expect, it } from 'vitest';
import { boostedRequirement, boostValue } from '../../../core/promotions/boosters';

describe('boostValue', () => {
  it('gives percent of the bonus rounded down, at most the cap', () => {
    expect(boostValue({ percent: 20, cap: 0 }, 5000)).toBe(1000);
    expect(boostValue({ percent: 20, cap: 0 }, 999)).toBe(199);
    expect(boostValue({ percent: 20, cap: 700 }, 5000)).toBe(700);
    expect(boostValue({ percent: 250, cap: 0 }, 100)).toBe(100);
  });
  it('gives nothing for a bad amount or percent', () => {
    expect(boostValue({ percent: 20, cap: 0 }, 0)).toBe(0);
    expect(boostValue({ percent: 20, cap: 0 }, 1.5)).toBe(0);
    expect(boostValue({ percent: 0, cap: 0 }, 5000)).toBe(0);
  });
});

describe('boostedRequirement', () => {
  it("cuts the requirement by percent, rounded in the player's favour only by whole units", () => {
    expect(boostedRequirement(25, 50_000, 0)).toBe(37_500);
    expect(boostedRequirement(25, 10_001, 0)).toBe(7_501);
  });
  it('never goes below what is already wagered (the bonus does not become unlockable past its progress)', () => {
    expect(boostedRequirement(50, 10_000, 8_000)).toBe(8_000);
    expect(boostedRequirement(50, 10_000, 20_000)).toBe(10_000);
    expect(boostedRequirement(100, 10_000, 0)).toBe(0);
  });
});
