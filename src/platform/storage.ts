/**
 * localStorage behind one small module: private mode, a full quota or a disabled storage must never break a
 * page, so every access is guarded and a failure reads as "nothing stored". Only non-secret values go here
 * (DESIGN.md §9: no tokens in web storage).
 *
 * Most values belong to one brand (a player's login info, language, settings, slip hint, pending deposit):
 * they are filed under the brand (`<brand id>:<key>`), so switching brands on one host never shows one
 * brand's player, language or order on another. The device id, the chosen app key and the country are the
 * device's own.
 */
export const StorageKey = {
  locale: 'lang',
  appKey: 'app_key',
  deviceId: 'smid',
  loginInfo: 'login_info',
  /** Set when a 604 ended the session, so the login page can say why (SPEC §4 Session). */
  expired: 'session_expired',
  /** Where to go after the next login (SPEC §4 Session: stored redirect path). */
  redirectPath: 'redirect_path',
  /** '1' after the player logged out on purpose: the Telegram mini app must not log them back in (SPEC §4). */
  loggedOut: 'logged_out',
  oddsFormat: 'odds_format',
  currency: 'currency',
  country: 'country',
  /** The country a trusted proxy named in the shell (`<html data-country>`): knowledge, unlike `country`. */
  geoCountry: 'geo_country',
  /** Until when (Unix ms) the enable-notifications bar stays hidden after the player closed it (3 days). */
  notifyBarMutedUntil: 'notify_bar_muted_until',
  /** The uid whose push subscription this device last registered (re-registers for another player). */
  pushRegisteredUid: 'push_registered_uid',
  /** Until-when base (Unix ms) of the install bar and popup: closed at this time, hidden for 24 h (SPEC §9). */
  installClosedAt: 'install_closed_at',
  /** '1' once the app was installed from this browser (the prompt was accepted). */
  appInstalled: 'app_installed',
  /** The ad pixel the device landed with ({tool, pixel_id}), for its postbacks (issue #20). */
  adPixel: 'ad_pixel',
  /** The id of the last postback fired through the pixel (referrer postback get_page). */
  postbackFired: 'postback_fired',
  /** The uid whose installed web app this device reported (pwa/award/report: the install reward, issue #20). */
  installReportedUid: 'install_reported_uid',
  /** '1' new UI, '0' classic: the UI version the player last switched to on this device (SPEC §4). */
  uiNew: 'ui_new',
  /** '1' when the in-house games play their sounds (off by default, issue #23). */
  gameSound: 'game_sound',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** The device's own keys; every other key is filed under the brand. */
const DEVICE_KEYS: ReadonlySet<string> = new Set([
  StorageKey.appKey,
  StorageKey.deviceId,
  StorageKey.country,
  StorageKey.geoCountry,
]);

let brandScope: string | null = null;

/** Keys of values that were stored before values were filed per brand; moved under the first brand seen. */
const LEGACY_KEYS = [
  StorageKey.locale,
  StorageKey.loginInfo,
  StorageKey.expired,
  StorageKey.redirectPath,
  StorageKey.loggedOut,
  StorageKey.oddsFormat,
  StorageKey.currency,
  'betslip_count',
  'deposit_data',
];
const MOVED_MARKER = 'storage_per_brand';

/** The brand this page serves (src/app/stores/brand.ts calls this as it resolves, before anything is read). */
export function setStorageBrand(brandId: string): void {
  brandScope = brandId;
  try {
    const ls = window.localStorage;
    if (ls.getItem(MOVED_MARKER)) return;
    for (const key of LEGACY_KEYS) {
      const value = ls.getItem(key);
      if (value !== null && ls.getItem(`${brandId}:${key}`) === null) ls.setItem(`${brandId}:${key}`, value);
      ls.removeItem(key);
    }
    ls.setItem(MOVED_MARKER, '1');
  } catch {
    // Storage disabled: nothing to move.
  }
}

/** Where a key lives: a brand's own key under the brand, a device key as it is. */
export function storageKey(key: string): string {
  if (DEVICE_KEYS.has(key)) return key;
  if (brandScope === null) {
    // Reading a brand's value before the brand is known would read (or write) another brand's.
    if (import.meta.env.DEV || import.meta.env.MODE === 'test')
      throw new Error(`storage: ${key} read before the brand`);
    return key;
  }
  return `${brandScope}:${key}`;
}

export function readStored(key: StorageKey): string | null {
  return readItem(key);
}

export function writeStored(key: StorageKey, value: string | null): void {
  writeItem(key, value);
}

/** A feature's own value (filed under the brand like the others). */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(key));
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('storage:')) throw err;
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const name = storageKey(key);
    if (value === null) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, value);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('storage:')) throw err;
    // Storage full or disabled: the value lives in memory for this visit only.
  }
}

export function readStoredJson<T>(key: StorageKey): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
