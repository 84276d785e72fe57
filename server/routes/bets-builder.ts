/**
 * Bet builder calls (issue #23; paths ours, core/contract/endpoints-bets.ts): the joint quote of several picks
 * of one match (a read: no session, polled by the engine while the builder is open) and the placement (one
 * order of kind bet_builder; needs the session, rate limited like every placement). Cash-out, history and
 * status of a builder are the ordinary order calls (routes/bets.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { requireUser } from '../accounts/session-http';
import { answerLocale } from '../content/lang';
import type { Db } from '../db/database';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import { placeBuilder } from '../bets/builder-place';
import { BUILDER_REASONS, quoteBuilder } from '../bets/builder-quote';
import { toWire } from '../bets/orders';

export interface BuilderRouteOptions {
  /** The feed's seed: the model the builder is priced with. */
  feedSeed: number;
  liveDelayMs?: number;
  limit?: { capacity: number; refillPerSecond: number };
}

export function registerBuilderRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  options: BuilderRouteOptions,
) {
  const bucket = createTokenBucket({
    capacity: options.limit?.capacity ?? 300,
    refillPerSecond: options.limit?.refillPerSecond ?? 50,
    now,
    shared: { store: app.sharedLimits, name: 'bets-builder' },
  });

  registerEndpoint(app, 'betBuilderQuote', async ({ input }) => {
    const q = await quoteBuilder(db, options.feedSeed, now(), input.matchId, input.legs);
    if (!q.ok)
      return {
        matchId: input.matchId,
        ok: false,
        reason: q.reason,
        ...(q.leg !== undefined && { leg: q.leg }),
        msg: BUILDER_REASONS[q.reason],
      };
    return { matchId: input.matchId, ok: true, od: q.oddsMilli / 1000, naive: q.naiveMilli / 1000 };
  });

  registerEndpoint(app, 'betBuilderPlace', async ({ input, ctx }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    if (!(await bucket.take(String(uid))))
      throw new ApiFailure(
        429,
        DmError.RateLimited,
        'Too many requests. Please wait a moment and try again.',
      );
    const orders = await placeBuilder(
      { db, now, seed: options.feedSeed, liveDelayMs: options.liveDelayMs },
      {
        uid,
        sessionId,
        brandId: ctx.brand.id,
        currency: moneyCurrency(ctx),
        key: input.key,
        acceptOdds: input.acceptOdds,
        matchId: input.matchId,
        legs: input.legs,
        od: input.od,
        stake: input.stake,
      },
    );
    const lang = answerLocale(ctx.params, ctx.brand, ctx.brand.defaultLang);
    return { orders: orders.map((o) => toWire(o, lang)) };
  });
}
