/**
 * Opening a session after any successful login or sign-up: a new token every time (the session the browser
 * had before, if any, is revoked, so a planted cookie cannot survive a login), the cookie, and Login info.
 */
import { eq } from 'drizzle-orm';
import type { LoginInfo } from '../../core/contract/schemas/user';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import type { ApiCall } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import type { AccountsConfig } from './config';
import { setSessionCookie } from './session-http';
import { createSession, revokeSession, revokeSessionToken, SESSION_COOKIE, seenOnDevice } from './sessions';
import { buildLoginInfo, type User } from './users';

export interface AccountDeps {
  db: Db;
  now: () => number;
  config: AccountsConfig;
}

export function refuseClosed(user: User): void {
  if (user.deletionRequestedAt) {
    throw new ApiFailure(
      403,
      DmError.AccountClosed,
      'This account is scheduled for deletion. Contact support to restore it.',
    );
  }
}

export async function openSession(
  deps: AccountDeps,
  call: ApiCall<unknown>,
  user: User,
  firstRegist = false,
): Promise<LoginInfo> {
  refuseClosed(user);
  const { db, now, config } = deps;
  const { ctx, request, reply } = call;
  const at = now();
  if (ctx.session) await revokeSession(db, ctx.session.id, at);
  else {
    // A cookie of a session on another brand (no session here): this login replaces it, so it ends too.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSessionToken(db, previous, at);
  }
  const smid = ctx.params.smid ?? '';
  const firstActive = !(await seenOnDevice(db, user.id, smid));
  const { token, session } = await createSession(
    db,
    user.id,
    user.brandId,
    {
      smid,
      cv: ctx.params.cv ?? '',
      hv: (ctx.params.hv ?? '').slice(0, 64),
      av: (ctx.params.av ?? '').slice(0, 64),
      ip: ctx.ip,
    },
    at,
    config,
  );
  await db
    .update(users)
    .set({ lastLoginAt: new Date(at) })
    .where(eq(users.id, user.id));
  ctx.session = session;
  setSessionCookie(request, reply, token, session, at, config);
  return buildLoginInfo(db, user, session, { firstRegist, firstActive });
}
