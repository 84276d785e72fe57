/**
 * Finance sandbox provider: the "sandbox pays" control (sandboxMark, off with SANDBOX_PAYMENTS=0) and the
 * provider's signed callback.
 */
import { DmError } from '../../core/contract/errors';
import type { ProviderCallback } from '../../core/contract/schemas/finance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/session-http';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import {
  SANDBOX_PROVIDER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  buildSandboxCallback,
  sandboxSettle,
  verifyCallbackSignature,
} from '../payments/sandbox';
import { applyCallback, findOrder } from '../payments/service';
import type { FinanceRouteContext } from './finance';

export async function registerSandboxRoutes(app: FastifyInstance, f: FinanceRouteContext): Promise<void> {
  const { db, now, secret, sandboxControl, payments: p, limit, moneyBucket, callbackBucket } = f;

  registerEndpoint(app, 'sandboxMark', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    if (!sandboxControl) {
      throw new ApiFailure(403, DmError.SandboxDisabled, 'The sandbox payment control is off on this server');
    }
    await limit(moneyBucket, `u:${uid}`);
    const order = await findOrder(db, input.order_id, uid);
    if (!order || order.provider !== SANDBOX_PROVIDER)
      throw new ApiFailure(400, DmError.PayOrderNotFound, 'No such order');
    if (
      order.state === 'paid' ||
      order.state === 'failed' ||
      (order.direction === 'payout' && order.state === 'expired')
    ) {
      throw new ApiFailure(400, DmError.PayOrderFinal, `This order is already ${order.state}`);
    }
    const { body } = buildSandboxCallback(
      secret,
      {
        order_id: order.orderNo,
        direction: order.direction as 'payin' | 'payout',
        status: input.outcome,
        amount: order.amount,
        currency: order.currency,
        provider_ref: order.providerRef ?? '',
      },
      now(),
    );
    // The sandbox settles it on its side first (its books: the statement of reconciliation), then calls back.
    await sandboxSettle(db, order.orderNo, input.outcome, now());
    return applyCallback(p, { ...body, provider: SANDBOX_PROVIDER });
  });

  // The provider's callback: signed over the raw body, so this scope keeps the body text as received.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        rawBodies.set(request, text);
        try {
          done(null, JSON.parse(text));
        } catch (err) {
          done(err as Error);
        }
      },
    );
    registerEndpoint(scope, 'sandboxCallback', async ({ request, input }) => {
      await limit(callbackBucket, `ip:${request.ip}`);
      const header = (name: string) => {
        const v = request.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const check = verifyCallbackSignature(
        secret,
        header(TIMESTAMP_HEADER),
        header(SIGNATURE_HEADER),
        rawBodies.get(request) ?? '',
        now(),
      );
      if (check !== 'ok') {
        throw new ApiFailure(
          401,
          DmError.CallbackRejected,
          check === 'stale' ? 'Callback timestamp outside the tolerance' : 'Callback signature is not valid',
        );
      }
      return applyCallback(p, { ...(input as ProviderCallback), provider: SANDBOX_PROVIDER });
    });
  });
}

const rawBodies = new WeakMap<FastifyRequest, string>();
