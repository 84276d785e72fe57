import { describe, expect, it } from 'vitest';
import { betAmounts, stakeProblem } from '../../../../core/betslip/amounts';

describe('bet amounts by currency (SPEC §9)', () => {
  it.each([
    ['BRL', [500, 1000, 5000, 10000], 500, 300],
    ['MXN', [2000, 4000, 20000, 40000], 2000, 1000],
    ['PHP', [10000, 20000, 50000, 100000], 10000, 5000],
    ['INR', [10000, 20000, 50000, 100000], 10000, 5000],
    ['KES', [20000, 50000, 100000, 500000], 50000, 20000],
    ['USD', [1000, 2000, 5000, 10000], 1000, 500],
    ['COP', [600000, 1000000, 2000000, 5000000], 600000, 300000],
  ])('%s: quick amounts, default and minimum in minor units', (cur, quick, def, min) => {
    expect(betAmounts(cur)).toMatchObject({ quick, default: def, min });
  });

  it('lower-case codes and unlisted currencies get a row', () => {
    expect(betAmounts('brl').min).toBe(300);
    expect(betAmounts('VND').default).toBe(2_000_000);
    expect(betAmounts('BTC')).toEqual(betAmounts('USD'));
    expect(betAmounts('BRL').maxSingle).toBeGreaterThan(betAmounts('BRL').min);
  });
});

describe('stake validation', () => {
  const limits = { min: 300, max: 100_000, balance: 50_000 };
  it('names the first problem', () => {
    expect(stakeProblem(null, limits)).toBe('empty');
    expect(stakeProblem(0, limits)).toBe('empty');
    expect(stakeProblem(1.5, limits)).toBe('empty');
    expect(stakeProblem(299, limits)).toBe('below-min');
    expect(stakeProblem(100_001, { ...limits, balance: undefined })).toBe('above-max');
    expect(stakeProblem(60_000, limits)).toBe('above-balance');
    expect(stakeProblem(300, limits)).toBeNull();
    expect(stakeProblem(50_000, limits)).toBeNull();
  });
  it('an unknown limit or balance does not block', () => {
    expect(stakeProblem(10_000_000, { min: 300 })).toBeNull();
    expect(stakeProblem(10_000_000, { min: 300, max: 0 })).toBeNull();
  });
});
