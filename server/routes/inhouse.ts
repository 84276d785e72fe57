/**
 * In-house provably-fair games (issue #7): seeds, dice, roulette, slot, the crash table, game history and
 * big wins. Every play needs a session (604); money moves in the round's transaction (games/inhouse/).
 */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { diceWinCount } from '../../core/games/dice';
import { coveredNumbers } from '../../core/games/roulette';
import { FRUIT_FIESTA } from '../../core/games/slot';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { createCrashTable } from '../games/inhouse/crash';
import { betList, bigWins, roundOf } from '../games/inhouse/history';
import { playPerBet } from '../games/inhouse/rounds';
import { dicePlay, roulettePlay, slotPlay } from '../games/inhouse/plays';
import { rotateSeed, seedsInfo, setClientSeed } from '../games/inhouse/seeds';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import type { RequestContext } from '../http/context';
import { ApiFailure } from '../http/failure';

const badBet = (message: string) => new ApiFailure(400, DmError.InhouseBadBet, message);

/** The round's currency: one the brand serves (a named other one is refused: 3006). */
const currencyOf = (ctx: RequestContext): string => moneyCurrency(ctx);

export function registerInhouseRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const crash = createCrashTable(db, { now });

  registerEndpoint(app, 'inhouseSeeds', async ({ ctx }) => seedsInfo(db, requireUser(ctx).uid));

  registerEndpoint(app, 'inhouseClientSeedSet', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await setClientSeed(db, uid, input.client_seed);
    return seedsInfo(db, uid);
  });

  registerEndpoint(app, 'inhouseSeedRotate', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const revealed = await db.transaction((tx) => rotateSeed(tx, uid, now(), input.client_seed));
    return { ...(await seedsInfo(db, uid)), revealed };
  });

  registerEndpoint(app, 'inhouseDicePlay', async ({ ctx, input }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    const bet = { mode: input.mode, target: input.target };
    const count = diceWinCount(bet);
    if (count === null) throw badBet('The win chance must be between 1% and 95%.');
    return playPerBet(
      db,
      {
        uid,
        sessionId,
        brandId: ctx.brand.id,
        currency: currencyOf(ctx),
        game: 'dice',
        key: input.key,
        request: input,
        amount: input.amount,
        play: dicePlay(bet, input.amount),
      },
      now(),
    );
  });

  registerEndpoint(app, 'inhouseRoulettePlay', async ({ ctx, input }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    for (const bet of input.bets) {
      if (!coveredNumbers(bet)) throw badBet(`This ${bet.kind} bet does not name valid numbers.`);
    }
    const amount = input.bets.reduce((sum, b) => sum + b.amount, 0);
    if (!Number.isSafeInteger(amount) || amount > 1_000_000_000)
      throw badBet('The total stake is too large.');
    return playPerBet(
      db,
      {
        uid,
        sessionId,
        brandId: ctx.brand.id,
        currency: currencyOf(ctx),
        game: 'roulette',
        key: input.key,
        request: input,
        amount,
        play: roulettePlay(input.bets),
      },
      now(),
    );
  });

  registerEndpoint(app, 'inhouseSlotSpin', async ({ ctx, input }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    const lines = FRUIT_FIESTA.lines.length;
    if (input.amount % lines !== 0)
      throw badBet(`The total bet must be a multiple of ${lines} (one per line).`);
    return playPerBet(
      db,
      {
        uid,
        sessionId,
        brandId: ctx.brand.id,
        currency: currencyOf(ctx),
        game: 'slot',
        key: input.key,
        request: input,
        amount: input.amount,
        play: slotPlay(input.amount),
      },
      now(),
    );
  });

  registerEndpoint(app, 'inhouseCrashState', async ({ ctx }) =>
    crash.state(ctx.session?.uid ?? null, ctx.brand.id),
  );

  registerEndpoint(app, 'inhouseCrashBet', async ({ ctx, input }) => {
    const { uid, id: sessionId } = requireUser(ctx);
    return crash.placeBet({
      uid,
      sessionId,
      brandId: ctx.brand.id,
      currency: currencyOf(ctx),
      key: input.key,
      amount: input.amount,
      autoCashout: input.auto_cashout,
    });
  });

  registerEndpoint(app, 'inhouseCrashCashout', async ({ ctx, input }) =>
    crash.cashOut(requireUser(ctx).uid, input.round_id),
  );

  registerEndpoint(app, 'gameBetList', async ({ ctx, input }) =>
    betList(db, requireUser(ctx).uid, input, now()),
  );

  registerEndpoint(app, 'gameBetRewardInfo', async ({ ctx, input }) => {
    const round = await roundOf(db, requireUser(ctx).uid, input.round_id, now());
    if (!round) throw new ApiFailure(404, DmError.InhouseRoundNotFound, 'No such round.');
    return round;
  });

  registerEndpoint(app, 'bigWinList', async ({ ctx }) => ({
    list: await bigWins(db, ctx.brand.id, { order: 'latest', limit: 20 }),
  }));

  registerEndpoint(app, 'bigWinAll', async ({ ctx, input }) => ({
    list: await bigWins(db, ctx.brand.id, {
      order: 'biggest',
      game: input.game_id,
      limit: input.page_size ?? 50,
    }),
  }));
}
