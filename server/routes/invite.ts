/** SPEC §7 "Invite, agent and activities": the user/invite/* calls (issue #19). */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { invitePath } from '../../core/invite/code';
import { inviteRules, MILESTONES } from '../../core/invite/rules';
import { requireUser } from '../accounts/session-http';
import { requestedLocale } from '../content/lang';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { inviteBindings, inviteShares } from '../db/schema-invite';
import { ApiFailure } from '../http/failure';
import { registerEndpoint } from '../http/envelope';
import { BIND_WINDOW_MS, bindInvitee, inviteCodeOf } from '../invite/bind';
import { receiveRewards, syncRewards } from '../invite/rewards';
import { agentIncome, agentInfo } from '../invite/agent-views';
import { agentBindInfo, agentWallet, bindToAgent, transferCommission } from '../invite/agent-wallet';
import { pddInfo, pddWithdraw } from '../invite/pdd';
import { shareChannels, shareTexts } from '../invite/texts';
import { awardSum, fissionList, inviteList, inviteRunning } from '../invite/views';

export function registerInviteRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'inviteShareInfo', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    const code = await inviteCodeOf(db, uid, ctx.brand.id);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(inviteBindings)
      .where(eq(inviteBindings.inviterUid, uid));
    return { invite_code: code, invite_path: invitePath(code), invitee_count: count?.n ?? 0 };
  });

  registerEndpoint(app, 'inviteMobileConfig', async ({ ctx }) => {
    const rules = inviteRules(ctx.brand);
    const texts = shareTexts(ctx.brand, requestedLocale(ctx.params) ?? ctx.brand.defaultLang);
    return {
      channels: shareChannels(ctx.brand),
      share_text: texts.text,
      share_title: texts.title,
      currency: rules.currency,
      first_deposit_min: rules.firstDepositMin,
      turnover_target: rules.turnoverTarget,
      rewards: MILESTONES.map((m) => ({
        milestone: m,
        reward: rules.reward[m],
        fission_reward: rules.fissionReward[m],
      })),
    };
  });

  registerEndpoint(app, 'inviteShare', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const code = await inviteCodeOf(db, uid, ctx.brand.id);
    const [row] = await db
      .insert(inviteShares)
      .values({ uid, channel: input.channel, count: 1 })
      .onConflictDoUpdate({
        target: [inviteShares.uid, inviteShares.channel],
        set: { count: sql`${inviteShares.count} + 1` },
      })
      .returning({ count: inviteShares.count });
    const texts = shareTexts(ctx.brand, requestedLocale(ctx.params) ?? ctx.brand.defaultLang);
    return {
      text: texts.text.replaceAll('{code}', code),
      invite_path: invitePath(code),
      shares: row?.count ?? 1,
    };
  });

  registerEndpoint(app, 'inviteRunning', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    return inviteRunning(db, uid, ctx.brand);
  });

  registerEndpoint(app, 'inviteList', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    return inviteList(db, uid, ctx.brand, input.page ?? 1, input.page_size ?? 20);
  });

  registerEndpoint(app, 'inviteFissionList', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    return fissionList(db, uid, ctx.brand, input.page ?? 1, input.page_size ?? 20);
  });

  registerEndpoint(app, 'inviteAwardSum', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    return awardSum(db, uid, ctx.brand);
  });

  registerEndpoint(app, 'inviteReceive', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    const r = await receiveRewards(db, uid, 1, new Date(now()));
    return { ...r, currency: ctx.brand.currency };
  });

  registerEndpoint(app, 'inviteReceiveFission', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    await syncRewards(db, uid, ctx.brand);
    const r = await receiveRewards(db, uid, 2, new Date(now()));
    return { ...r, currency: ctx.brand.currency };
  });

  registerEndpoint(app, 'inviteBind', async ({ ctx, input }) => {
    const session = requireUser(ctx);
    const [me] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, session.uid));
    if (!me || now() - me.at.getTime() > BIND_WINDOW_MS)
      throw new ApiFailure(
        400,
        DmError.InviteBindClosed,
        'An invite code can be entered only in your first week',
      );
    const { suspect } = await bindInvitee(db, {
      inviteeUid: session.uid,
      brandId: ctx.brand.id,
      code: input.invite_code,
      deviceId: ctx.params.smid ?? '',
      ip: ctx.ip,
    });
    return { bound: true, suspect: suspect !== null };
  });

  registerEndpoint(app, 'agentInfo', async ({ ctx }) => agentInfo(db, requireUser(ctx).uid, ctx.brand));

  registerEndpoint(app, 'agentIncome', async ({ ctx, input }) =>
    agentIncome(db, requireUser(ctx).uid, ctx.brand, input.page ?? 1, input.page_size ?? 20),
  );

  registerEndpoint(app, 'agentWallet', async ({ ctx }) =>
    agentWallet(db, requireUser(ctx).uid, ctx.brand, now()),
  );

  registerEndpoint(app, 'agentTransfer', async ({ ctx, input }) =>
    transferCommission(db, requireUser(ctx).uid, ctx.brand, input, now()),
  );

  registerEndpoint(app, 'agentBindInfo', async ({ ctx }) => agentBindInfo(db, requireUser(ctx).uid, now()));

  registerEndpoint(app, 'agentBind', async ({ ctx, input }) =>
    bindToAgent(
      db,
      {
        uid: requireUser(ctx).uid,
        brandId: ctx.brand.id,
        code: input.agent_code,
        deviceId: ctx.params.smid ?? '',
        ip: ctx.ip,
      },
      now(),
    ),
  );

  registerEndpoint(app, 'pddInfo', async ({ ctx }) => pddInfo(db, requireUser(ctx).uid, ctx.brand, now()));

  registerEndpoint(app, 'pddWithdraw', async ({ ctx, input }) =>
    pddWithdraw(db, requireUser(ctx).uid, ctx.brand, input.pdd_uid, now()),
  );

  registerEndpoint(app, 'tgPddWithdraw', async ({ ctx, input }) =>
    pddWithdraw(db, requireUser(ctx).uid, ctx.brand, input.pdd_uid, now()),
  );
}
