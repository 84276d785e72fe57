import { StorageKey, readStored, writeStored } from './storage';

/**
 * The device id (`smid`, SPEC §3 Login info): from the native app when it answers, else local storage,
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

/** SPEC §9: a native shell that has not given its device id within 7 s is not waited for any longer. */
export const DEVICE_ID_FALLBACK_MS = 7_000;

interface NativeChannels {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { native?: { postMessage(message: unknown): void } } };
}

/** Inside the operator's native shell (webview) the page behaves differently (SPEC §6). */
export function isNativeApp(): boolean {
  // The shells inject one of these message channels before the page loads (SPEC §7 native bridge messages),
  // or name their URL scheme in the start URL (native_scheme, kept for the visit).
  const w = nativeChannels();
  return Boolean(w.ReactNativeWebView || w.webkit?.messageHandlers?.native || nativeScheme());
}

/**
 * The shell's message channels: on this window, or on the same-origin window that opened or frames the page
 * (web-based shells and the development stand-in, server/routes/dev-shell.ts) and exposes the same object.
 */
function nativeChannels(): NativeChannels {
  const w = window as unknown as NativeChannels;
  if (w.ReactNativeWebView || w.webkit?.messageHandlers?.native) return w;
  try {
    const host = (window.opener ??
      (window.parent !== window ? window.parent : null)) as NativeChannels | null;
    if (host?.ReactNativeWebView) return host;
  } catch {
    // An opener or parent of another origin: not a shell of ours.
  }
  return w;
}

const SCHEME_KEY = 'native_scheme';
/** SPEC §7 custom URL scheme: the shell names it once (?native_scheme=placarbet); kept for the visit. */
export function nativeScheme(): string | null {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get(SCHEME_KEY);
    if (fromUrl && /^[a-z][a-z0-9+.-]{1,30}$/i.test(fromUrl)) sessionStorage.setItem(SCHEME_KEY, fromUrl);
    return sessionStorage.getItem(SCHEME_KEY);
  } catch {
    return null;
  }
}

/**
 * Sends one native bridge message (SPEC §7: window messages with cid, url_path and params) and returns the
 * cid its answer will carry. Null when there is no shell to talk to.
 */
export function postNative(
  urlPath: string,
  params: Record<string, unknown> = {},
  cid: string = newCid(urlPath),
): string | null {
  const w = nativeChannels();
  const message = { cid, url_path: urlPath, params };
  const scheme = nativeScheme();
  if (w.ReactNativeWebView) w.ReactNativeWebView.postMessage(JSON.stringify(message));
  else if (w.webkit?.messageHandlers?.native) w.webkit.messageHandlers.native.postMessage(message);
  else if (scheme) {
    // A shell that only watches navigations: scheme://url_path?cid=...&params=... in a frame it intercepts.
    const q = new URLSearchParams({ cid, params: JSON.stringify(params) });
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = `${scheme}://${urlPath}?${q.toString()}`;
    document.body.appendChild(frame);
    window.setTimeout(() => frame.remove(), 1_000);
  } else return null;
  return cid;
}

export const newCid = (urlPath: string): string =>
  `${urlPath}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The shell's answer: `{ cid, code, data }`, as an object or a JSON string; code 0 is success (SPEC §8). */
function nativeAnswer(raw: unknown, cid: string): Record<string, unknown> | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as { cid?: unknown; code?: unknown; data?: unknown };
  if (answer.cid !== cid || Number(answer.code ?? 0) !== 0) return null;
  return typeof answer.data === 'object' && answer.data !== null
    ? (answer.data as Record<string, unknown>)
    : {};
}

/**
 * The device id the session should use: the native shell's own when the page runs inside one and it answers
 * within 7 s (stored, so the next start agrees even before the shell answers), else `deviceId()`.
 */
export function resolveDeviceId(): Promise<string> {
  const fallback = () => deviceId();
  if (!isNativeApp()) return Promise.resolve(fallback());
  return new Promise((resolve) => {
    let done = false;
    const finish = (id: string) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      resolve(id);
    };
    // The cid exists before the message goes out: a shell may answer synchronously, inside postMessage.
    const cid = newCid('getDeviceId');
    const onMessage = (event: MessageEvent) => {
      const data = nativeAnswer(event.data, cid);
      const id = data?.device_id ?? data?.smid;
      if (typeof id === 'string' && id.trim()) {
        writeStored(StorageKey.deviceId, id.trim());
        finish(id.trim());
      }
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => finish(fallback()), DEVICE_ID_FALLBACK_MS);
    if (!postNative('getDeviceId', {}, cid)) finish(fallback());
  });
}
