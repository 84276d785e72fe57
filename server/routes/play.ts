/**
 * Play-money mode (issue #21, core/contract/endpoints-play.ts): the chips and the free daily top-up. The
 * rules live in server/rg/play-money.ts.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { registerEndpoint } from '../http/envelope';
import { claimTopup, playStatus } from '../rg/play-money';

export function registerPlayRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'playStatus', async ({ ctx }) =>
    playStatus(db, requireUser(ctx).uid, ctx.brand.id, now()),
  );
  registerEndpoint(app, 'playTopup', async ({ ctx }) =>
    claimTopup(db, requireUser(ctx).uid, ctx.brand.id, now()),
  );
}
