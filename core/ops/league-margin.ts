/**
 * A league's bookmaker margin, set by a trader (issue #24 Trading): the implied probabilities of a market
 * sum to 1 + margin. Stored in basis points (500 = 5 %), bounded so a slip of the keyboard can neither give
 * prices away (below 2 %) nor make them unsellable (above 15 %). The feed's default is core/sport/pricing's
 * MARGIN (5 %).
 */
export const MIN_MARGIN_BP = 200;
export const MAX_MARGIN_BP = 1500;
export const DEFAULT_MARGIN_BP = 500;

export const isValidMarginBp = (bp: number): boolean =>
  Number.isInteger(bp) && bp >= MIN_MARGIN_BP && bp <= MAX_MARGIN_BP;

/** The multiplier the pricing model takes (1.05 for 500 bp). */
export const marginMultiplier = (bp: number): number => 1 + bp / 10_000;
