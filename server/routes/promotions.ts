/** SPEC §7 "Bonus" (issue #16): bonus lists, info, tips, popup messages, unlock, activities and redeem codes. */
import type { FastifyInstance } from 'fastify';
import type { AccountLimiter } from '../accounts/limits';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import { listBoosters, markBoostersSeen, useBooster } from '../promotions/boosters';
import { expireDue } from '../promotions/expire';
import { claimActivity, drawRecords } from '../promotions/activity';
import { redeemCode } from '../promotions/redeem';
import { bonusItems } from '../promotions/views';
import {
  activities,
  baseInfo,
  listBonuses,
  newMessage,
  rechargeActivity,
  refresh,
  tips,
  type PromoPlayer,
} from '../promotions/store';
import { unlockBonus } from '../promotions/unlock';
import { registerFreeRoundRoutes } from './free-rounds';
import { bonusRestriction } from '../promotions/market';

const playerOf = (ctx: RequestContext): PromoPlayer => ({
  uid: requireUser(ctx).uid,
  brand: ctx.brand,
  currency: moneyCurrency(ctx),
});

const ids = (csv: string | undefined): number[] =>
  (csv ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 20);

export function registerPromotionRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  limiter: AccountLimiter,
): void {
  registerFreeRoundRoutes(app, db, now);
  const fresh = async (ctx: RequestContext) => {
    const p = playerOf(ctx);
    await refresh(db, p, now());
    return p;
  };

  for (const name of ['bonusList', 'bonusListNew'] as const)
    registerEndpoint(app, name, async ({ ctx, input }) => listBonuses(db, await fresh(ctx), input));
  for (const name of ['bonusBaseInfo', 'bonusBaseInfoNew'] as const)
    registerEndpoint(app, name, async ({ ctx }) => baseInfo(db, await fresh(ctx)));
  registerEndpoint(app, 'bonusTips', async ({ ctx }) => tips(db, await fresh(ctx)));
  registerEndpoint(app, 'bonusNewMessage', async ({ ctx, input }) =>
    newMessage(db, await fresh(ctx), ids(input.ack), ids(input.ack_free_round), now()),
  );

  for (const name of ['activityIndex', 'activityIndexV2', 'activityIndexV3'] as const)
    registerEndpoint(app, name, async ({ ctx }) => ({
      list: await activities(
        db,
        ctx.brand,
        ctx.session?.uid ?? null,
        now(),
        ctx.session ? moneyCurrency(ctx) : ctx.brand.currency,
      ),
      restriction: await bonusRestriction(db, ctx.brand),
    }));
  registerEndpoint(app, 'rechargeActivity', async ({ ctx }) =>
    rechargeActivity(db, ctx.brand, requireUser(ctx).uid, now()),
  );

  registerEndpoint(app, 'bonusUnlock', async ({ ctx, input }) =>
    unlockBonus(db, requireUser(ctx).uid, input.bonus_id, input.replace === true, now()),
  );
  registerEndpoint(app, 'redeemCheck', async ({ ctx, input }) => {
    const p = playerOf(ctx);
    // Guessing codes in bulk (abuse.ts): tries per player and per address.
    await limiter.take(['redeemPerUser', String(p.uid)], ['redeemPerIp', ctx.ip]);
    return redeemCode(db, { uid: p.uid, brandId: p.brand.id, currency: p.currency }, input.code, now());
  });

  // Activity rewards: a claim (draw) grants what a campaign owes now; the records are those bonuses.
  registerEndpoint(app, 'bonusDraw', async ({ ctx, input }) =>
    claimActivity(db, playerOf(ctx), input.activity_id, now()),
  );
  registerEndpoint(app, 'drawRecords', async ({ ctx }) => {
    const uid = requireUser(ctx).uid;
    return { list: await bonusItems(db, await drawRecords(db, uid, ctx.brand.id)) };
  });

  // Booster cards (promotions/boosters.ts): reading the list shows them, so their popup is not due again.
  registerEndpoint(app, 'boosterList', async ({ ctx }) => {
    const p = playerOf(ctx);
    const out = await listBoosters(db, { uid: p.uid, brandId: p.brand.id, currency: p.currency }, now());
    await markBoostersSeen(
      db,
      p.uid,
      out.list.filter((b) => b.state === 0).map((b) => b.id),
    );
    return out;
  });
  registerEndpoint(app, 'boosterUse', async ({ ctx, input }) => {
    const uid = requireUser(ctx).uid;
    await expireDue(db, now(), uid);
    return useBooster(db, uid, input.id, input.bonus_id, now());
  });
}
