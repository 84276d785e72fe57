/**
 * Each brand's time zone (IANA), the built-in default of `brands.time_zone`: daily and weekly campaign
 * periods (daily deposit, bet reward, daily and weekly cash) cut at the brand's local midnight. An operator
 * edits the database row; the crypto brand, which has no country, counts in UTC.
 */
const ZONES: Readonly<Record<string, string>> = {
  br: 'America/Sao_Paulo',
  mx: 'America/Mexico_City',
  co: 'America/Bogota',
  pe: 'America/Lima',
  ph: 'Asia/Manila',
  in: 'Asia/Kolkata',
  ke: 'Africa/Nairobi',
  vn: 'Asia/Ho_Chi_Minh',
  us: 'America/New_York',
  crypto: 'UTC',
};

export const defaultTimeZone = (brandId: string): string => ZONES[brandId] ?? 'UTC';

/** True when `zone` is an IANA zone this runtime knows (an operator's typo must not break the periods). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
