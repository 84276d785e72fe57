/**
 * Operator console sign-in (issue #24): password, then TOTP, me, logout. Rate limits: 10 password tries
 * per IP and per e-mail, 6 code tries per session, each refilling over 10 minutes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpsDmError } from '../../core/contract/errors';
import * as ep from '../../core/contract/endpoints-ops';
import * as s from '../../core/contract/schemas/ops';
import { ApiFailure } from '../http/failure';
import { createTokenBucket, type TokenBucket } from '../http/rate-limit';
import { appendAudit } from '../ops/audit';
import { codeLogin, meView, OPS_COOKIE, OPS_MAX_HOURS, passwordLogin, revokeOpsSession } from '../ops/auth';
import { cookieOptions, opsRoute, type OpsDeps } from '../ops/route';

const tooMany = () =>
  new ApiFailure(429, OpsDmError.OpsRateLimited, 'Too many attempts. Wait a few minutes and try again.');

export function registerOpsAuthRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const bucket = (name: string, capacity: number): TokenBucket =>
    createTokenBucket({
      capacity,
      refillPerSecond: capacity / 600,
      now,
      shared: { store: app.sharedLimits, name },
    });
  const byIp = bucket('ops:login:ip', 10);
  const byEmail = bucket('ops:login:email', 10);
  const byCode = bucket('ops:code', 6);
  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(OPS_COOKIE, token, { ...cookieOptions(request, deps), maxAge: OPS_MAX_HOURS * 3600 });

  opsRoute(
    app,
    deps,
    ep.opsLogin,
    { input: s.OpsLoginSchema, result: s.OpsLoginStepSchema },
    { auth: 'none' },
    async ({ input, request, reply }) => {
      const email = input.email.trim().toLowerCase();
      if (!(await byIp.take(request.ip)) || !(await byEmail.take(email))) throw tooMany();
      const { token, step } = await passwordLogin(db, email, input.password, request.ip, now());
      setCookie(request, reply, token);
      return step;
    },
  );

  opsRoute(
    app,
    deps,
    ep.opsTotp,
    { input: s.OpsCodeSchema, result: s.OpsMeSchema },
    { auth: 'totp' },
    async ({ input, session, request, reply }) => {
      if (!(await byCode.take(String(session!.operator.id)))) throw tooMany();
      const token = await codeLogin(db, session!, input.code, request.ip, now());
      setCookie(request, reply, token);
      await db.transaction((tx) =>
        appendAudit(
          tx,
          session!.operator,
          { brandId: null, action: 'operator.sign_in', after: { ip: request.ip } },
          now(),
        ),
      );
      return meView(session!.operator);
    },
  );

  opsRoute(app, deps, ep.opsMe, { input: s.OpsEmptySchema, result: s.OpsMeSchema }, {}, async ({ op }) =>
    meView(op),
  );

  opsRoute(
    app,
    deps,
    ep.opsLogout,
    { input: s.OpsEmptySchema, result: s.OpsDoneSchema },
    { auth: 'totp' },
    async ({ session, request, reply }) => {
      await revokeOpsSession(db, session!.id, now());
      reply.clearCookie(OPS_COOKIE, cookieOptions(request, deps));
      return { done: true };
    },
  );
}
