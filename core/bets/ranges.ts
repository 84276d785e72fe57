/**
 * SPEC §4 bet record date ranges in the player's own day: `tzOffsetMin` minutes east of UTC (what
 * `-new Date().getTimezoneOffset()` gives). Half-open [from, to) in epoch ms: today and yesterday are whole
 * days, last 7 / 30 days end with today and include it.
 */
export type RecordRange = 'today' | 'yesterday' | 'last7days' | 'last30days';

const DAY = 86_400_000;

export function rangeBounds(
  range: RecordRange,
  nowMs: number,
  tzOffsetMin = 0,
): { from: number; to: number } {
  const shift = tzOffsetMin * 60_000;
  const local = nowMs + shift;
  const midnight = local - (((local % DAY) + DAY) % DAY) - shift;
  switch (range) {
    case 'today':
      return { from: midnight, to: midnight + DAY };
    case 'yesterday':
      return { from: midnight - DAY, to: midnight };
    case 'last7days':
      return { from: midnight - 6 * DAY, to: midnight + DAY };
    case 'last30days':
      return { from: midnight - 29 * DAY, to: midnight + DAY };
  }
}
