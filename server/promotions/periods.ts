/**
 * The periods daily and weekly campaigns count in, cut at the brand's local midnight (brands.time_zone,
 * seeded from core/brand/time-zones.ts, edited by the operator; an unknown zone counts in UTC). Days and
 * Monday-first weeks come from core/loyalty/period.ts with the injected clock's `now`.
 */
import { eq } from 'drizzle-orm';
import { defaultTimeZone, isTimeZone } from '../../core/brand/time-zones';
import { dayOf, weekOf, type Period } from '../../core/loyalty/period';
import type { DbOrTx } from '../db/database';
import { brands } from '../db/schema';

export type { Period };

/** The brand's time zone, from its row (the built-in default without one). */
export async function brandTimeZone(db: DbOrTx, brandId: string): Promise<string> {
  const [row] = await db.select({ tz: brands.timeZone }).from(brands).where(eq(brands.id, brandId));
  const zone = row?.tz ?? defaultTimeZone(brandId);
  return isTimeZone(zone) ? zone : 'UTC';
}

export interface Periods {
  today: Period;
  yesterday: Period;
  week: Period;
  lastWeek: Period;
}

/** Today, yesterday, this week and last week at `now` in `timeZone`. */
export function periodsAt(now: number, timeZone: string): Periods {
  const today = dayOf(now, timeZone);
  const week = weekOf(now, timeZone);
  return {
    today,
    yesterday: dayOf(today.start - 1, timeZone),
    week,
    lastWeek: weekOf(week.start - 1, timeZone),
  };
}
