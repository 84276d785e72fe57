/**
 * Who is playing (SPEC §3 "uid", §4 "Session", §5 gray release).
 */

/**
 * SPEC §3: uid is numeric; strings are coerced and 'null' counts as 0. Anything that is not a finite number
 * after coercion (undefined, '', 'abc') is 0 as well, i.e. "no user".
 */
export function coerceUid(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '' || text === 'null') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** SPEC §4: logged in when the login info has a uid (a present, non-zero one). */
export function isLoggedIn(info: { uid?: unknown } | null | undefined): boolean {
  return coerceUid(info?.uid) !== 0;
}

/**
 * SPEC §5: gray release when the last digit of the device id is at most 2 and the page is not inside the
 * native shell. "Last digit" is the last digit character anywhere in the id (ids may end in letters); an id
 * without digits is never gray.
 */
export function isGrayRelease(deviceId: string | null | undefined, inNativeShell: boolean): boolean {
  if (inNativeShell) return false;
  const digit = /(\d)\D*$/.exec(deviceId ?? '')?.[1];
  return digit !== undefined && Number(digit) <= 2;
}
