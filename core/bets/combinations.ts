/** System bets (SPEC §4 bet kinds): every k-of-n combination of the selections is one combo line. */

/** n choose k (0 outside 0..n). Exact for n <= 10 and far beyond. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Every k-sized set of indexes 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  if (!Number.isInteger(k) || k < 0 || k > n) return out;
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export interface SystemSize {
  k: number;
  n: number;
  /** "2/3" */
  name: string;
  lines: number;
}

/** The system bets n selections allow: k from 2 to n-1 (n of n is the combo). */
export function systemSizes(n: number): SystemSize[] {
  const out: SystemSize[] = [];
  for (let k = 2; k < n; k++) out.push({ k, n, name: `${k}/${n}`, lines: choose(n, k) });
  return out;
}

/** Lines of a bet: 1 for a single, a combo or a bet builder, C(n, k) for a system bet. */
export const linesOf = (
  kind: 'single_bet' | 'bet_multi' | 'system_bet' | 'bet_builder',
  n: number,
  k?: number,
): number => (kind === 'system_bet' ? choose(n, k ?? 0) : 1);
