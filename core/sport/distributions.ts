/** The little probability the pricing model needs: Poisson and normal, no library. */

export function poissonPmfs(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Abramowitz–Stegun 7.1.26 erf: error below 1.5e-7, far finer than odds rounded to 0.01. */
function erf(x: number): number {
  const s = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return s * y;
}

export const normalCdf = (x: number): number => 0.5 * (1 + erf(x / Math.SQRT2));

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
