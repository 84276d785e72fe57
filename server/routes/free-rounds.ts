/**
 * Free rounds (issue #16): getFreeRounds and spending one on the in-house slot (server/promotions/free-rounds.ts),
 * and getAwardInfo for /award (server/promotions/award.ts).
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { registerEndpoint } from '../http/envelope';
import { moneyCurrency } from '../http/currency';
import { awardInfo } from '../promotions/award';
import { listFreeRounds, spendFreeRound } from '../promotions/free-rounds';
import { refresh } from '../promotions/store';

export function registerFreeRoundRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'getFreeRounds', async ({ ctx, input }) =>
    listFreeRounds(db, requireUser(ctx).uid, input, now()),
  );

  registerEndpoint(app, 'inhouseFreeRoundSpin', async ({ ctx, input }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    return spendFreeRound(
      db,
      { uid, brandId: ctx.brand.id, sessionId, key: input.key, grantId: input.grant_id },
      now(),
    );
  });

  registerEndpoint(app, 'getAwardInfo', async ({ ctx }) => {
    const p = { uid: requireUser(ctx).uid, brand: ctx.brand, currency: moneyCurrency(ctx) };
    await refresh(db, p, now());
    return awardInfo(db, p, now());
  });
}
