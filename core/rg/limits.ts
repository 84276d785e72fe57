/**
 * Responsible gaming (issue #21): the limits a player may set, their periods and the rule for changing them.
 * Periods are calendar periods in UTC: a day from 00:00, a week from Monday 00:00, a month from the 1st.
 * A stricter limit applies at once; a looser one (an increase or a removal) waits CHANGE_DELAY_MS and then
 * needs the player's confirmation.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** An amount limit: `deposit_day`, `loss_week`, ... (minor units). */
export type AmountLimitKey = `${LimitKind}_${LimitPeriod}`;
/** Every limit: the nine amount limits and the session-time limit (minutes). */
export type LimitKey = AmountLimitKey | 'session_minutes';

export const AMOUNT_LIMIT_KEYS: readonly AmountLimitKey[] = LIMIT_KINDS.flatMap((k) =>
  LIMIT_PERIODS.map((p) => `${k}_${p}` as AmountLimitKey),
);
export const LIMIT_KEYS: readonly LimitKey[] = [...AMOUNT_LIMIT_KEYS, 'session_minutes'];

export function isLimitKey(value: string): value is LimitKey {
  return (LIMIT_KEYS as readonly string[]).includes(value);
}

export const limitKindOf = (key: AmountLimitKey): LimitKind => key.split('_')[0] as LimitKind;
export const limitPeriodOf = (key: AmountLimitKey): LimitPeriod => key.split('_')[1] as LimitPeriod;

/** An increase or removal waits this long before the player can confirm it. */
export const CHANGE_DELAY_MS = 24 * 3_600_000;
/** Session-time limit bounds, minutes. */
export const SESSION_MINUTES = { min: 15, max: 24 * 60 } as const;
/** Reality-check interval bounds the player may choose, minutes. */
export const REALITY_MINUTES = { min: 1, max: 240 } as const;
/** Time out: 24 hours to 6 weeks (days). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion: 6 months to 5 years (months), or permanent. */
export const EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

const DAY_MS = 86_400_000;

/** The start (ms) of the period containing `now`, in UTC. */
export function periodStart(period: LimitPeriod, now: number): number {
  const d = new Date(now);
  if (period === 'day') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/** When the period containing `now` ends, i.e. when its limit resets (ms, UTC). */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The earliest start of the three periods: one read covers the day, the week and the month. */
export function widestStart(now: number): number {
  return Math.min(periodStart('week', now), periodStart('month', now));
}

/**
 * How a change from `current` to `next` applies (null = no limit): a stricter value at once, a looser one
 * (higher, or removed) only after the delay and a confirmation, the same value not at all.
 */
export function changeRule(current: number | null, next: number | null): 'none' | 'immediate' | 'delayed' {
  if (current === next) return 'none';
  if (next === null) return 'delayed';
  if (current === null || next < current) return 'immediate';
  return 'delayed';
}

/** A limit value a player may set: a positive integer within its bounds (amounts in minor units). */
export function validLimitValue(key: LimitKey, value: number): boolean {
  if (!Number.isSafeInteger(value) || value <= 0) return false;
  if (key === 'session_minutes') return value >= SESSION_MINUTES.min && value <= SESSION_MINUTES.max;
  return value <= 1_000_000_000_000;
}

/** The end of a time out of `days` or a self-exclusion of `months` from `now` (ms). */
export function exclusionEnd(kind: 'timeout' | 'self_exclusion', length: number, now: number): number {
  if (kind === 'timeout') return now + length * DAY_MS;
  const d = new Date(now);
  return Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth() + length,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}
