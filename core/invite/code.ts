/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), upper case, so a code
 * read aloud or typed from a screenshot works. Entered codes are normalised before they are looked up.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A new code from `random` (0 <= r < 1; crypto-backed on the server). */
export function newInviteCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[Math.floor(random() * INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Upper-cased, spaces and dashes removed; null when it cannot be a code. */
export function normalizeInviteCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length < 4 || code.length > 16 || !/^[A-Z0-9]+$/.test(code)) return null;
  return code;
}

/** The query parameter of an invite link; the register page keeps it until sign-up. */
export const INVITE_PARAM = 'invite_code';

/** The path of a player's invite link (the page adds its own origin). */
export const invitePath = (code: string) => `/email-register?${INVITE_PARAM}=${encodeURIComponent(code)}`;
