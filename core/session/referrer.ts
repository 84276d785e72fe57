/**
 * SPEC §3 Login info: the referrer report id ties a visit's referrer to the player and device without
 * sending the referrer URL itself (it may carry other sites' query strings). Built from uid, device id and a
 * short hash of `document.referrer`; the same inputs always give the same id, so the server can de-duplicate.
 */

/** FNV-1a, 32 bits, as 8 hex digits: small, stable across runtimes, enough to tell referrers apart. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** `uid_device_hash`; a visitor's uid is 0, an empty referrer hashes as the empty string. */
export function referrerReportId(uid: number, deviceId: string, referrer: string): string {
  return `${uid}_${deviceId}_${hashText(referrer)}`;
}
