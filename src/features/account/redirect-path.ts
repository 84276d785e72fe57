import { StorageKey, readStored, writeStored } from '../../platform/storage';

/**
 * SPEC §4 Session: "A stored redirect path is consumed after login, and cleared after 5 s otherwise. A stored
 * redirect to the deposit page is followed once."
 *
 * A login-gated action (deposit, bet, favourites, bonus) stores where the player was headed; the next login
 * consumes it and goes there. If the player leaves the login screens without logging in, the path is cleared
 * 5 s later (a quick return to login still finds it), so a much later login does not jump somewhere stale.
 * A deposit redirect survives that clean-up: the player wanted to pay, and the next login takes them there,
 * once.
 */
export const REDIRECT_CLEAR_MS = 5_000;

let clearTimer: number | null = null;

/** Only our own paths: a crafted back_url or redirect must not send the player to another site. */
export function safeLocalPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

export function isDepositPath(path: string): boolean {
  return /^\/(wallet\/)?deposit(\/|\?|$)/.test(path);
}

export function storeRedirect(path: string): void {
  const safe = safeLocalPath(path);
  if (!safe) return;
  cancelRedirectClear();
  writeStored(StorageKey.redirectPath, safe);
}

export function peekRedirect(): string | null {
  return safeLocalPath(readStored(StorageKey.redirectPath));
}

/** After a login: the stored path, removed so it is followed once. */
export function consumeRedirect(): string | null {
  const path = peekRedirect();
  cancelRedirectClear();
  writeStored(StorageKey.redirectPath, null);
  return path;
}

/** The login screens were left (or the app started) without a login: forget the path in 5 s. */
export function scheduleRedirectClear(): void {
  cancelRedirectClear();
  const path = peekRedirect();
  if (!path || isDepositPath(path)) return;
  clearTimer = window.setTimeout(() => {
    clearTimer = null;
    if (peekRedirect() === path) writeStored(StorageKey.redirectPath, null);
  }, REDIRECT_CLEAR_MS);
}

/** A login screen opened again within the 5 s: keep the path. */
export function cancelRedirectClear(): void {
  if (clearTimer !== null) window.clearTimeout(clearTimer);
  clearTimer = null;
}
