/**
 * Sessions over HTTP: the cookie (httpOnly, SameSite=Lax, Path=/, Secure on https or COOKIE_SECURE=1),
 * the hook that resolves it into `request.ctx.session` for every API call, and the `requireUser` guard.
 *
 * Secure is not forced on plain http so the server works on http://localhost and http://127.0.0.1, where
 * Chrome keeps non-Secure cookies; any real deployment is https (or sets COOKIE_SECURE=1 behind a proxy).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { isApiPath } from '../http/security';
import type { AccountsConfig } from './config';
import { resolveSession, SESSION_COOKIE, type ActiveSession } from './sessions';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  session: ActiveSession,
  now: number,
  config: AccountsConfig,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure || request.protocol === 'https',
    // Persistent until the absolute expiry, so the login survives app restarts; the server decides validity.
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now) / 1000)),
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AccountsConfig,
): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure || request.protocol === 'https',
  });
}

/** Resolves the cookie of every API request before its handler; a bad or stale cookie is just no session. */
export function installSessions(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  config: AccountsConfig,
): void {
  // Callback style: most polls carry no cookie, and then this costs no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.ctx || !isApiPath(request.url)) return done();
    resolveSession(db, token, request.ctx.brand.id, now(), config).then((session) => {
      request.ctx.session = session;
      done();
    }, done);
  });
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** The logged-in session, or HTTP 604 / dm_error 604 (SPEC §8: the client goes to the login-expired page). */
export function requireUser(ctx: RequestContext): ActiveSession {
  if (!ctx.session) throw new ApiFailure(604, DmError.SessionExpired, SESSION_EXPIRED_MESSAGE);
  return ctx.session;
}
