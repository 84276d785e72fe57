/**
 * SPEC §9 "VIP stages": levels 0-30 in six stages (1: 0-5, 2: 6-10, 3: 11-15, 4: 16-20, 5: 21-25,
 * 6: 26-30). Pure, shared by the server and the page.
 */
export const MAX_VIP_LEVEL = 30;
export const VIP_STAGES = 6;

/** The stage (1-6) of a level; out-of-range levels are clamped to 0..30 first. */
export function stageOf(level: number): number {
  const l = Math.min(MAX_VIP_LEVEL, Math.max(0, Math.floor(level)));
  return l <= 5 ? 1 : Math.ceil(l / 5);
}

/** The first and last level of a stage. */
export function stageLevels(stage: number): { from: number; to: number } {
  if (stage <= 1) return { from: 0, to: 5 };
  return { from: (stage - 1) * 5 + 1, to: stage * 5 };
}
