/**
 * The demo player's loyalty history (issue #17), played for real once at the first start: dice rounds of
 * the in-house game on the demo money (provably fair, in the ledger like any round), some dated a week back.
 * What they give the demo: last week's net loss, whose cashback the period job computes here (waiting to be
 * received); this week's turnover, which ranks the player in the weekly ranking; VIP level 3 (300 points:
 * R$600 of casino turnover at the casino weight of 50%) with its level bonuses to receive; and, with the
 * seeded R$1,000 deposit of the same day, the deposit and the bet tasks of that day about half done.
 * Idempotent: each round has its own key, so a later start replays them (same outcome) and adds nothing.
 */
import { and, eq, like } from 'drizzle-orm';
import { diceWinCount, playDice } from '../../core/games/dice';
import { loyaltyConfig } from '../../core/loyalty/config';
import type { Db, DbOrTx, Tx } from '../db/database';
import { inhouseRounds } from '../db/schema-inhouse';
import { loyaltyRaffleWinners, loyaltyRankPrizes, loyaltySpins } from '../db/schema-loyalty';
import { users } from '../db/schema-accounts';
import { betOrders } from '../db/schema-bets';
import { DEMO_BUILDER_KEY } from '../bets/builder-seed';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { playPerBet } from '../games/inhouse/rounds';
import { closeCashbackPeriod } from './cashback';
import { payRankPeriod } from './rank-prizes';
import { drawRaffle, openRaffle, raffleId } from './raffle';
import { addRain, ensureRainSchedule } from './red-packet';
import { drawSpin } from './spin';
import { weekOf } from '../../core/loyalty/period';

const DAY = 86_400_000;
/** All-time casino turnover of the demo: 300 points, level 3. */
const TURNOVER = 60_000;
const LAST_WEEK_STAKE = 5000;
const TODAY_STAKE = 10_000;

export async function seedLoyaltyDemo(tx: Tx, now: number): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  if (!demo) return;
  // playPerBet opens its own (nested: a savepoint) transaction per round.
  const db = tx as unknown as Db;
  const currency = loyaltyConfig(DEMO_PLAYER.brandId).currency;
  const play = (key: string, amount: number, at: number, target: number) => {
    const bet = { mode: 'under' as const, target };
    const count = diceWinCount(bet)!;
    return playPerBet(
      db,
      {
        uid: demo.id,
        brandId: DEMO_PLAYER.brandId,
        currency,
        game: 'dice',
        key,
        request: { ...bet, amount, key },
        amount,
        play: (stream) => {
          const r = playDice(stream, bet, amount);
          return {
            payout: r.payout,
            result: { roll: r.roll, mode: bet.mode, target: bet.target, win_chance: count, win: r.win },
          };
        },
      },
      at,
    );
  };

  // Last week, long shots (1%): at least 3 rounds, more while the player is not down (at most 12; the
  // player ends down in about 97% of seeded databases, which then have last week's cashback waiting).
  let staked = 0;
  let net = 0;
  for (let i = 0; i < 12 && (i < 3 || net >= 0); i++) {
    const r = await play(`seed-loyalty-lw-${i}`, LAST_WEEK_STAKE, now - 7 * DAY, 100);
    staked += LAST_WEEK_STAKE;
    net += r.payout - LAST_WEEK_STAKE;
  }
  // Today: up to the turnover of level 3, at a 95% chance (the demo money stays about where it was).
  for (let i = 0; staked < TURNOVER; i++) {
    await play(`seed-loyalty-today-${i}`, TODAY_STAKE, now, 9500);
    staked += TODAY_STAKE;
  }
  await closeCashbackPeriod(db, DEMO_PLAYER.brandId, 'week', now);
  // Last week's ranking prizes (the demo ranks), and one spin of the wheel (a real win in the marquee; the
  // level's other spins wait).
  await payRankPeriod(db, DEMO_PLAYER.brandId, 'week', now);
  await drawSpin(db, { uid: demo.id, brandId: DEMO_PLAYER.brandId }, { key: 'seed-vip-spin-0' }, now - DAY);
  await seedRainAndRaffle(db, now);
}

/** A live rain of the demo brand lasts this long from the start that seeds it. */
export const LIVE_RAIN_MS = 2 * 3_600_000;

/**
 * Red-packet rain and raffle of the demo brand: the brand's rain schedule, a rain running from this start
 * (unless one runs already), last week's raffle drawn (the demo's rounds of last week hold its tickets, so
 * the demo is among the winners) and this week's raffle open (today's deposit and rounds give tickets).
 */
export async function seedRainAndRaffle(db: Db, now: number): Promise<void> {
  const brand = DEMO_PLAYER.brandId;
  await ensureRainSchedule(db, brand, now);
  // DEMO_RAIN=off: no live rain (the e2e server's default, so its popup stays off the other flows).
  if (process.env.DEMO_RAIN === 'off') return seedRaffles(db, now);
  const minute = new Date(now - 60_000).toISOString().slice(0, 16);
  await addRain(db, brand, `live-${minute}`, now - 60_000, LIVE_RAIN_MS);
  await seedRaffles(db, now);
}

async function seedRaffles(db: Db, now: number): Promise<void> {
  const brand = DEMO_PLAYER.brandId;
  const tz = loyaltyConfig(brand).timeZone;
  const lastWeek = weekOf(weekOf(now, tz).start - 1, tz);
  await openRaffle(db, brand, lastWeek.start);
  await drawRaffle(db, brand, raffleId(lastWeek), now);
  await openRaffle(db, brand, now);
}

/**
 * What the seeded loyalty history won (+) or lost (-) the demo player, minor units: the dice rounds, the
 * seeded spin, last week's ranking prize and raffle prize, and the seeded open bet builder's stake (and what
 * it paid once settled: server/bets/builder-seed.ts). Its cash is the demo funds plus this.
 */
export async function seededRoundsNet(db: DbOrTx, uid: number): Promise<number> {
  const rows = await db
    .select({ amount: inhouseRounds.amount, payout: inhouseRounds.payout })
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.uid, uid), like(inhouseRounds.clientKey, 'seed-loyalty-%')));
  const spins = await db
    .select({ amount: loyaltySpins.amount })
    .from(loyaltySpins)
    .where(and(eq(loyaltySpins.uid, uid), eq(loyaltySpins.clientKey, 'seed-vip-spin-0')));
  const prizes = await db
    .select({ amount: loyaltyRankPrizes.amount })
    .from(loyaltyRankPrizes)
    .where(eq(loyaltyRankPrizes.uid, uid));
  const raffles = await db
    .select({ amount: loyaltyRaffleWinners.amount })
    .from(loyaltyRaffleWinners)
    .where(eq(loyaltyRaffleWinners.uid, uid));
  const bets = await db
    .select({ stake: betOrders.stake, payout: betOrders.payout })
    .from(betOrders)
    .where(and(eq(betOrders.uid, uid), eq(betOrders.key, DEMO_BUILDER_KEY)));
  return (
    rows.reduce((sum, r) => sum + r.payout - r.amount, 0) +
    [...spins, ...prizes, ...raffles].reduce((sum, r) => sum + r.amount, 0) +
    bets.reduce((sum, b) => sum + b.payout - b.stake, 0)
  );
}
