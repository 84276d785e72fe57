/**
 * The scheduled red-packet rains start at fixed hours of each brand's day (12:00 and 20:00 local), and a live
 * rain opens its popup over the tab pages: an e2e run that happened to start at 15:00 UTC (12:00 in São
 * Paulo) once found the popup over five flows. The e2e servers move the schedule (RAIN_HOURS) to an hour
 * that starts no brand's rain during the run, whatever the time of day.
 */
import type { BrandId } from '../../../core/brand/client-brands';
import { loyaltyConfig } from '../../../core/loyalty/config';
import { nextRain } from '../../../core/loyalty/red-packet';

const BRANDS: BrandId[] = ['br', 'mx', 'co', 'pe', 'ph', 'in', 'ke', 'vn', 'us', 'crypto'];

/** Longer than a whole e2e run on a loaded machine (~20-30 min). */
export const RAIN_CLEAR_MS = 3 * 3_600_000;

/**
 * The first hour of the day at which no brand's scheduled rain runs at `now` or starts within `clearMs`
 * (each brand's time zone; the brands span 14 hours of offsets, so most hours of the day qualify).
 */
export function quietRainHour(now: number, clearMs = RAIN_CLEAR_MS): number {
  for (let hour = 0; hour < 24; hour++) {
    const quiet = BRANDS.every((brand) => {
      const config = loyaltyConfig(brand);
      const next = nextRain(now, config.timeZone, { ...config.redPacket, hours: [hour] });
      return next.start > now + clearMs;
    });
    if (quiet) return hour;
  }
  throw new Error('no hour of the day is clear of every brand rain');
}
