/**
 * Telegram mini-app login/bind and third-party (Google) login, bind check and bind by e-mail. Identities
 * come only from verified credentials (Telegram's HMAC, the provider's signed ID token); `union_id` and
 * `third_info` sent by the client are never trusted.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { RegistrationFields, ThirdPartyLogin } from '../../core/contract/schemas/user';
import { bindIdentity, findBoundUser, signUpIdentity } from '../accounts/bindings';
import { randomToken, sha256 } from '../accounts/crypto';
import { openSession } from '../accounts/login';
import { InvalidToken } from '../accounts/providers/jwks';
import type { VerifiedIdentity } from '../accounts/providers/registry';
import type { AccountServices } from '../accounts/services';
import { requireUser } from '../accounts/session-http';
import { InvalidInitData, TELEGRAM_MAX_AGE_MS, verifyInitData } from '../accounts/telegram';
import { buildLoginInfo, findUser, findUserByEmail } from '../accounts/users';
import { bindRequests, telegramInitUsed, userBindings } from '../db/schema-accounts';
import type { ApiCall } from '../http/envelope';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { moneyCurrency } from '../http/currency';
import type { CheckedRegistration } from '../rg/identity';
import { applySignUpLimits, checkSignUp, recordSignUp } from '../rg/sign-up';

export const BIND_REQUEST_TTL_MS = 10 * 60_000;

export function registerAccountSocialRoutes(app: FastifyInstance, s: AccountServices): void {
  const { db, now } = s;

  /**
   * Verified Telegram user, refusing data seen before (until it would have expired anyway). The data is
   * spent by `spend` once the call will succeed (a sign-up refused for its registration fields can be sent
   * again with the same init data).
   */
  const telegramUser = async (initData: string) => {
    const token = s.config.telegramBotToken;
    if (!token) {
      throw new ApiFailure(400, DmError.TelegramUnavailable, 'Telegram login is not available on this site');
    }
    const at = now();
    let verified;
    try {
      verified = verifyInitData(initData, token, at);
    } catch (err) {
      if (!(err instanceof InvalidInitData)) throw err;
      throw new ApiFailure(400, DmError.TelegramInvalid, 'The Telegram login data is invalid or too old');
    }
    await db.delete(telegramInitUsed).where(lt(telegramInitUsed.expiresAt, new Date(at)));
    const [seen] = await db
      .select({ hash: telegramInitUsed.hash })
      .from(telegramInitUsed)
      .where(eq(telegramInitUsed.hash, verified.hash))
      .limit(1);
    if (seen) throw initUsed();
    const spend = async () => {
      const [fresh] = await db
        .insert(telegramInitUsed)
        .values({ hash: verified.hash, expiresAt: new Date(verified.authDateMs + TELEGRAM_MAX_AGE_MS) })
        .onConflictDoNothing()
        .returning();
      if (!fresh) throw initUsed();
    };
    return {
      identity: { plat: 'telegram', unionId: verified.user.id, email: null, name: verified.user.name },
      spend,
    };
  };
  const initUsed = () =>
    new ApiFailure(400, DmError.TelegramInvalid, 'This Telegram login data was already used');

  /** A new account for a verified identity, with the market's registration fields (server/rg/sign-up.ts). */
  const signUp = (brandId: string, identity: VerifiedIdentity, checked: CheckedRegistration) =>
    signUpIdentity(db, brandId, identity, now(), (tx, user) =>
      recordSignUp(tx, user.id, brandId, checked, now()),
    );
  const openNew = async (
    call: ApiCall<RegistrationFields>,
    identity: VerifiedIdentity,
    checked: CheckedRegistration,
  ) => {
    const brandId = call.ctx.brand.id;
    const user = await signUp(brandId, identity, checked);
    await applySignUpLimits(s, user.id, brandId, moneyCurrency(call.ctx), checked);
    return openSession(s, call, user, true);
  };

  registerEndpoint(app, 'tgMiniAppLogin', async (call) => {
    await s.limiter.take(['otherLoginPerIp', call.ctx.ip]);
    const { identity, spend } = await telegramUser(call.input.init_data);
    const brandId = call.ctx.brand.id;
    const bound = await findBoundUser(db, brandId, identity);
    if (bound) {
      await spend();
      return openSession(s, call, bound);
    }
    const checked = await checkSignUp(s, brandId, call.input);
    await spend();
    return openNew(call, identity, checked);
  });

  registerEndpoint(app, 'tgMiniAppBind', async (call) => {
    const session = requireUser(call.ctx);
    const { identity, spend } = await telegramUser(call.input.init_data);
    await spend();
    await bindIdentity(db, session.uid, call.ctx.brand.id, identity, now());
    return buildLoginInfo(db, (await findUser(db, session.uid))!, session);
  });

  const verifyCredential = async (
    plat: string,
    credential: string | undefined,
  ): Promise<VerifiedIdentity> => {
    const provider = s.providers.get(plat);
    if (!provider) {
      throw new ApiFailure(
        400,
        DmError.ThirdPartyUnavailable,
        `Sign-in with ${plat.slice(0, 32)} is not available`,
      );
    }
    try {
      if (!credential) throw new InvalidToken('no credential');
      return await provider.verify(credential);
    } catch (err) {
      if (!(err instanceof InvalidToken)) {
        s.log.error({ err, plat }, 'identity provider check failed');
        throw new ApiFailure(
          503,
          DmError.ThirdPartyUnavailable,
          'The sign-in provider cannot be reached. Try again.',
        );
      }
      throw new ApiFailure(400, DmError.ThirdPartyInvalid, 'The sign-in could not be verified. Try again.');
    }
  };

  const thirdPartyLogin = async (call: ApiCall<ThirdPartyLogin>) => {
    const { input, ctx } = call;
    await s.limiter.take(['otherLoginPerIp', ctx.ip]);
    const identity = await verifyCredential(input.plat, input.auth_params);
    const brandId = ctx.brand.id;
    if (input.action === 'bind') {
      const session = requireUser(ctx);
      await bindIdentity(db, session.uid, brandId, identity, now());
      return buildLoginInfo(db, (await findUser(db, session.uid))!, session);
    }
    const bound = await findBoundUser(db, brandId, identity);
    if (bound) return openSession(s, call, bound);
    if (input.action === 'login') {
      throw new ApiFailure(
        400,
        DmError.ThirdPartyNotLinked,
        'No account is linked to this sign-in yet. Register first, or link it from your account.',
      );
    }
    return openNew(call, identity, await checkSignUp(s, brandId, input));
  };
  registerEndpoint(app, 'thirdPartLogin', thirdPartyLogin);
  registerEndpoint(app, 'thirdPartyDo', thirdPartyLogin);

  /** can_bind: the identity is free and an e-mail account with its verified e-mail can take it. */
  registerEndpoint(app, 'bindCheck', async ({ input, ctx }) => {
    await s.limiter.take(['otherLoginPerIp', ctx.ip]);
    const identity = await verifyCredential(input.plat, input.auth_params);
    const brandId = ctx.brand.id;
    const none = { can_bind: false, request_id: '' };
    if (!identity.email || (await findBoundUser(db, brandId, identity))) return none;
    const target = await findUserByEmail(db, brandId, identity.email);
    if (!target || target.deletionRequestedAt) return none;
    const [taken] = await db
      .select({ id: userBindings.id })
      .from(userBindings)
      .where(and(eq(userBindings.uid, target.id), eq(userBindings.plat, identity.plat)))
      .limit(1);
    if (taken) return none;
    const requestId = randomToken(24);
    await db.insert(bindRequests).values({
      idHash: sha256(requestId),
      brandId,
      plat: identity.plat,
      unionId: identity.unionId,
      email: identity.email,
      targetUid: target.id,
      expiresAt: new Date(now() + BIND_REQUEST_TTL_MS),
    });
    return { can_bind: true, request_id: requestId };
  });

  /** is_bind 1: link to the e-mail account found by bind/check and log in; 0: a separate new account. */
  registerEndpoint(app, 'bindEmail', async (call) => {
    const { input, ctx } = call;
    await s.limiter.take(['otherLoginPerIp', ctx.ip]);
    const identity = await verifyCredential(input.plat, input.idtoken);
    const brandId = ctx.brand.id;
    const linking = input.is_bind === 1 || input.is_bind === true;
    // A separate new account is checked before the request is spent (the player may send the fields again).
    const checked =
      !linking && !(await findBoundUser(db, brandId, identity)) ? await checkSignUp(s, brandId, input) : null;
    const at = new Date(now());
    const [request] = await db
      .update(bindRequests)
      .set({ usedAt: at })
      .where(
        and(
          eq(bindRequests.idHash, sha256(input.request_id)),
          eq(bindRequests.brandId, brandId),
          eq(bindRequests.plat, identity.plat),
          eq(bindRequests.unionId, identity.unionId),
          isNull(bindRequests.usedAt),
          gt(bindRequests.expiresAt, at),
        ),
      )
      .returning();
    if (!request) {
      throw new ApiFailure(400, DmError.BindRequestInvalid, 'This link request has expired. Sign in again.');
    }
    if (linking) {
      const target = request.targetUid === null ? undefined : await findUser(db, request.targetUid);
      if (!target)
        throw new ApiFailure(
          400,
          DmError.BindRequestInvalid,
          'This link request has expired. Sign in again.',
        );
      await bindIdentity(db, target.id, brandId, identity, now());
      return openSession(s, call, target);
    }
    const bound = await findBoundUser(db, brandId, identity);
    if (bound) return openSession(s, call, bound);
    return openNew(call, identity, checked ?? (await checkSignUp(s, brandId, input)));
  });
}
