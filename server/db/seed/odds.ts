/**
 * Demo pricing: fair probabilities from a strength difference, then a bookmaker margin so the implied
 * probabilities of a market sum to about 1.05. Odds are integer thousandths, rounded to two decimals.
 */
export const MARGIN = 1.05;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Decimal odds x 1000 for a fair probability, after margin; never below 1.01. */
export function oddsMilliFor(probability: number, margin = MARGIN): number {
  const decimal = 1 / (probability * margin);
  return Math.max(1010, Math.round(decimal * 100) * 10);
}

/** Home/away win probabilities; `strength` > 0 favours home. */
export function twoWay(strength: number): [number, number] {
  const home = logistic(1.6 * strength);
  return [home, 1 - home];
}

/** Home/draw/away; the draw is likeliest between even sides. */
export function threeWay(strength: number): [number, number, number] {
  const draw = 0.28 - 0.1 * Math.min(1, Math.abs(strength));
  const home = (1 - draw) * logistic(1.6 * strength);
  return [home, draw, 1 - draw - home];
}
