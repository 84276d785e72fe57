/**
 * Sports order calls (SPEC §7 Sports, issue #5): placement (single, combo, system, free bet), the slip's
 * re-quote and limits, order status, history, cash-out and free bets. Everything a player owns needs the
 * session (604 otherwise); quotes and limits do not. Money-moving calls are rate limited per player.
 */
import type { FastifyInstance } from 'fastify';
import { systemSizes } from '../../core/bets/combinations';
import { stakeLimits } from '../../core/bets/limits';
import { DmError } from '../../core/contract/errors';
import type { SelectionQuote } from '../../core/contract/schemas/bets';
import { requireUser } from '../accounts/session-http';
import { answerLocale } from '../content/lang';
import type { Db } from '../db/database';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import type { RequestContext } from '../http/context';
import { cashOut, cashOutPrices, cashOutsOf } from '../bets/cashout';
import { listFreeBets } from '../bets/free-bets';
import { betHistory } from '../bets/history';
import { attachLegs, toWire, type StoredOrder } from '../bets/orders';
import { ordersByKey, placeBets, type PlacementRequest } from '../bets/place';
import { isBettable, loadSelections, selectionOf, toMilli, type SelectionState } from '../bets/quotes';
import { confirmDue } from '../bets/settle';
import { betOrders } from '../db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { localOptionName, teamsOfName } from '../sport/market-names';
import { wireOdds } from '../sport/match-view';
import type { Locale } from '../../core/i18n/locales';

export interface BetRouteOptions {
  /** Live bets stay confirming this long (injected clock). */
  liveDelayMs?: number;
  /** Money-moving calls per player: burst and refill per second. */
  limit?: { capacity: number; refillPerSecond: number };
  /** The feed's seed: the match model a bet builder's cash-out is valued with (builder-quote.ts). */
  feedSeed?: number;
}

const langOf = (ctx: RequestContext): Locale => answerLocale(ctx.params, ctx.brand, ctx.brand.defaultLang);

function quoteOf(
  ref: { matchId: number; marketId: number; ty: number },
  s: SelectionState | undefined,
  lang: Locale,
): SelectionQuote {
  if (!s) return { ...ref, od: 0, ss: 0, ms: 0, nm: '', available: false };
  return {
    matchId: s.matchId,
    marketId: s.marketId,
    ty: s.ty,
    od: wireOdds(s.oddsMilli, s.locked),
    ss: s.ss,
    ms: s.ms,
    ...(s.line !== null && { li: s.line }),
    nm: localOptionName(s.optionName, s.marketType, s.ty, s.line, teamsOfName(s.matchName), lang),
    available: isBettable(s),
  };
}

