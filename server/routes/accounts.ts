/**
 * E-mail and tourist accounts, sessions, account info, deletion and logout (SPEC §7 Users and login).
 * Login answers never say whether an e-mail has an account: unknown e-mail and wrong password give the
 * same dm_error, message and (through a dummy hash check) the same time.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { verifyCode } from '../accounts/codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/crypto';
import { openSession } from '../accounts/login';
import type { AccountServices } from '../accounts/services';
import { clearSessionCookie, requireUser, setSessionCookie } from '../accounts/session-http';
import { revokeSession, revokeUserSessions, rotateSession } from '../accounts/sessions';
import { buildLoginInfo, findUser, findUserByEmail, insertUser } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import { checkNick, checkPassword, nickFromEmail, normalizeEmail } from '../accounts/validate';
import { users } from '../db/schema-accounts';
import { registerEndpoint } from '../http/envelope';
import { bindAtRegistration } from '../invite/bind';
import { ApiFailure } from '../http/failure';
import { checkRegistration, recordRegistration } from '../rg/identity';
import { checkRegistrationLimits, requestClosure, setLimits } from '../rg/player';
import { profileOf } from '../rg/profiles';
import { applySignUpLimits, checkSignUp, recordSignUp } from '../rg/sign-up';
import { moneyCurrency } from '../http/currency';

export const LOGIN_FAILED_MESSAGE = 'Wrong e-mail or password';
const loginFailed = () => new ApiFailure(400, DmError.LoginFailed, LOGIN_FAILED_MESSAGE);
const emailTaken = () =>
  new ApiFailure(
    400,
    DmError.EmailTaken,
    'This e-mail already has an account. Log in, or reset the password with a code.',
  );

export function registerAccountRoutes(app: FastifyInstance, s: AccountServices): void {
  const { db, now } = s;

  registerEndpoint(app, 'emailLogin', async (call) => {
    const email = normalizeEmail(call.input.email);
    const { password } = call.input;
    if (password.length === 0) throw new ApiFailure(400, DmError.InvalidPassword, 'Enter your password');
    await s.limiter.take(['loginPerIp', call.ctx.ip], ['loginPerEmail', `${call.ctx.brand.id}:${email}`]);
    const user = await findUserByEmail(db, call.ctx.brand.id, email);
    if (!user?.passwordHash) {
      await burnPasswordCheck(password);
      throw loginFailed();
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw loginFailed();
    return openSession(s, call, user);
  });

  registerEndpoint(app, 'emailRegister', async (call) => {
    const brandId = call.ctx.brand.id;
    const email = normalizeEmail(call.input.email);
    const password = checkPassword(call.input.password);
    await s.limiter.take(['registerPerIp', call.ctx.ip]);
    if (call.input.code !== undefined) {
      await s.limiter.take(['codeCheckPerEmail', `${brandId}:${email}`]);
      await verifyCode(db, { brandId, email, purpose: 'register' }, call.input.code, now(), true);
    }
    if (await findUserByEmail(db, brandId, email)) throw emailTaken();
    // Issue #21: the market's terms, age, date of birth, CPF (checked with the identity provider), limits.
    const checked = await checkRegistration(
      db,
      brandId,
      await profileOf(db, brandId),
      call.input,
      s.identity,
      now(),
    );
    checkRegistrationLimits(call.input.limits);
    const passwordHash = await hashPassword(password);
    const user = await db
      .transaction(async (tx) => {
        const created = await insertUser(tx, {
          brandId,
          email,
          passwordHash,
          nick: nickFromEmail(email),
          emailVerifiedAt: call.input.code !== undefined ? new Date(now()) : null,
        });
        await recordRegistration(tx, created.id, brandId, checked, now());
        return created;
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
    if (checked.limits && Object.keys(checked.limits).length > 0)
      await setLimits(
        db,
        { uid: user.id, brandId, currency: moneyCurrency(call.ctx) },
        checked.limits,
        now(),
      );
    if (call.input.invite_code)
      await bindAtRegistration(db, {
        inviteeUid: user.id,
        brandId,
        code: call.input.invite_code,
        deviceId: call.ctx.params.smid ?? '',
        ip: call.ctx.ip,
      });
    return openSession(s, call, user, true);
  });

  registerEndpoint(app, 'visitorLogin', async (call) => {
    const brandId = call.ctx.brand.id;
    const smid = call.ctx.params.smid;
    if (!smid) {
      throw new ApiFailure(
        400,
        DmError.DeviceIdRequired,
        'The device id (smid) is required for a tourist login',
      );
    }
    await s.limiter.take(['otherLoginPerIp', call.ctx.ip]);
    const find = async () =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.brandId, brandId), eq(users.visitorSmid, smid)))
          .limit(1)
      )[0];
    const existing = await find();
    if (existing) return openSession(s, call, existing);
    // A new tourist is a new account: the market's registration fields apply (issue #21).
    const checked = await checkSignUp(s, brandId, call.input);
    try {
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          brandId,
          nick: `Guest${randomInt(100_000, 1_000_000)}`,
          visitor: true,
          visitorSmid: smid,
        });
        await recordSignUp(tx, user.id, brandId, checked, now());
        return user;
      });
      await applySignUpLimits(s, created.id, brandId, moneyCurrency(call.ctx), checked);
      return await openSession(s, call, created, true);
    } catch (err) {
      // Two first requests from one device at once: the other one created the tourist.
      const raced = isUniqueViolation(err) ? await find() : undefined;
      if (!raced) throw err;
      return openSession(s, call, raced);
    }
  });

  registerEndpoint(app, 'visitorBind', async (call) => {
    const session = requireUser(call.ctx);
    const brandId = call.ctx.brand.id;
    const user = await findUser(db, session.uid);
    if (!user?.visitor) {
      throw new ApiFailure(400, DmError.NotTourist, 'This account already has an e-mail');
    }
    const email = normalizeEmail(call.input.email);
    const password = checkPassword(call.input.password);
    await s.limiter.take(['registerPerIp', call.ctx.ip]);
    if (call.input.code !== undefined) {
      await s.limiter.take(['codeCheckPerEmail', `${brandId}:${email}`]);
      await verifyCode(db, { brandId, email, purpose: 'bind' }, call.input.code, now(), true);
    }
    if (await findUserByEmail(db, brandId, email)) throw emailTaken();
    const passwordHash = await hashPassword(password);
    const [bound] = await db
      .update(users)
      .set({
        email,
        passwordHash,
        nick: user.nick.startsWith('Guest') ? nickFromEmail(email) : user.nick,
        visitor: false,
        visitorSmid: null,
        emailVerifiedAt: call.input.code !== undefined ? new Date(now()) : null,
      })
      .where(and(eq(users.id, user.id), eq(users.visitor, true)))
      .returning()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
    if (!bound) throw new ApiFailure(400, DmError.NotTourist, 'This account already has an e-mail');
    return buildLoginInfo(db, bound, session);
  });

  registerEndpoint(app, 'sessionRenewal', async ({ ctx, request, reply }) => {
    const session = requireUser(ctx);
    const at = now();
    const token = await rotateSession(db, session, at);
    setSessionCookie(request, reply, token, session, at, s.config);
    return { valid: true, sid: session.publicId };
  });

  registerEndpoint(app, 'accountInfo', async ({ ctx }) => {
    const session = requireUser(ctx);
    const user = await findUser(db, session.uid);
    if (!user)
      throw new ApiFailure(604, DmError.SessionExpired, 'Your session has expired. Please log in again.');
    return buildLoginInfo(db, user, session);
  });

  registerEndpoint(app, 'accountInfoUpdate', async ({ ctx, input }) => {
    const session = requireUser(ctx);
    const nick = checkNick(input.nick);
    const [user] = await db.update(users).set({ nick }).where(eq(users.id, session.uid)).returning();
    if (!user)
      throw new ApiFailure(604, DmError.SessionExpired, 'Your session has expired. Please log in again.');
    return buildLoginInfo(db, user, session);
  });

  registerEndpoint(app, 'deleteApply', async ({ ctx, input, request, reply }) => {
    const session = requireUser(ctx);
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ deletionRequestedAt: new Date(at), deletionReason: input.reason ?? null })
        .where(eq(users.id, session.uid));
      // Issue #21: a closure follows the exclusion rules (no bets, games or deposits; withdrawals stay).
      await requestClosure(tx, { uid: session.uid, brandId: ctx.brand.id }, at);
      await revokeUserSessions(tx, session.uid, at);
    });
    clearSessionCookie(request, reply, s.config);
    return {};
  });

  registerEndpoint(app, 'logout', async ({ ctx, request, reply }) => {
    if (ctx.session) await revokeSession(db, ctx.session.id, now());
    clearSessionCookie(request, reply, s.config);
    return {};
  });
}
