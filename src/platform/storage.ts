/**
 * localStorage behind one small module: private mode, a full quota or a disabled storage must never break a
 * page, so every access is guarded and a failure reads as "nothing stored". Only non-secret values go here
 * (DESIGN.md §9: no tokens in web storage).
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
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
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