export function registerBetRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  options: BetRouteOptions = {},
) {
  const bucket = createTokenBucket({
    capacity: options.limit?.capacity ?? 300,
    refillPerSecond: options.limit?.refillPerSecond ?? 50,
    now,
    shared: { store: app.sharedLimits, name: 'bets' },
  });
  const limited = async (uid: number) => {
    if (!(await bucket.take(String(uid))))
      throw new ApiFailure(
        429,
        DmError.RateLimited,
        'Too many requests. Please wait a moment and try again.',
      );
  };
  const deps = { db, now, liveDelayMs: options.liveDelayMs };

  const place = async (ctx: RequestContext, req: Omit<PlacementRequest, 'uid' | 'brandId' | 'currency'>) => {
    const { uid, id: sessionId } = requireUser(ctx);
    await limited(uid);
    const orders = await placeBets(deps, {
      ...req,
      uid,
      sessionId,
      brandId: ctx.brand.id,
      currency: moneyCurrency(ctx),
    });
    const lang = langOf(ctx);
    return { orders: orders.map((o) => toWire(o, lang)) };
  };

  registerEndpoint(app, 'betSinglePass', ({ input, ctx }) =>
    place(ctx, {
      key: input.key,
      acceptOdds: input.acceptOdds,
      orders: input.bets.map((b) => ({
        kind: 'single_bet',
        stakePerLine: b.stake,
        selections: [b.selection],
      })),
    }),
  );

  registerEndpoint(app, 'betMultiple', ({ input, ctx }) =>
    place(ctx, {
      key: input.key,
      acceptOdds: input.acceptOdds,
      orders: [
        {
          kind: input.kind,
          ...(input.kind === 'system_bet' && { systemK: input.systemK ?? 0 }),
          stakePerLine: input.stake,
          selections: input.selections,
        },
      ],
    }),
  );

  registerEndpoint(app, 'freeBetPlace', ({ input, ctx }) =>
    place(ctx, {
      key: input.key,
      acceptOdds: input.acceptOdds,
      freeBetId: Number(input.freeBetId),
      orders: [
        {
          kind: input.selections.length === 1 ? 'single_bet' : 'bet_multi',
          stakePerLine: 0,
          selections: input.selections,
        },
      ],
    }),
  );

  registerEndpoint(app, 'betRequote', async ({ input, ctx }) => {
    const states = await loadSelections(
      db,
      input.list.map((r) => r.marketId),
    );
    const lang = langOf(ctx);
    return { list: input.list.map((r) => quoteOf(r, selectionOf(states, r), lang)) };
  });

  registerEndpoint(app, 'betLatestInfo', async ({ input, ctx }) => {
    const currency = moneyCurrency(ctx);
    const limits = stakeLimits(currency);
    const refs = input.betMatchMarketList.map((r) => ({
      matchId: r.matchId,
      marketId: r.marketId,
      ty: r.type,
    }));
    const states = await loadSelections(
      db,
      refs.map((r) => r.marketId),
    );
    const lang = langOf(ctx);
    const list = refs.map((r) => quoteOf(r, selectionOf(states, r), lang));
    const quoted = input.quotedOdds ?? [];
    const needAcceptLatestOdds = list.some(
      (q, i) => quoted[i] !== undefined && toMilli(quoted[i]) !== toMilli(q.od),
    );
    const distinctMatches = new Set(refs.map((r) => r.matchId)).size === refs.length;
    const bms = refs.length >= 2 && distinctMatches && list.every((q) => q.available);
    return {
      currency,
      maxSingleBet: limits.maxSingle,
      maxBetMulti: limits.maxMulti,
      minBet: limits.min,
      defaultBet: limits.default,
      quickAmounts: [...limits.quick],
      needAcceptLatestOdds,
      bms,
      sos: bms ? systemSizes(refs.length) : [],
      list,
    };
  });

  registerEndpoint(app, 'betOrderStatus', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    const found: StoredOrder[] = [];
    for (const key of new Set(input.keys ?? [])) found.push(...(await ordersByKey(db, uid, key)));
    const ids = (input.orderIds ?? []).map(Number);
    if (ids.length) {
      const rows = await db
        .select()
        .from(betOrders)
        .where(and(eq(betOrders.uid, uid), inArray(betOrders.id, ids)))
        .orderBy(betOrders.id);
      found.push(...(await attachLegs(db, rows)));
    }
    // The poll moves a confirming order on as soon as its delay is over, without waiting for the job.
    const due = found.filter((o) => o.order.status === 1).map((o) => o.order.id);
    let orders = found;
    if (due.length && (await confirmDue(db, now(), due)) > 0) {
      const rows = await db
        .select()
        .from(betOrders)
        .where(
          inArray(
            betOrders.id,
            found.map((o) => o.order.id),
          ),
        );
      // Re-read after the confirmation, then put back in the order asked (keys first, then ids): the
      // client matches answers to its bets by position as well as by key.
      const fresh = new Map((await attachLegs(db, rows)).map((o) => [o.order.id, o]));
      orders = found.map((o) => fresh.get(o.order.id) ?? o);
    }
    const seen = new Set<number>();
    const lang = langOf(ctx);
    return {
      list: orders.filter((o) => !seen.has(o.order.id) && seen.add(o.order.id)).map((o) => toWire(o, lang)),
    };
  });

  registerEndpoint(app, 'betList', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    const page = await betHistory(db, uid, input, now());
    const lang = langOf(ctx);
    return {
      list: page.orders.map((o) => toWire(o, lang)),
      total: page.total,
      page: page.page,
      has_more: page.page * page.pageSize < page.total,
      totalStake: page.totalStake,
      totalPayout: page.totalPayout,
    };
  });

  registerEndpoint(app, 'cashOutPrice', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    const ids = [...new Set(input.orderIds.map(Number))];
    const prices = await cashOutPrices(
      db,
      uid,
      ids,
      options.feedSeed === undefined ? undefined : { seed: options.feedSeed, nowMs: now() },
    );
    return {
      list: ids.map((id) => {
        const p = prices.get(id)!;
        return 'price' in p
          ? { orderId: String(id), available: true, price: p.price }
          : { orderId: String(id), available: false, price: 0, reason: p.reason };
      }),
    };
  });

  registerEndpoint(app, 'cashOutBet', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    await limited(uid);
    const stored = await cashOut(
      db,
      now(),
      {
        uid,
        orderId: Number(input.orderId),
        offered: input.price,
        key: input.key,
      },
      options.feedSeed === undefined ? undefined : { seed: options.feedSeed },
    );
    return { order: toWire(stored, langOf(ctx)) };
  });

  registerEndpoint(app, 'cashOutsByIds', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    const rows = await cashOutsOf(db, uid, [...new Set(input.orderIds.map(Number))]);
    return {
      list: rows.map((r) => ({ orderId: String(r.id), amount: r.amount ?? 0, at: r.at?.getTime() ?? 0 })),
    };
  });

  registerEndpoint(app, 'freeBetInfo', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    return { list: await listFreeBets(db, uid, now()) };
  });
}
