/**
 * The one way an ops route is registered: `opsRoute(app, deps, endpoints.opsPlayer, schemas, { permission },
 * handler)`. It validates input and output with the contract's schemas, answers the envelope, resolves the
 * operator's cookie (ops_session, Path=/api/ops, never sent with a player's call) and refuses, before the
 * handler runs, a call without a full session (401, 7000) or whose role lacks the permission (403, 7005).
 * The handler then checks the brand of what it touches with `requireBrand`.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../core/contract/endpoint';
import { ok } from '../../core/contract/envelope';
import { OpsDmError } from '../../core/contract/errors';
import { can, type OpsPermission } from '../../core/ops/permissions';
import type { Db } from '../db/database';
import type { PaymentsContext } from '../payments/context';
import { registeredApiRoutes } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { OPS_COOKIE, resolveOpsSession, unauthenticated, type Operator, type OpsSession } from './auth';

export interface OpsDeps {
  db: Db;
  now: () => number;
  /** Secure cookies (https or COOKIE_SECURE=1). */
  cookieSecure: boolean;
  /** The payment providers (approved payouts, statements for reconciliation): the finance routes' own. */
  payments: PaymentsContext;
}

export interface OpsCall<Q> {
  input: Q;
  /** Null only for `auth: 'none'` routes; the half-signed session for `auth: 'totp'`. */
  session: OpsSession | null;
  op: Operator;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface OpsRouteOptions {
  /** `full` (default): signed in with the code; `totp`: password done, code pending; `none`: login. */
  auth?: 'full' | 'totp' | 'none';
  permission?: OpsPermission;
}

export const forbidden = (why = 'Your role does not allow this.') =>
  new ApiFailure(403, OpsDmError.OpsForbidden, why);

/** Refuses (403) a brand outside the operator's scope. */
export function requireBrand(op: Operator, brandId: string): void {
  if (!op.brands.includes(brandId)) throw forbidden('This brand is outside your scope.');
}

export function cookieOptions(request: FastifyRequest, deps: OpsDeps) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/ops',
    secure: deps.cookieSecure || request.protocol === 'https',
  };
}

export async function opsSessionOf(
  request: FastifyRequest,
  deps: Pick<OpsDeps, 'db' | 'now'>,
): Promise<OpsSession | null> {
  const token = request.cookies[OPS_COOKIE];
  return token ? resolveOpsSession(deps.db, token, deps.now()) : null;
}

export function opsRoute<Q, R>(
  app: FastifyInstance,
  deps: OpsDeps,
  ep: Endpoint<Q, R>,
  schemas: { input: TSchema; result: TSchema },
  options: OpsRouteOptions,
  handler: (call: OpsCall<Q>) => Promise<R>,
): void {
  const methods = registeredApiRoutes.get(ep.path) ?? new Set<string>();
  methods.add(ep.method);
  registeredApiRoutes.set(ep.path, methods);
  const response = {
    200: Type.Object({ data: schemas.result, dm_error: Type.Integer(), error_msg: Type.String() }),
  };
  app.route({
    method: ep.method,
    url: ep.path,
    schema:
      ep.method === 'GET' ? { querystring: schemas.input, response } : { body: schemas.input, response },
    handler: async (request, reply) => {
      // Never cached anywhere: every answer is one operator's view.
      void reply.header('cache-control', 'no-store');
      const auth = options.auth ?? 'full';
      const session = auth === 'none' ? null : await opsSessionOf(request, deps);
      if (auth !== 'none') {
        if (!session) throw unauthenticated();
        if (auth === 'full' && session.stage !== 'full')
          throw new ApiFailure(
            401,
            OpsDmError.OpsTotpRequired,
            'Enter the code from your authenticator app.',
          );
        if (options.permission && !can(session.operator.role, options.permission)) throw forbidden();
      }
      const input = (ep.method === 'GET' ? request.query : request.body) as Q;
      const op = session?.operator ?? { id: 0, email: '', name: '', role: 'read_only', brands: [] };
      return ok(await handler({ input, session, op, request, reply }));
    },
  });
}
