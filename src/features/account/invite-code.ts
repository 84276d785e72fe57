/**
 * The invite code a player arrived with (issue #19): an invite link opens /email-register?invite_code=...;
 * the code is kept on the device until an account is registered, so a detour through the login page or a
 * reload does not lose it. The server binds on registration (first touch wins).
 */
import { INVITE_PARAM, normalizeInviteCode } from '../../../core/invite/code';

const KEY = 'invite_code';

export function keepInviteCode(search: string): string {
  const fromUrl = normalizeInviteCode(new URLSearchParams(search).get(INVITE_PARAM) ?? '');
  try {
    if (fromUrl) localStorage.setItem(KEY, fromUrl);
    return fromUrl ?? localStorage.getItem(KEY) ?? '';
  } catch {
    return fromUrl ?? '';
  }
}

export function forgetInviteCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
