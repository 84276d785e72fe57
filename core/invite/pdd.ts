/**
 * "pdd" (issue #19, SPEC /thin/pdd): a player gets a cash target to unlock within a window; each friend who
 * registers through the player's link, and each friend's first deposit, moves the progress. Steps are a
 * share of what is left (so the bar moves fast at first and slower near the end), and once what is left is
 * no more than `finishUnder` the next step fills it. When full, the target can be withdrawn to the cash
 * balance once. Every amount is capped by the brand's budget for the campaign. Minor units throughout.
 */

export type PddStepKind = 'registered' | 'first_deposit';

export interface PddPlan {
  currency: string;
  /** The amount to unlock. */
  target: number;
  /** How long a campaign runs, ms. */
  windowMs: number;
  /** Share of what is left that each kind of step adds, basis points. */
  shareBps: Record<PddStepKind, number>;
  /** What is left at or below this, a step fills it. */
  finishUnder: number;
  /** The most the brand pays out through pdd in total (withdrawn and promised by running campaigns). */
  budget: number;
}

/** The target is 20 minimum deposits (R$ 100 with R$ 5), three days, a budget of 2000 targets. */
export function pddPlan(brand: { currency: string; minCharge: number }): PddPlan {
  const target = brand.minCharge * 20;
  return {
    currency: brand.currency,
    target,
    windowMs: 72 * 3600 * 1000,
    shareBps: { registered: 2_500, first_deposit: 5_000 },
    finishUnder: Math.max(1, Math.floor(target / 50)),
    budget: target * 2_000,
  };
}

/** The amount one step adds at `progress`: a share of what is left, all of it near the end; 0 when full. */
export function pddStep(plan: PddPlan, progress: number, kind: PddStepKind): number {
  const left = Math.max(0, plan.target - progress);
  if (left === 0) return 0;
  if (left <= plan.finishUnder) return left;
  return Math.max(1, Math.floor((left * plan.shareBps[kind]) / 10_000));
}

/** The steps' amounts, in order, from zero. */
export function pddProgress(plan: PddPlan, kinds: readonly PddStepKind[]): number[] {
  let progress = 0;
  return kinds.map((kind) => {
    const step = pddStep(plan, progress, kind);
    progress += step;
    return step;
  });
}
