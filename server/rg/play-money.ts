/**
 * Play-money mode (issue #21). A brand whose market profile says `real_money: false` runs on play chips
 * (core/rg/play.ts, currency XPC): every money call of a logged-in player on it (balance, bets, in-house and
 * provider games) resolves to XPC (server/http/currency.ts), deposits and withdrawals are refused, cash
 * prizes are not given, and a free daily top-up comes from the house's `play_bank` account. Chips live in
 * their own ledger accounts (their currency), so switching a profile never mixes them with real money: the
 * real balance waits untouched while the brand plays, and the chips wait while it is real.
 *
 * The profile flag is read per request of a player, from a small per-database cache (5 s, cleared by
 * `setProfile` in this process) so a bet pays no extra round trip.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { endpoints } from '../../core/contract/endpoints';
import { dayOf } from '../../core/loyalty/period';
import { loyaltyConfig } from '../../core/loyalty/config';
import { PLAY_CURRENCY, PLAY_TOPUP_AMOUNT } from '../../core/rg/play';
import type { PlayStatus } from '../../core/contract/schemas/rg-play';
import type { Db, DbOrTx } from '../db/database';
import { ledgerTransactions, marketProfiles } from '../db/schema';
import { isApiPath } from '../http/security';
import { ApiFailure } from '../http/failure';
import type { RequestContext } from '../http/context';
import { playerBalance, postTransaction } from '../ledger/ledger';
import { defaultProfile } from './profiles';

const TTL_MS = 5_000;
const caches = new WeakMap<object, Map<string, { real: boolean; at: number }>>();

/** Forgets the cached flag of a brand (setProfile calls it after a change). */
export function forgetProfile(db: object, brandId: string): void {
  caches.get(db)?.delete(brandId);
}

/** Whether the brand's market profile forbids real money (cached per database for a few seconds). */
export async function isPlayMoneyBrand(db: DbOrTx, brandId: string): Promise<boolean> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(brandId);
  // The cache's age is wall time on purpose: it bounds staleness across processes, not business time.
  const wall = Date.now();
  if (hit && wall - hit.at < TTL_MS) return !hit.real;
  const [row] = await db
    .select({ real: marketProfiles.realMoney })
    .from(marketProfiles)
    .where(eq(marketProfiles.brandId, brandId));
  const real = row?.real ?? defaultProfile(brandId).realMoney ?? true;
  cache.set(brandId, { real, at: wall });
  return !real;
}

/** Marks every logged-in API request of a play-money brand (`ctx.playMoney`); after the session hook. */
export function installPlayMoney(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.ctx?.session || !isApiPath(request.url)) return done();
    isPlayMoneyBrand(db, request.ctx.brand.id).then((play) => {
      request.ctx.playMoney = play;
      const path = request.url.split('?')[0]!;
      if (play && PRIZE_PATHS.has(path)) return done(prizeFailure());
      done();
    }, done);
  });
}

/**
 * The calls that pay a prize or bonus with cash value (promotions, loyalty rewards, invite rewards): refused
 * in play mode with 409/6710, whatever their handler would do.
 */
const PRIZE_PATHS = new Set(
  (
    [
      'bonusUnlock',
      'bonusDraw',
      'redeemCheck',
      'vipReceive',
      'taskReceive',
      'cashbackReceive',
      'vipSpinDraw',
      'redPacketGrab',
      'inviteReceive',
      'inviteReceiveFission',
    ] as const
  ).map((name) => endpoints[name].path),
);

export const PLAY_MONEY_MESSAGE =
  'This site plays with play money only (free play chips): deposits and withdrawals are not available.';

/** Deposits and withdrawals (and their forms' data) on a play-money brand: 403/6706. */
export function refuseInPlayMode(ctx: RequestContext): void {
  if (ctx.playMoney) throw new ApiFailure(403, DmError.RgPlayMoney, PLAY_MONEY_MESSAGE);
}

/**
 * Cash prizes (promotions, loyalty rewards, invite rewards) on a play-money brand: 409/6710 (not 403: the page
 * treats any 403 as the area block and opens /forbidden).
 */
export const prizeFailure = () =>
  new ApiFailure(
    409,
    DmError.PlayNoPrizes,
    'Prizes and bonuses are not offered in play-money mode: chips have no cash value.',
  );

const topupKey = (uid: number, day: string) => `play:topup:${uid}:${day}`;

/** The player's chips and today's top-up (the brand's local day). */
export async function playStatus(db: DbOrTx, uid: number, brandId: string, now: number): Promise<PlayStatus> {
  const play = await isPlayMoneyBrand(db, brandId);
  const day = dayOf(now, loyaltyConfig(brandId).timeZone);
  const [balance, claimed] = await Promise.all([
    playerBalance(db, uid, PLAY_CURRENCY),
    // The top-up's ledger key is the claim: one per player and local day.
    db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, topupKey(uid, day.key)))
      .limit(1),
  ]);
  const claimedToday = claimed.length > 0;
  return {
    play_money: play,
    currency: PLAY_CURRENCY,
    balance: balance.cash,
    topup_amount: PLAY_TOPUP_AMOUNT,
    claimed_today: claimedToday,
    next_topup_at: claimedToday ? day.end : now,
  };
}

/**
 * The free daily top-up: PLAY_TOPUP_AMOUNT chips from `play_bank` to the player's XPC cash account, keyed by
 * the player and the brand's local date, so a second claim that day (or a retry, or a race) moves nothing and
 * is refused with 409/6709 naming when the next one opens. Only on a play-money brand (409/6711 otherwise).
 */
export async function claimTopup(db: Db, uid: number, brandId: string, now: number): Promise<PlayStatus> {
  if (!(await isPlayMoneyBrand(db, brandId)))
    throw new ApiFailure(
      409,
      DmError.PlayNotPlayMode,
      'Free play chips are only offered on play-money sites.',
    );
  const day = dayOf(now, loyaltyConfig(brandId).timeZone);
  const posted = await db.transaction((tx) =>
    postTransaction(tx, {
      key: topupKey(uid, day.key),
      kind: 'play_topup',
      ref: day.key,
      postings: [
        { account: { uid, kind: 'cash', currency: PLAY_CURRENCY }, amount: PLAY_TOPUP_AMOUNT },
        { account: { system: 'play_bank', currency: PLAY_CURRENCY }, amount: -PLAY_TOPUP_AMOUNT },
      ],
      meta: { brand: brandId, day: day.key },
    }),
  );
  if (!posted.created)
    throw new ApiFailure(
      409,
      DmError.PlayTopupClaimed,
      `Today's free chips are already claimed. The next top-up opens at ${new Date(day.end).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
  return playStatus(db, uid, brandId, now);
}
