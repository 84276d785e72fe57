import { describe, expect, it } from 'vitest';
import { formatOdds, toAmerican } from '../../../core/odds/american';

describe('toAmerican (SPEC §9)', () => {
  it.each([
    [1.5, -200],
    [1.25, -400],
    [1.91, -109], // -109.89... rounded up
    [1.01, -10000],
    [1.8, -125],
    [1.95, -105], // -105.26...
    [1.909, -110], // -110.01...
    [2.0, 100],
    [2.5, 150],
    [2.1, 110], // 100 * (2.1 - 1) is 110.00000000000001 in floats
    [2.2, 120],
    [3.3, 230], // 229.99999999999997 in floats
    [2.005, 101], // 100.5 rounded up
    [11, 1000],
  ])('%d gives %i', (odds, american) => {
    expect(toAmerican(odds)).toBe(american);
  });

  it('uses the "below 2" formula only strictly below 2', () => {
    expect(toAmerican(1.999)).toBe(-100); // -100.1 rounded up
    expect(toAmerican(2)).toBe(100);
  });

  it('has no American form for odds of 1 or less, or locked odds', () => {
    expect(toAmerican(1)).toBeNull();
    expect(toAmerican(0.5)).toBeNull();
    expect(toAmerican(-1.5)).toBeNull();
    expect(toAmerican(Number.NaN)).toBeNull();
  });
});

describe('formatOdds', () => {
  it('decimal shows two decimals', () => {
    expect(formatOdds(1.5, 'decimal')).toBe('1.50');
    expect(formatOdds(2, 'decimal')).toBe('2.00');
    expect(formatOdds(1.91, 'decimal')).toBe('1.91');
    expect(formatOdds(12.345, 'decimal')).toBe('12.34');
    expect(formatOdds(1.15, 'decimal')).toBe('1.15');
  });

  it('american shows a sign', () => {
    expect(formatOdds(2.5, 'american')).toBe('+150');
    expect(formatOdds(2, 'american')).toBe('+100');
    expect(formatOdds(1.5, 'american')).toBe('-200');
    expect(formatOdds(1.91, 'american')).toBe('-109');
  });

  it('locked (negative) odds are not shown as numbers', () => {
    expect(formatOdds(-1.85, 'decimal')).toBeNull();
    expect(formatOdds(-2.5, 'american')).toBeNull();
    expect(formatOdds(0, 'decimal')).toBeNull();
    expect(formatOdds(1, 'american')).toBeNull();
  });
});
