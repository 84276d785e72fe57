/**
 * The remaining SPEC §7 Games calls (issue #23): pg_game/hall/funding_detail (the player's game money
 * movements, from the ledger), idea/add and idea/info (player suggestions, 5 a day), game/base/event/report
 * (the hall's game events, per IP rate limited), getFeatureList (the games opened most in the last 7 days,
 * the hot games filling in) and getPromotionList (the brand's running promotion campaigns).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { utcDayStart } from '../../core/wallet/limits';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { promoCampaigns } from '../db/schema-promotions';
import { gameEvents, gameIdeas } from '../db/schema-spec-calls';
import { createCatalogue, toGame } from '../games/catalogue/catalogue';
import type { CatalogueRow } from '../games/catalogue/tabs';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import { playerEntries } from '../spec-calls/activity-history';

export const IDEAS_PER_DAY = 5;
export const FEATURE_WINDOW_MS = 7 * 86_400_000;
const FEATURE_SIZE = 10;

/** Each campaign kind's page (SPEC §2 routes). */
const PROMOTION_PAGE: Record<string, string> = {
  register: '/welcome-bonus',
  first_deposit: '/activity/first-charge',
  daily_deposit: '/activity/daily-deposit',
  total_deposit: '/activity/total-deposit',
  bet_reward: '/activity/bet-reward',
  daily_cash: '/activity/daily-cash',
  week_cash: '/activity/week-cash',
  real_time: '/real-time-bonus',
  christmas: '/activity/christmas',
  redeem: '/redeem',
  free_rounds: '/promotion/free-rounds',
};

/** Ledger kinds of game movements → what the player sees. */
const FUNDING_KIND: Record<string, string> = {
  game_stake: 'stake',
  game_debit: 'stake',
  game_payout: 'payout',
  game_credit: 'payout',
  game_rollback: 'rollback',
};

