import { t } from '@lingui/core/macro';

import {
  CODE_LENGTH,
  EMAIL_MAX,
  NICK_MAX,
  NICK_MIN,
  NICK_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../../../core/contract/account-rules';

/**
 * The form rules of core/contract/account-rules.ts, with messages for the field. The server checks again;
 * these only spare the player a round trip and say what is wrong next to the field.
 */
export { CODE_LENGTH, EMAIL_MAX, NICK_MAX, NICK_MIN, PASSWORD_MAX, PASSWORD_MIN };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return t`Enter your e-mail address.`;
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return t`Enter a valid e-mail address.`;
  return null;
}

export function passwordError(value: string): string | null {
  if (!value) return t`Enter your password.`;
  if (value.length < PASSWORD_MIN) return t`Use at least ${PASSWORD_MIN} characters.`;
  if (value.length > PASSWORD_MAX) return t`Use at most ${PASSWORD_MAX} characters.`;
  return null;
}

/** Logging in only needs a password; its length rule is the registration's business. */
export function loginPasswordError(value: string): string | null {
  return value ? null : t`Enter your password.`;
}

export function codeError(value: string): string | null {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value.trim())
    ? null
    : t`Enter the ${CODE_LENGTH}-digit code from the e-mail.`;
}

/** Lengths in code points, as the server counts them. */
export function nickError(value: string): string | null {
  const nick = value.trim();
  if (!nick) return t`Enter a nickname.`;
  const length = [...nick].length;
  if (length < NICK_MIN || length > NICK_MAX) {
    return t`Use ${NICK_MIN} to ${NICK_MAX} characters.`;
  }
  if (!NICK_PATTERN.test(nick)) return t`Use only letters, digits, spaces, dots, dashes and underscores.`;
  return null;
}
