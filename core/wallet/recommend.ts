/**
 * payin/user/recommend (SPEC §7 Finance): the deposit page's preset amounts and method from the player's own
 * paid deposits. Pure, so the rule is tested without a database; amounts are integer minor units.
 *
 * - method: the offered method the player paid with most often among their recent deposits (the latest
 *   wins a tie); with no history, the first offered method.
 * - amounts: the last amount paid and the usual one (the median) first, then the brand's quick amounts,
 *   without duplicates, at least the minimum and at most what is left of today's maximum, ascending, four.
 * - default_amount: the last amount paid when it still fits, else the second quick amount (the usual pick).
 */

export interface PaidDeposit {
  method: string;
  amount: number;
  /** Unix ms; the list may come in any order. */
  at: number;
}

export interface RecommendInput {
  history: readonly PaidDeposit[];
  offered: readonly string[];
  quickAmounts: readonly number[];
  min: number;
  /** What is left of the day's (and total) maximum; amounts above it are not proposed. */
  maxLeft: number;
}

export interface Recommendation {
  method: string | null;
  amounts: number[];
  default_amount: number | null;
  last_amount: number | null;
  /** How many paid deposits the proposal was based on. */
  based_on: number;
}

/** Only the recent habit counts: someone who moved from card to PIX is not offered card again. */
export const RECOMMEND_HISTORY = 20;
export const RECOMMEND_AMOUNTS = 4;

export function medianAmount(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  // The lower middle for an even count: an amount the player actually paid, never an average of two.
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function recommendDeposit(input: RecommendInput): Recommendation {
  const recent = [...input.history].sort((a, b) => b.at - a.at).slice(0, RECOMMEND_HISTORY);
  const offered = new Set(input.offered);
  const usable = recent.filter((d) => offered.has(d.method));

  const counts = new Map<string, { n: number; latest: number }>();
  for (const d of usable) {
    const c = counts.get(d.method) ?? { n: 0, latest: d.at };
    counts.set(d.method, { n: c.n + 1, latest: Math.max(c.latest, d.at) });
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || b[1].latest - a[1].latest);
  const method = ranked[0]?.[0] ?? input.offered[0] ?? null;

  const fits = (a: number) => Number.isSafeInteger(a) && a >= input.min && a <= input.maxLeft;
  const last = recent[0]?.amount ?? null;
  const usual = medianAmount(recent.map((d) => d.amount));
  const amounts: number[] = [];
  for (const a of [last, usual, ...input.quickAmounts]) {
    if (a !== null && fits(a) && !amounts.includes(a) && amounts.length < RECOMMEND_AMOUNTS) amounts.push(a);
  }
  amounts.sort((a, b) => a - b);

  const preset = input.quickAmounts[1] ?? input.quickAmounts[0] ?? null;
  const defaultAmount = last !== null && fits(last) ? last : preset !== null && fits(preset) ? preset : null;
  return { method, amounts, default_amount: defaultAmount, last_amount: last, based_on: recent.length };
}
