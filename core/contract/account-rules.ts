/**
 * Account field rules shared by the server's checks (server/accounts/validate.ts), the schemas
 * (schemas/user.ts) and the page's inline checks (src/features/account/validation.ts). Plain values with no
 * schema library, so the page bundle can import them: one source, no copies to keep in step.
 */

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** E-mail codes are 6 digits (the schema accepts up to 12 so a pasted code with junk gets a business error). */
export const CODE_LENGTH = 6;

/**
 * Nick: trimmed, 2 to 24 characters (code points), letters and digits of any script, spaces and . _ -. No
 * markup characters, so a nick is safe wherever it is shown.
 */
export const NICK_MIN = 2;
export const NICK_MAX = 24;
export const NICK_PATTERN = /^[\p{L}\p{M}\p{N} ._-]+$/u;
