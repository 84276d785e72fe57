/**
 * Activity reward math (issue #16): the periods campaigns count in (UTC days, Monday weeks), deposit and bet
 * tiers, cashback on a net loss and the real-time share of stakes. Integer minor units, rounding down.
 */

export const DAY_MS = 86_400_000;

/** The start of the UTC day holding `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** The start of the (Monday-first, UTC) week holding `ms`. */
export function weekStart(ms: number): number {
  const day = dayStart(ms);
  // 1970-01-01 was a Thursday: (days + 3) mod 7 is 0 on a Monday.
  const weekday = (Math.floor(day / DAY_MS) + 3) % 7;
  return day - weekday * DAY_MS;
}

/** 'YYYY-MM-DD' of a UTC day (a grant's source key: once per day). */
export const dayKey = (ms: number): string => new Date(dayStart(ms)).toISOString().slice(0, 10);

/** One step of a tiered campaign: reaching `threshold` earns `amount`. */
export interface Tier {
  threshold: number;
  amount: number;
}

/** The indices of the tiers `total` has reached (tiers sorted by threshold by the caller or not). */
export function tiersReached(tiers: readonly Tier[], total: number): number[] {
  const out: number[] = [];
  tiers.forEach((t, i) => {
    if (t.threshold > 0 && total >= t.threshold) out.push(i);
  });
  return out;
}

/** The next tier still ahead of `total`, or null when every tier is reached. */
export function nextTier(tiers: readonly Tier[], total: number): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) if (t.threshold > total && (!best || t.threshold < best.threshold)) best = t;
  return best;
}

/** Percent of a period's net loss (stakes minus what came back), at most the cap (0: no cap); 0 on a win. */
export function cashbackOf(percent: number, stakes: number, returned: number, cap: number): number {
  const loss = stakes - returned;
  if (!Number.isSafeInteger(loss) || loss <= 0 || percent <= 0) return 0;
  const back = Math.floor((loss * percent) / 100);
  return cap > 0 ? Math.min(back, cap) : back;
}

/** The real-time share of stakes: `percent` of them, rounded down, at most the cap (0: no cap). */
export function shareOf(percent: number, stakes: number, cap = 0): number {
  if (!Number.isSafeInteger(stakes) || stakes <= 0 || percent <= 0) return 0;
  const share = Math.floor((stakes * percent) / 100);
  return cap > 0 ? Math.min(share, cap) : share;
}
