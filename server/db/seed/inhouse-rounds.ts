/**
 * Demo history of the in-house games (issue #23), seeded once per brand: a few bot players (no password, so
 * nobody logs in as them), each with a real sandbox deposit, play dice, roulette and Fruit Fiesta through the
 * same code as players (games/inhouse/plays.ts and insertPerBetRound: fresh seed pairs, nonces, the ledger's
 * stake and payout). So the lobby's big-wins strip has real, verifiable rounds from the first start. Not in
 * production (demo seeds only): there the strip fills with players' own wins.
 *
 * The bots' choices (game, stake) come from the seeded PRNG; the results come from their random server seeds,
 * so which rounds win differs per machine. Each brand plays until it has BIG_WINS_PER_BRAND big wins or
 * MAX_ROUNDS_PER_BRAND rounds, spread over the hours before the seed.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS } from '../../../core/brand/brands';
import { orderPayStatus } from '../../../core/wallet/status';
import { FRUIT_FIESTA } from '../../../core/games/slot';
import type { RouletteBet } from '../../../core/games/roulette';
import { postTransaction } from '../../ledger/ledger';
import { SANDBOX_PROVIDER } from '../../payments/sandbox';
import { dicePlay, roulettePlay, slotPlay, type Play } from '../../games/inhouse/plays';
import { insertPerBetRound, requestHash, type PerBetPlay } from '../../games/inhouse/rounds';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { payOrders } from '../schema-payments';
import { createRng, type Rng } from './random';

export const BOT_NICKS = ['lucasmota', 'marinasol', 'rafa777', 'anapaulab', 'kiko_bet'] as const;
export const BIG_WINS_PER_BRAND = 8;
export const MAX_ROUNDS_PER_BRAND = 160;
const DEPOSIT_MAJOR = 2_000;
/** One round every 97 s, ending just before the seed's clock. */
const ROUND_GAP_MS = 97_000;

export const botEmail = (brandId: string, nick: string) => `${nick}.${brandId}@bots.demo.placarbet.com.br`;

interface Bot {
  uid: number;
  nick: string;
  /** The bot's cash as the seed plays: a round it cannot pay is skipped (the ledger would refuse it). */
  cash: number;
}

/** One bot's bet: the game, the request as the route would receive it, the stake and the play. */
function nextBet(rng: Rng): { game: PerBetPlay['game']; request: unknown; amount: number; play: Play } {
  const roll = rng.next();
  if (roll < 0.55) {
    // Mostly long shots (10 % to win 9.9x), sometimes an even chance.
    const amount = rng.pick([200, 500, 1_000, 2_000]);
    const bet = rng.chance(0.8)
      ? { mode: 'under' as const, target: 1_000 }
      : { mode: 'over' as const, target: 4_999 };
    return { game: 'dice', request: { amount, ...bet }, amount, play: dicePlay(bet, amount) };
  }
  if (roll < 0.8) {
    const unit = rng.pick([100, 200, 500]);
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [rng.int(0, 36)], amount: unit },
      { kind: rng.pick(['red', 'black'] as const), numbers: [], amount: unit },
    ];
    return { game: 'roulette', request: { bets }, amount: unit * 2, play: roulettePlay(bets) };
  }
  const amount = FRUIT_FIESTA.lines.length * rng.pick([10, 20, 50]);
  return { game: 'slot', request: { amount }, amount, play: slotPlay(amount) };
}

async function seedBots(tx: Tx, brandId: string, currency: string, created: Date): Promise<Bot[]> {
  const bots: Bot[] = [];
  for (const nick of BOT_NICKS) {
    const [user] = await tx
      .insert(users)
      .values({ brandId, email: botEmail(brandId, nick), nick, emailVerifiedAt: created, createdAt: created })
      .returning({ id: users.id });
    if (!user) continue;
    const amount = DEPOSIT_MAJOR * 100;
    const orderNo = `PISEEDB${user.id}`;
    await tx.insert(payOrders).values({
      orderNo,
      uid: user.id,
      brandId,
      direction: 'payin',
      method: 'PIX',
      currency,
      amount,
      state: 'paid',
      payStatus: orderPayStatus('paid'),
      provider: SANDBOX_PROVIDER,
      idempotencyKey: `seed:bot-deposit:${user.id}`,
      requestHash: 'seed',
      createdAt: created,
      updatedAt: created,
      finishedAt: created,
    });
    await postTransaction(tx, {
      key: `payin:credit:${orderNo}`,
      kind: 'deposit',
      ref: orderNo,
      postings: [
        { account: { system: 'provider_clearing', currency }, amount: -amount },
        { account: { uid: user.id, kind: 'cash', currency }, amount },
      ],
      meta: { method: 'PIX', provider: SANDBOX_PROVIDER, seed: true },
    });
    bots.push({ uid: user.id, nick, cash: amount });
  }
  return bots;
}

export async function seedInhouseRounds(tx: Tx, now: number, seed: number): Promise<void> {
  for (const [index, brand] of BRANDS.entries()) {
    const [done] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, brand.id), eq(users.email, botEmail(brand.id, BOT_NICKS[0]))));
    if (done) continue;
    const start = now - (MAX_ROUNDS_PER_BRAND + 1) * ROUND_GAP_MS;
    const bots = await seedBots(tx, brand.id, brand.currency, new Date(start - 3_600_000));
    if (bots.length === 0) continue;
    const rng = createRng(seed + index * 7919);
    let bigWins = 0;
    for (let i = 0; i < MAX_ROUNDS_PER_BRAND && bigWins < BIG_WINS_PER_BRAND; i++) {
      const bot = rng.pick(bots);
      const bet = nextBet(rng);
      if (bet.amount > bot.cash) continue;
      const play: PerBetPlay = {
        uid: bot.uid,
        brandId: brand.id,
        currency: brand.currency,
        game: bet.game,
        key: `seed-bot-${i}`,
        request: bet.request,
        amount: bet.amount,
        play: bet.play,
      };
      const { row } = await insertPerBetRound(
        tx,
        play,
        requestHash(bet.game, bet.request),
        start + i * ROUND_GAP_MS,
      );
      bot.cash += row.payout - row.amount;
      if (row.bigWin) bigWins++;
    }
  }
}
