/** Player-facing checks of e-mail, password and code, each failing with its own clear business error. */
import { DmError } from '../../core/contract/errors';
import {
  EMAIL_MAX,
  NICK_MAX,
  NICK_MIN,
  NICK_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../../core/contract/schemas/user';
import { ApiFailure } from '../http/failure';

/**
 * A practical address pattern: one @, a local part without spaces, a dotted domain whose labels are
 * letters, digits and inner hyphens. Stricter than RFC 5322 on purpose (no quoted local parts, no IP
 * literals): those are typos far more often than real addresses.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Trimmed and lower-cased: one account per address whatever the capitals. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email) || email.includes('..')) {
    throw new ApiFailure(400, DmError.InvalidEmail, 'Enter a valid e-mail address');
  }
  return email;
}

export function checkPassword(password: string): string {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw new ApiFailure(
      400,
      DmError.InvalidPassword,
      `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`,
    );
  }
  return password;
}

/** The trimmed nick, or BadRequest saying the rule; lengths count code points, not UTF-16 units. */
export function checkNick(raw: string): string {
  const nick = raw.trim();
  const length = [...nick].length;
  if (length < NICK_MIN || length > NICK_MAX || !NICK_PATTERN.test(nick)) {
    throw new ApiFailure(
      400,
      DmError.BadRequest,
      `The nickname must be ${NICK_MIN} to ${NICK_MAX} characters: letters, digits, spaces, dots, dashes or underscores`,
    );
  }
  return nick;
}

/** Nick shown for a new account: the part of the e-mail before the @, or "Player" + the last uid digits. */
export const nickFromEmail = (email: string) => email.split('@')[0]!.slice(0, 32);
