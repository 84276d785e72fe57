import { t } from '@lingui/core/macro';
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type { EmailRegister, LoginInfo as ServerLoginInfo } from '../../../core/contract/schemas/user';
import { fromServerInfo, useSession, type LoginInfo } from '../../app/stores/session';
import { createPageApi } from '../../platform/api';
import { StorageKey, writeStored } from '../../platform/storage';
import { useLoginOverlay } from './login-gate';
import { consumeRedirect, safeLocalPath } from './redirect-path';
import { SignUpCancelled, withSignUpFields } from './sign-up-fields';
import { reportAdEvent } from '../channels/ad-events';

/**
 * The account calls as the forms use them. Failures are shown in the form (next to what the player typed),
 * not as a toast, so this client is quiet; 604 and 403 still get the page-wide handling.
 */
export const accountApi = createPageApi({ toast: false });

/** A login answered: keep the non-secret info, forget an explicit logout and an expiry notice. */
export function completeLogin(info: ServerLoginInfo): LoginInfo {
  const user = fromServerInfo(info);
  useSession.getState().setUser(user);
  // A new account is an ad conversion for a device that came from an ad (issue #20).
  if (info.first_regist === 1) reportAdEvent('register', `register:${info.uid}`);
  writeStored(StorageKey.loggedOut, null);
  writeStored(StorageKey.expired, null);
  useLoginOverlay.getState().close();
  return user;
}

/**
 * Where to go after a login: the stored redirect of a gated action first (consumed: followed once), else
 * the back_url of the expiry page, else nowhere (stay).
 */
export function afterLoginTarget(backUrl: string | null): string | null {
  return consumeRedirect() ?? safeLocalPath(backUrl);
}

/** What to show for a failed account call (SPEC §8: the server's message, the code messages, a fallback). */
export function errorText(error: unknown): string {
  if (error instanceof SignUpCancelled) return t`The sign-up was not finished. Try again when you are ready.`;
  if (!(error instanceof ApiError)) return t`Something went wrong. Please try again.`;
  const { dm_error, error_msg, kind } = error.info;
  if (dm_error === DmError.CodeLoginError) return t`The code is wrong or has expired.`;
  if (dm_error === DmError.CodeLoginErrorNew) return t`Too many wrong tries. Please ask for a new code.`;
  const market = registrationErrorText(dm_error);
  if (market) return market;
  if (kind === 'network' || kind === 'timeout') return t`No connection. Check your network and try again.`;
  return error_msg.trim() || t`The interface responds abnormally, please contact the administrator`;
}

export const emailLogin = async (email: string, password: string) =>
  completeLogin(await accountApi.call(endpoints.emailLogin, { email, password }, { retries: 0 }));

export const emailRegister = async (
  email: string,
  password: string,
  inviteCode = '',
  market: Omit<EmailRegister, 'email' | 'password'> = {},
) =>
  completeLogin(
    await accountApi.call(
      endpoints.emailRegister,
      { email, password, ...market, ...(inviteCode ? { invite_code: inviteCode } : {}) },
      { retries: 0 },
    ),
  );

/** An unknown e-mail signs up: the market's fields are asked when the server wants them. */
export const codeLogin = async (email: string, code: string) =>
  completeLogin(
    await withSignUpFields((fields) =>
      accountApi.call(endpoints.emailCodeLogin, { email, code, ...fields }, { retries: 0 }),
    ),
  );

/** "Play as guest": the device's tourist account (SPEC §6 tourist). */
export const visitorLogin = async () =>
  completeLogin(
    await withSignUpFields((fields) => accountApi.call(endpoints.visitorLogin, fields, { retries: 0 })),
  );

/** A tourist saves an e-mail and password; the uid (and so balance and bets) stays. */
export const visitorBind = async (email: string, password: string) =>
  completeLogin(await accountApi.call(endpoints.visitorBind, { email, password }, { retries: 0 }));

export const sendLoginCode = (email: string) =>
  accountApi.call(endpoints.emailCodeSend, { email, purpose: 'login' }, { retries: 0 });

export const sendPasswordCode = (email: string) =>
  accountApi.call(endpoints.passwordSendCode, { email }, { retries: 0 });

export const checkPasswordCode = (email: string, code: string) =>
  accountApi.call(endpoints.passwordCheckCode, { email, code }, { retries: 0 });

/** Sets the new password with the code; the server logs the player in. */
export const setPassword = async (email: string, code: string, password: string) =>
  completeLogin(await accountApi.call(endpoints.passwordSet, { email, code, password }, { retries: 0 }));

export const fetchAccountInfo = async () => {
  const info = await accountApi.call(endpoints.accountInfo, {});
  return useSession.getState().user ? completeLogin(info) : fromServerInfo(info);
};

/** Sets the nick; the answer updates the session store, so the header shows it at once. */
export const updateNick = async (nick: string) =>
  completeLogin(await accountApi.call(endpoints.accountInfoUpdate, { nick: nick.trim() }, { retries: 0 }));

/**
 * Logs out: the server revokes the session (and clears its cookie); locally the info goes and the choice is
 * remembered, so the Telegram mini app does not log the player straight back in (SPEC §4).
 */
export async function logout(): Promise<void> {
  // Local state goes first: a 604 from an already dead session must not open the "expired" login page.
  writeStored(StorageKey.loggedOut, '1');
  useSession.getState().clear();
  await accountApi.call(endpoints.logout, {}, { retries: 1 }).catch(() => undefined);
}

/** Account deletion request (del_apply); the server closes the account's sessions, so the page logs out. */
export async function applyForDeletion(reason: string): Promise<void> {
  await accountApi.call(endpoints.deleteApply, reason ? { reason } : {}, { retries: 0 });
  writeStored(StorageKey.loggedOut, '1');
  useSession.getState().clear();
}

/** Issue #21: the registration's market checks, in the player's language. */
function registrationErrorText(code: number): string | null {
  switch (code) {
    case DmError.RgTermsRequired:
      return t`Accept the terms and conditions to register.`;
    case DmError.RgAgeRequired:
      return t`Confirm your age to register.`;
    case DmError.RgBirthDateRequired:
      return t`Enter your date of birth (day, month, year).`;
    case DmError.RgUnderAge:
      return t`You are under the minimum age for this site.`;
    case DmError.RgCpfRequired:
      return t`Enter your CPF to register.`;
    case DmError.RgCpfInvalid:
      return t`This CPF is not valid: check its 11 digits.`;
    case DmError.RgCpfNotFound:
      return t`No person with this CPF was found. Check the number and the date of birth.`;
    case DmError.RgCpfTaken:
      return t`This CPF already has an account. Log in, or reset the password.`;
    case DmError.RgIdentityUnavailable:
      return t`The CPF check is not available right now. Please try again in a few minutes.`;
    default:
      return null;
  }
}
