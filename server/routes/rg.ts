/**
 * Responsible gaming (issue #21): status, limits, exclusions and the reality-check interval
 * (core/contract/endpoints-rg.ts). The status answers a guest with the market profile only; the changes
 * need a player. The rules themselves are enforced by server/rg/gate.ts on every deposit, bet and round.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import { IDENTITY_DOC_MAX_BYTES } from '../../core/contract/schemas/identity';
import { identityStatusView, sandboxReviewer, uploadDocument } from '../rg/documents';
import { profileOf } from '../rg/profiles';
import { confirmLimit, exclude, rgStatus, setLimits, setReality, type RgPlayer } from '../rg/player';

const who = (ctx: RequestContext): RgPlayer => {
  const s = requireUser(ctx);
  return { uid: s.uid, brandId: ctx.brand.id, currency: moneyCurrency(ctx), sessionId: s.id };
};

export function registerRgRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const status = (ctx: RequestContext, p: RgPlayer | null) =>
    rgStatus(db, ctx.brand.id, p?.currency ?? moneyCurrency(ctx), p, now());

  registerEndpoint(app, 'rgStatus', async ({ ctx }) => status(ctx, ctx.session ? who(ctx) : null));
  registerEndpoint(app, 'rgLimitsSet', async ({ ctx, input }) => {
    const p = who(ctx);
    await setLimits(db, p, input.limits, now());
    return status(ctx, p);
  });
  registerEndpoint(app, 'rgLimitConfirm', async ({ ctx, input }) => {
    const p = who(ctx);
    await confirmLimit(db, p, input.key, now());
    return status(ctx, p);
  });
  registerEndpoint(app, 'rgExclude', async ({ ctx, input }) => {
    const p = who(ctx);
    await exclude(db, p, input, now());
    return status(ctx, p);
  });
  // Issue #21, /auth-file: identity status and documents.
  const identity = async (ctx: RequestContext) => {
    const p = who(ctx);
    return identityStatusView(db, p.uid, await profileOf(db, ctx.brand.id), p.currency);
  };
  registerEndpoint(app, 'identityStatus', async ({ ctx }) => identity(ctx));
  registerEndpoint(
    app,
    'identityUpload',
    async ({ ctx, input }) => {
      const p = who(ctx);
      await uploadDocument(db, p, input, sandboxReviewer, now());
      return identity(ctx);
    },
    undefined,
    { bodyLimit: Math.ceil(IDENTITY_DOC_MAX_BYTES / 3) * 4 + 16 * 1024 },
  );
  registerEndpoint(app, 'rgRealitySet', async ({ ctx, input }) => {
    const p = who(ctx);
    await setReality(db, p, input.minutes, now());
    return status(ctx, p);
  });
}
