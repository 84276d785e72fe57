/**
 * E-mail codes (send, check, code login) and password set/reset with a code. The SMS calls are in
 * account-more.ts; this file keeps their "not offered" message (2005).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { CodePurpose } from '../../core/contract/schemas/user';
import { codeMail } from '../accounts/code-mail';
import { CODE_WRONG_MESSAGE, issueCode, verifyCode } from '../accounts/codes';
import { hashPassword } from '../accounts/crypto';
import { openSession } from '../accounts/login';
import type { AccountServices } from '../accounts/services';
import { revokeUserSessions } from '../accounts/sessions';
import { findUserByEmail, insertUser } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import { checkPassword, nickFromEmail, normalizeEmail } from '../accounts/validate';
import { users } from '../db/schema-accounts';
import type { ApiCall } from '../http/envelope';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { moneyCurrency } from '../http/currency';
import { applySignUpLimits, checkSignUp, recordSignUp } from '../rg/sign-up';

export const SMS_UNAVAILABLE_MESSAGE =
  'SMS codes are not available in this market. Use your e-mail address instead.';

export function registerAccountCodeRoutes(app: FastifyInstance, s: AccountServices): void {
  const { db, now } = s;

  const send = async (call: ApiCall<unknown>, rawEmail: string, purpose: CodePurpose) => {
    const brand = call.ctx.brand;
    const email = normalizeEmail(rawEmail);
    const key = `${brand.id}:${email}`;
    await s.limiter.take(['codeSendPerEmailMinute', key], ['codeSendPerEmailHour', key]);
    const code = await issueCode(db, { brandId: brand.id, email, purpose }, now());
    const hasAccount = (await findUserByEmail(db, brand.id, email)) !== undefined;
    await s.outbox.enqueue(db, codeMail(brand, email, purpose, code, hasAccount));
    return {};
  };

  const check = async (call: ApiCall<unknown>, rawEmail: string, code: string, purpose: CodePurpose) => {
    const brandId = call.ctx.brand.id;
    const email = normalizeEmail(rawEmail);
    await s.limiter.take(['codeCheckPerEmail', `${brandId}:${email}`]);
    await verifyCode(db, { brandId, email, purpose }, code, now(), false);
    return { valid: true };
  };

  registerEndpoint(app, 'emailCodeSend', (call) =>
    send(call, call.input.email, call.input.purpose ?? 'login'),
  );
  registerEndpoint(app, 'emailCodeCheck', (call) =>
    check(call, call.input.email, call.input.code, call.input.purpose ?? 'login'),
  );
  registerEndpoint(app, 'passwordSendCode', (call) => send(call, call.input.email, 'reset_password'));
  registerEndpoint(app, 'passwordCheckCode', (call) =>
    check(call, call.input.email, call.input.code, 'reset_password'),
  );

  /** An unknown e-mail with a valid code signs up: the code proves the mailbox, nothing leaks. */
  registerEndpoint(app, 'emailCodeLogin', async (call) => {
    const brandId = call.ctx.brand.id;
    const email = normalizeEmail(call.input.email);
    await s.limiter.take(['loginPerIp', call.ctx.ip], ['codeCheckPerEmail', `${brandId}:${email}`]);
    const key = { brandId, email, purpose: 'login' } as const;
    // Checked first and spent only once the call will succeed: a sign-up refused for its registration
    // fields (issue #21) is sent again with the same code. Nothing is said about the e-mail before the code.
    await verifyCode(db, key, call.input.code, now(), false);
    const existing = await findUserByEmail(db, brandId, email);
    const checked = existing ? null : await checkSignUp(s, brandId, call.input);
    await verifyCode(db, key, call.input.code, now(), true);
    if (existing) {
      if (!existing.emailVerifiedAt) {
        await db
          .update(users)
          .set({ emailVerifiedAt: new Date(now()) })
          .where(eq(users.id, existing.id));
      }
      return openSession(s, call, existing);
    }
    try {
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          brandId,
          email,
          nick: nickFromEmail(email),
          emailVerifiedAt: new Date(now()),
        });
        await recordSignUp(tx, user.id, brandId, checked!, now());
        return user;
      });
      await applySignUpLimits(s, created.id, brandId, moneyCurrency(call.ctx), checked!);
      return await openSession(s, call, created, true);
    } catch (err) {
      const raced = isUniqueViolation(err) ? await findUserByEmail(db, brandId, email) : undefined;
      if (!raced) throw err;
      return openSession(s, call, raced);
    }
  });

  /** Uses the code, sets the password, ends every session of the account and opens a new one. */
  registerEndpoint(app, 'passwordSet', async (call) => {
    const brandId = call.ctx.brand.id;
    const email = normalizeEmail(call.input.email);
    const password = checkPassword(call.input.password);
    await s.limiter.take(['codeCheckPerEmail', `${brandId}:${email}`]);
    await verifyCode(db, { brandId, email, purpose: 'reset_password' }, call.input.code, now(), true);
    const user = await findUserByEmail(db, brandId, email);
    // A reset code is only ever mailed to an existing account; without one nobody could know it.
    if (!user) throw new ApiFailure(400, DmError.CodeLoginError, CODE_WRONG_MESSAGE);
    const passwordHash = await hashPassword(password);
    await db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(now()) })
      .where(eq(users.id, user.id));
    await revokeUserSessions(db, user.id, now());
    call.ctx.session = null;
    return openSession(s, call, { ...user, passwordHash });
  });
}
