import { StorageKey, readStored, writeStored } from './storage';

/**
 * The device id (`smid`, SPEC §3 Login info): from the native app when it injects one, else local storage,
 * else generated once and stored. It identifies the device in reports and gray release, not the player.
 */
export function deviceId(): string {
  const stored = readStored(StorageKey.deviceId);
  if (stored) return stored;
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  writeStored(StorageKey.deviceId, id);
  return id;
}

/** Inside the operator's native shell (webview) the page behaves differently (SPEC §6). */
export function isNativeApp(): boolean {
  // The shells inject one of these message channels before the page loads (SPEC §7 native bridge messages).
  const w = window as unknown as {
    ReactNativeWebView?: unknown;
    webkit?: { messageHandlers?: { native?: unknown } };
  };
  return Boolean(w.ReactNativeWebView || w.webkit?.messageHandlers?.native);
}
