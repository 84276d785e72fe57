import { describe, expect, it } from 'vitest';
import { pddPlan, pddProgress, pddStep, type PddStepKind } from '../../../core/invite/pdd';

const plan = pddPlan({ currency: 'BRL', minCharge: 500 });

describe('pdd steps', () => {
  it('a target of 20 minimum deposits, steps a share of what is left, the last one fills it', () => {
    expect(plan.target).toBe(10_000);
    expect(pddStep(plan, 0, 'registered')).toBe(2_500);
    expect(pddStep(plan, 0, 'first_deposit')).toBe(5_000);
    expect(pddStep(plan, 9_800, 'registered')).toBe(200);
    expect(pddStep(plan, 10_000, 'first_deposit')).toBe(0);
    const steps = pddProgress(plan, ['registered', 'first_deposit', 'registered', 'first_deposit']);
    expect(steps).toEqual([2_500, 3_750, 937, 1_406]);
    expect(steps.reduce((s, n) => s + n, 0)).toBeLessThan(plan.target);
  });

  it('always ends full, never over', () => {
    const kinds = Array.from({ length: 40 }, (_, i): PddStepKind => (i % 3 ? 'registered' : 'first_deposit'));
    const steps = pddProgress(plan, kinds);
    expect(steps.reduce((s, n) => s + n, 0)).toBe(plan.target);
    expect(steps.every((s) => s >= 0)).toBe(true);
  });
});
