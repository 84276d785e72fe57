/**
 * Days, weeks (Monday first) and months in a brand's time zone, from an injected clock. A period's key is
 * its first day (`2026-11-23`) or month (`2026-11`); its range is [start, end) in epoch ms.
 */
export interface Period {
  key: string;
  start: number;
  end: number;
}

const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes east of UTC of `timeZone` at the instant `ms`. */
export function tzOffsetMinutes(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The local calendar date of `ms` in the zone, as a UTC-midnight timestamp (for date arithmetic only). */
function localDate(ms: number, timeZone: string): number {
  const local = ms + tzOffsetMinutes(ms, timeZone) * 60_000;
  return Math.floor(local / DAY) * DAY;
}

/** The instant the local date `date` (UTC-midnight timestamp) starts in the zone. */
function startOfLocal(date: number, timeZone: string): number {
  const guess = date - tzOffsetMinutes(date, timeZone) * 60_000;
  return date - tzOffsetMinutes(guess, timeZone) * 60_000;
}

const ymd = (date: number) => new Date(date).toISOString().slice(0, 10);

export function dayOf(ms: number, timeZone: string): Period {
  const date = localDate(ms, timeZone);
  return { key: ymd(date), start: startOfLocal(date, timeZone), end: startOfLocal(date + DAY, timeZone) };
}

export function weekOf(ms: number, timeZone: string): Period {
  const date = localDate(ms, timeZone);
  const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * DAY;
  return {
    key: ymd(monday),
    start: startOfLocal(monday, timeZone),
    end: startOfLocal(monday + 7 * DAY, timeZone),
  };
}

export function monthOf(ms: number, timeZone: string): Period {
  const d = new Date(localDate(ms, timeZone));
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return {
    key: ymd(first).slice(0, 7),
    start: startOfLocal(first, timeZone),
    end: startOfLocal(next, timeZone),
  };
}

/** The period before `p` of the same kind. */
export const previous = (p: Period, of: (ms: number, tz: string) => Period, timeZone: string): Period =>
  of(p.start - 1, timeZone);
