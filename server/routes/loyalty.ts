/**
 * Loyalty (issue #17): the VIP club, the task center, rankings and cashback (core/contract/endpoints-loyalty.ts).
 * Everything but the rankings needs a player; the receives pay once (server/loyalty/receive.ts).
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { cashbackView, receiveCashback } from '../loyalty/cashback';
import { ranking } from '../loyalty/rank';
import { rankPrizesView } from '../loyalty/rank-prizes';
import { raffleInfo } from '../loyalty/raffle';
import { grabPacket, rainInfo } from '../loyalty/red-packet';
import { drawSpin, spinInfo, spinMarquee } from '../loyalty/spin';
import { awardList } from '../loyalty/receive';
import { clickRedPoint, receiveTask, taskCenter, taskHint } from '../loyalty/tasks';
import { receiveVip, vipInfo } from '../loyalty/vip';

const who = (ctx: RequestContext) => ({ uid: requireUser(ctx).uid, brandId: ctx.brand.id });

export function registerLoyaltyRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'vipInfo', async ({ ctx }) => {
    const p = who(ctx);
    return vipInfo(db, p.uid, p.brandId, now());
  });
  registerEndpoint(app, 'vipReceive', async ({ ctx, input }) =>
    receiveVip(db, who(ctx), input.kind, input.period, now()),
  );
  registerEndpoint(app, 'vipAwardList', async ({ ctx }) =>
    awardList(db, who(ctx).uid, ['vip_bonus', 'week_free', 'month_free', 'cash_back']),
  );

  registerEndpoint(app, 'taskCenter', async ({ ctx }) => {
    const p = who(ctx);
    return taskCenter(db, p.uid, p.brandId, now());
  });
  registerEndpoint(app, 'taskReceive', async ({ ctx, input }) =>
    receiveTask(db, who(ctx), input.task_id, now()),
  );
  registerEndpoint(app, 'taskHint', async ({ ctx }) => {
    const p = who(ctx);
    return taskHint(db, p.uid, p.brandId, now());
  });
  registerEndpoint(app, 'taskAwardNum', async ({ ctx }) => {
    const p = who(ctx);
    return taskHint(db, p.uid, p.brandId, now());
  });
  registerEndpoint(app, 'taskAwardList', async ({ ctx }) => awardList(db, who(ctx).uid, ['task_reward']));
  registerEndpoint(app, 'redPointClick', async ({ ctx }) => {
    await clickRedPoint(db, who(ctx).uid, now());
    return { red_point: false };
  });

  registerEndpoint(app, 'rankDay', async ({ ctx }) =>
    ranking(db, ctx.brand.id, 'day', now(), ctx.session?.uid),
  );
  registerEndpoint(app, 'rankWeek', async ({ ctx }) =>
    ranking(db, ctx.brand.id, 'week', now(), ctx.session?.uid),
  );

  registerEndpoint(app, 'cashbackWeek', async ({ ctx }) => {
    const p = who(ctx);
    return cashbackView(db, p.uid, p.brandId, 'week', now());
  });
  registerEndpoint(app, 'cashbackDay', async ({ ctx }) => {
    const p = who(ctx);
    return cashbackView(db, p.uid, p.brandId, 'day', now());
  });
  registerEndpoint(app, 'cashbackReceive', async ({ ctx, input }) =>
    receiveCashback(db, who(ctx), input.kind, input.period, now()),
  );

  registerEndpoint(app, 'rankPrizes', async ({ ctx, input }) =>
    rankPrizesView(db, ctx.brand.id, input.kind, ctx.session?.uid),
  );

  registerEndpoint(app, 'vipSpinInfo', async ({ ctx }) => {
    const p = who(ctx);
    return spinInfo(db, p.uid, p.brandId);
  });
  registerEndpoint(app, 'vipSpinMarquee', async ({ ctx, input }) =>
    spinMarquee(db, ctx.brand.id, input.limit ?? 20),
  );
  registerEndpoint(app, 'vipSpinDraw', async ({ ctx, input }) => drawSpin(db, who(ctx), input, now()));

  registerEndpoint(app, 'redPacketRain', async ({ ctx }) => {
    const p = who(ctx);
    return rainInfo(db, p.uid, p.brandId, now());
  });
  registerEndpoint(app, 'redPacketGrab', async ({ ctx, input }) =>
    grabPacket(db, who(ctx), input.key, now()),
  );
  registerEndpoint(app, 'raffleInfo', async ({ ctx }) =>
    raffleInfo(db, ctx.brand.id, ctx.session?.uid, now()),
  );
}