export function registerGamesMoreRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const catalogue = createCatalogue(db, now);
  // Events come in batches of up to 50 from the hall's scroll; 60 batches a minute per IP is generous.
  const eventBucket = createTokenBucket({
    capacity: 60,
    refillPerSecond: 1,
    now,
    shared: { store: app.sharedLimits, name: 'games:events' },
  });

  registerEndpoint(app, 'fundingDetail', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const page = await playerEntries(db, uid, 'games', input.cursor, input.page_size ?? 20);
    const list = await Promise.all(
      page.rows.map(async (r) => {
        const meta = (r.meta ?? {}) as { platform?: string; game_id?: string; game?: string };
        const platform = meta.platform ?? 'inhouse';
        const gameId = meta.game_id ?? meta.game ?? '';
        const game = await catalogue.find(platform, gameId);
        return {
          id: String(r.id),
          game_platform: platform,
          game_id: gameId,
          game_name: game?.name ?? gameId,
          kind: FUNDING_KIND[r.kind] ?? r.kind,
          amount: r.amount,
          currency: r.currency,
          created_at: r.createdAt.getTime(),
        };
      }),
    );
    const staked = list.filter((i) => i.kind === 'stake').reduce((s, i) => s - i.amount, 0);
    const paid = list.filter((i) => i.kind !== 'stake').reduce((s, i) => s + i.amount, 0);
    return { list, cursor: page.cursor, staked, paid };
  });

  const ideasLeft = async (uid: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(gameIdeas)
      .where(and(eq(gameIdeas.uid, uid), gte(gameIdeas.createdAt, new Date(utcDayStart(now())))));
    return Math.max(0, IDEAS_PER_DAY - Number(row?.n ?? 0));
  };
  const ideaView = (r: typeof gameIdeas.$inferSelect) => ({
    id: r.id,
    kind: r.kind,
    content: r.content,
    game: r.gameRef,
    status: r.status,
    reply: r.reply,
    created_at: r.createdAt.getTime(),
  });

  registerEndpoint(app, 'ideaAdd', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const content = input.content.trim();
    if (content.length < 10)
      throw new ApiFailure(400, DmError.BadRequest, 'content: write at least 10 characters');
    let gameRef = '';
    if (input.game_platform && input.game_id) {
      const game = await catalogue.find(input.game_platform, input.game_id);
      if (!game) throw new ApiFailure(400, DmError.IdeaGameUnknown, 'No such game');
      gameRef = `${game.platform}/${game.gameId}`;
    }
    // Counted and written in one transaction under the player's advisory lock: two taps cannot pass 5.
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${uid}::bigint)`);
      const [n] = await tx
        .select({ n: count() })
        .from(gameIdeas)
        .where(and(eq(gameIdeas.uid, uid), gte(gameIdeas.createdAt, new Date(utcDayStart(now())))));
      if (Number(n?.n ?? 0) >= IDEAS_PER_DAY) {
        throw new ApiFailure(
          400,
          DmError.IdeaDailyLimit,
          `You can send ${IDEAS_PER_DAY} ideas a day. Thank you!`,
        );
      }
      const [inserted] = await tx
        .insert(gameIdeas)
        .values({
          brandId: ctx.brand.id,
          uid,
          kind: input.kind,
          content,
          gameRef,
          createdAt: new Date(now()),
        })
        .returning();
      return inserted!;
    });
    return ideaView(row);
  });

  registerEndpoint(app, 'ideaInfo', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    const rows = await db
      .select()
      .from(gameIdeas)
      .where(eq(gameIdeas.uid, uid))
      .orderBy(desc(gameIdeas.id))
      .limit(20);
    return { list: rows.map(ideaView), left_today: await ideasLeft(uid) };
  });

  registerEndpoint(app, 'gameEventReport', async ({ ctx, input }) => {
    if (!eventBucket.take(ctx.ip)) {
      throw new ApiFailure(429, DmError.RateLimited, 'Too many reports. Try again in a minute.');
    }
    const at = new Date(now());
    const rows = [];
    for (const e of input.events) {
      // Only catalogue games count: a made-up id could otherwise be pushed into the featured list's counts.
      const game = await catalogue.find(e.game_platform, e.game_id);
      if (game) {
        rows.push({
          brandId: ctx.brand.id,
          uid: ctx.session?.uid ?? 0,
          platform: game.platform,
          gameId: game.gameId,
          event: e.event,
          createdAt: at,
        });
      }
    }
    if (rows.length > 0) await db.insert(gameEvents).values(rows);
    return { accepted: rows.length };
  });

  registerEndpoint(app, 'getFeatureList', async ({ ctx, input }) => {
    const size = input.size ?? FEATURE_SIZE;
    const since = new Date(now() - FEATURE_WINDOW_MS);
    const opened = await db
      .select({ platform: gameEvents.platform, gameId: gameEvents.gameId, n: count() })
      .from(gameEvents)
      .where(
        and(
          eq(gameEvents.brandId, ctx.brand.id),
          inArray(gameEvents.event, ['open', 'click']),
          gte(gameEvents.createdAt, since),
        ),
      )
      .groupBy(gameEvents.platform, gameEvents.gameId)
      .orderBy(desc(count()), asc(gameEvents.platform), asc(gameEvents.gameId))
      .limit(size);
    const picked: CatalogueRow[] = [];
    for (const o of opened) {
      const game = await catalogue.find(o.platform, o.gameId);
      if (game) picked.push(game);
    }
    for (const g of await catalogue.rows()) {
      if (picked.length >= size) break;
      if (g.isHot && !picked.includes(g)) picked.push(g);
    }
    const favorites = await catalogue.favoriteKeys(db, ctx.session?.uid);
    return { list: picked.map((g) => toGame(g, favorites)) };
  });

  registerEndpoint(app, 'getPromotionList', async ({ ctx }) => {
    const at = new Date(now());
    const rows = await db
      .select()
      .from(promoCampaigns)
      .where(
        and(
          eq(promoCampaigns.brandId, ctx.brand.id),
          eq(promoCampaigns.enabled, true),
          or(isNull(promoCampaigns.startsAt), lte(promoCampaigns.startsAt, at)),
          or(isNull(promoCampaigns.endsAt), gte(promoCampaigns.endsAt, at)),
        ),
      )
      .orderBy(asc(promoCampaigns.sort), asc(promoCampaigns.id));
    return {
      list: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        kind: r.kind,
        name: r.name,
        link: PROMOTION_PAGE[r.kind] ?? '/promotion',
        ends_at: r.endsAt ? r.endsAt.getTime() : 0,
      })),
    };
  });
}
