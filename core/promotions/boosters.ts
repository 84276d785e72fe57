/**
 * Booster math (issue #16, SPEC "booost list / use"): a card used on one active bonus either raises its value
 * (percent of the bonus, at most the cap) or speeds its unlocking (cuts the wagering still required by a
 * percent of the requirement). Integer minor units; divisions round down. Pure, shared by server and tests.
 */
export type BoosterKind = 'bonus_value' | 'unlock_speed';
export const BOOSTER_KINDS: readonly BoosterKind[] = ['bonus_value', 'unlock_speed'];

/** SPEC-style states of a held card: 0 available, 1 used, 2 expired. */
export const BoosterState = { Available: 0, Used: 1, Expired: 2 } as const;

export interface BoosterTerms {
  kind: BoosterKind;
  percent: number;
  /** Most a value boost adds (0: no cap). */
  cap: number;
}

/** Minor units a value boost adds to a bonus of `amount`. */
export function boostValue(t: Pick<BoosterTerms, 'percent' | 'cap'>, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0 || t.percent <= 0) return 0;
  const raw = Math.floor((amount * Math.min(t.percent, 100)) / 100);
  return t.cap > 0 ? Math.min(raw, t.cap) : raw;
}

/** The wagering requirement after a speed boost (never below what is already wagered, never negative). */
export function boostedRequirement(percent: number, required: number, wagered: number): number {
  if (percent <= 0 || required <= 0) return Math.max(0, required);
  const cut = Math.floor((required * Math.min(percent, 100)) / 100);
  return Math.max(0, Math.max(required - cut, Math.min(wagered, required)));
}
