/**
 * The crash table: one game at a time on the server clock. A background loop (crash-loop.ts, on the leader
 * node only) opens the next game after the pause and settles bets; bets and cash-outs are requests on any
 * node, decided by that node's clock against the game's stored times:
 *   betting  [bettingStartMs, runningMs)      bets accepted
 *   running  [runningMs, crashMs)             cash-outs accepted, multiplier = multiplierAt(now − runningMs)
 *   crashed  [crashMs, crashMs + pause)       open bets lose; then the next game
 * The crash point is fixed when the game is created (from the chain) and sent to nobody until crashMs.
 */
import { refuseOverMaxStake } from '../../promotions/max-stake';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DmError } from '../../../core/contract/errors';
import type { CrashState, Round } from '../../../core/contract/schemas/inhouse';
import {
  CRASH_BETTING_MS,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  CRASH_PAUSE_MS,
  crashPayout,
  crashTimeMs,
  multiplierAt,
} from '../../../core/games/crash';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { users } from '../../db/schema-accounts';
import { crashGames, inhouseRounds } from '../../db/schema-inhouse';
import { ApiFailure } from '../../http/failure';
import { InsufficientFunds, insufficientBalanceFailure, isInsufficientBalance } from '../../ledger/errors';
import { postTransaction, postTransactions } from '../../ledger/ledger';
import { lockBonuses, type LockedBonuses } from '../../bets/bonus-stakes';
import type { LedgerTransactionInput } from '../../ledger/types';
import { rgGate } from '../../rg/gate';
import { chainById, crashPointOf, DEFAULT_CHAIN_LENGTH, gameHashAt, maskNick, newChain } from './crash-chain';
import {
  findRoundByKey,
  isBigWin,
  postStake,
  roundStakeSplit,
  splitColumns,
  splitPayoutMovement,
  requestHash,
  roundView,
  type CrashGameRow,
  type RoundRow,
} from './rounds';

const fail = (code: number, message: string) => new ApiFailure(400, code, message);

export async function latestGame(db: DbOrTx): Promise<CrashGameRow | undefined> {
  const [row] = await db.select().from(crashGames).orderBy(desc(crashGames.id)).limit(1);
  return row;
}

/**
 * Pays a cash-out at `multiplier` if the bet is still open (exactly once: the UPDATE is conditional). With
 * `payouts`, the payout is added there for the caller to post with the others (the tick pays several
 * players: ledger postTransactions locks them in the global order); without, it is posted at once.
 */
async function settleCashout(
  tx: Tx,
  round: RoundRow,
  multiplier: number,
  now: number,
  /** The round's bonus row, locked before the round (server/bets/bonus-stakes.ts lock order). */
  bonuses: LockedBonuses,
  payouts?: LedgerTransactionInput[],
): Promise<RoundRow | null> {
  const payout = crashPayout(round.amount, multiplier);
  const [row] = await tx
    .update(inhouseRounds)
    .set({
      status: 'settled',
      payout,
      cashout: multiplier,
      settledAt: new Date(now),
      bigWin: isBigWin(round.amount, payout),
      result: sql`${inhouseRounds.result} || ${JSON.stringify({ cashout: multiplier })}::jsonb`,
    })
    .where(and(eq(inhouseRounds.id, round.id), eq(inhouseRounds.status, 'open')))
    .returning();
  if (!row) return null;
  // Divided as the stake was (cash first, then bonus: the bonus part back to its bonus).
  const movement = await splitPayoutMovement(tx, row, payout, bonuses);
  if (movement && payouts) payouts.push(movement);
  else if (movement) await postTransaction(tx, movement);
  return row;
}

export interface CrashTableOptions {
  now: () => number;
  chainLength?: number;
}

export interface CrashTickResult {
  opened: number | null;
  cashedOut: number;
  lost: number;
}

export function createCrashTable(db: Db, options: CrashTableOptions) {
  const { now } = options;
  const chainLength = options.chainLength ?? DEFAULT_CHAIN_LENGTH;
  const salts = new Map<number, string>();
  const saltOf = async (db2: DbOrTx, chainId: number) => {
    let salt = salts.get(chainId);
    if (salt === undefined) {
      salt = (await chainById(db2, chainId)).salt;
      salts.set(chainId, salt);
    }
    return salt;
  };

  /** Settles what is due at `at` and opens the next game after the pause. One transaction. */
  async function tick(at = now()): Promise<CrashTickResult> {
    return db.transaction(async (tx) => {
      const out: CrashTickResult = { opened: null, cashedOut: 0, lost: 0 };
      const payouts: LedgerTransactionInput[] = [];
      const unsettled = await tx
        .select()
        .from(crashGames)
        .where(and(eq(crashGames.settled, false), lte(crashGames.runningMs, at)))
        .orderBy(asc(crashGames.id));
      // Lock order: the bonus rows of the open bets that took bonus money (sorted), then the rounds, then
      // the ledger (as a player's cash-out: its bonus row, its round, the ledger).
      const bonuses = unsettled.length
        ? await lockBonuses(
            tx,
            (
              await tx
                .select({ bonusId: inhouseRounds.bonusId })
                .from(inhouseRounds)
                .where(
                  and(
                    inArray(
                      inhouseRounds.crashGameId,
                      unsettled.map((g) => g.id),
                    ),
                    eq(inhouseRounds.status, 'open'),
                    gt(inhouseRounds.stakeBonus, 0),
                  ),
                )
            ).map((r) => r.bonusId),
          )
        : new Map();
      for (const game of unsettled) {
        const over = at >= game.crashMs;
        const reached = over ? game.crashPoint : Math.min(multiplierAt(at - game.runningMs), game.crashPoint);
        const due = await tx
          .select()
          .from(inhouseRounds)
          .where(
            and(
              eq(inhouseRounds.crashGameId, game.id),
              eq(inhouseRounds.status, 'open'),
              gt(inhouseRounds.autoCashout, 0),
              lte(inhouseRounds.autoCashout, reached),
            ),
          );
        for (const round of due)
          if (await settleCashout(tx, round, round.autoCashout, at, bonuses, payouts)) out.cashedOut++;
        if (over) {
          const lost = await tx
            .update(inhouseRounds)
            .set({ status: 'settled', payout: 0, settledAt: new Date(game.crashMs) })
            .where(and(eq(inhouseRounds.crashGameId, game.id), eq(inhouseRounds.status, 'open')))
            .returning({ id: inhouseRounds.id });
          out.lost += lost.length;
          await tx.update(crashGames).set({ settled: true }).where(eq(crashGames.id, game.id));
        }
      }
      await postTransactions(tx, payouts);
      const last = await latestGame(tx);
      if (!last || at >= last.crashMs + CRASH_PAUSE_MS) {
        let chain = last ? await chainById(tx, last.chainId) : null;
        let index = last ? last.chainIndex + 1 : 1;
        if (!chain || index > chain.length - 1) {
          chain = await newChain(tx, chainLength);
          index = 1;
        }
        const gameHash = gameHashAt(chain, index);
        const crashPoint = crashPointOf(gameHash, chain.salt);
        const bettingStartMs = last ? Math.max(at, last.crashMs + CRASH_PAUSE_MS) : at;
        const runningMs = bettingStartMs + CRASH_BETTING_MS;
        const [game] = await tx
          .insert(crashGames)
          .values({
            chainId: chain.id,
            chainIndex: index,
            gameHash,
            crashPoint,
            bettingStartMs,
            runningMs,
            crashMs: runningMs + crashTimeMs(crashPoint),
          })
          .onConflictDoNothing()
          .returning({ id: crashGames.id });
        out.opened = game?.id ?? null;
      }
      return out;
    });
  }

  async function view(row: RoundRow, at: number): Promise<Round> {
    const [game] = await db.select().from(crashGames).where(eq(crashGames.id, row.crashGameId!));
    if (!game) return roundView(row, null, null, at);
    return roundView(row, null, { game, salt: await saltOf(db, game.chainId) }, at);
  }

  async function placeBet(input: {
    uid: number;
    brandId: string;
    currency: string;
    key: string;
    amount: number;
    autoCashout: number;
    sessionId?: number;
  }): Promise<Round> {
    const at = now();
    const request = { amount: input.amount, auto_cashout: input.autoCashout };
    const hash = requestHash('crash', request);
    const replay = async (row: RoundRow) => {
      if (row.requestHash !== hash) {
        throw fail(DmError.IdempotencyConflict, 'This request key was already used for another bet.');
      }
      return view(row, at);
    };
    if (
      input.autoCashout !== 0 &&
      (input.autoCashout < CRASH_MIN_TARGET || input.autoCashout > CRASH_MAX_TARGET)
    )
      throw fail(DmError.InhouseBadBet, 'The auto cash-out must be between 1.01x and 1000x');
    const existing = await findRoundByKey(db, input.uid, input.key);
    if (existing) return replay(existing);
    await rgGate(db, {
      uid: input.uid,
      brandId: input.brandId,
      action: 'game',
      amount: input.amount,
      currency: input.currency,
      now: at,
      sessionId: input.sessionId,
    });
    await refuseOverMaxStake(db, input.uid, input.currency, [input.amount]);
    try {
      const row = await db.transaction(async (tx) => {
        const game = await latestGame(tx);
        if (!game || at < game.bettingStartMs || at >= game.runningMs)
          throw fail(
            DmError.CrashNotBetting,
            'Bets are taken before the round starts. Wait for the next round.',
          );
        // Cash first, then bonus: the split is written on the row, so it is taken before the insert.
        const split = await roundStakeSplit(tx, input.uid, input.currency, input.amount, at);
        const [inserted] = await tx
          .insert(inhouseRounds)
          .values({
            uid: input.uid,
            brandId: input.brandId,
            game: 'crash',
            currency: input.currency,
            amount: input.amount,
            ...splitColumns(split),
            status: 'open',
            clientKey: input.key,
            requestHash: hash,
            nonce: game.chainIndex,
            crashGameId: game.id,
            autoCashout: input.autoCashout,
            result: { game_id: game.id, auto_cashout: input.autoCashout, cashout: 0 },
            createdAt: new Date(at),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return null;
        await postStake(tx, inserted, split);
        return inserted;
      });
      if (row) return view(row, at);
    } catch (err) {
      if (!isInsufficientBalance(err)) throw err;
      // A concurrent request with the same key (a retry) took the money first: it answers that bet, not
      // "balance not enough" for a bet that went through.
      const taken = await findRoundByKey(db, input.uid, input.key);
      if (taken) return replay(taken);
      throw err instanceof InsufficientFunds ? insufficientBalanceFailure() : err;
    }
    const first = await findRoundByKey(db, input.uid, input.key);
    if (first) return replay(first);
    throw fail(DmError.CrashAlreadyBet, 'You already have a bet in this round.');
  }

  async function cashOut(uid: number, roundId: number): Promise<Round> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(inhouseRounds)
        .where(
          and(eq(inhouseRounds.id, roundId), eq(inhouseRounds.uid, uid), eq(inhouseRounds.game, 'crash')),
        );
      if (!round) throw fail(DmError.InhouseRoundNotFound, 'No such round.');
      // A repeated cash-out of a bet already cashed out answers the same result.
      if (round.status !== 'open') {
        if (round.cashout > 0) return round;
        throw fail(DmError.CrashBusted, 'Too late: the round crashed.');
      }
      const [game] = await tx.select().from(crashGames).where(eq(crashGames.id, round.crashGameId!));
      if (!game || at < game.runningMs) throw fail(DmError.CrashNotRunning, 'The round has not started yet.');
      if (at >= game.crashMs) throw fail(DmError.CrashBusted, 'Too late: the round crashed.');
      let multiplier = multiplierAt(at - game.runningMs);
      if (round.autoCashout > 0 && round.autoCashout <= multiplier) multiplier = round.autoCashout;
      // Its bonus row before the round's update (the tick's lock order).
      const bonuses = await lockBonuses(tx, [round.bonusId]);
      const settled = await settleCashout(tx, round, multiplier, at, bonuses);
      if (settled) return settled;
      const [again] = await tx.select().from(inhouseRounds).where(eq(inhouseRounds.id, round.id));
      if (again && again.cashout > 0) return again;
      throw fail(DmError.CrashBusted, 'Too late: the round crashed.');
    });
    return view(row, at);
  }

  async function state(uid: number | null, brandId: string): Promise<CrashState> {
    const at = now();
    const game = await latestGame(db);
    if (!game) throw fail(DmError.CrashNotRunning, 'The crash table is opening. Try again in a moment.');
    const salt = await saltOf(db, game.chainId);
    const chain = await chainById(db, game.chainId);
    const phase = at < game.runningMs ? 'betting' : at < game.crashMs ? 'running' : 'crashed';
    const bets = await db
      .select({
        nick: users.nick,
        amount: inhouseRounds.amount,
        cashout: inhouseRounds.cashout,
        payout: inhouseRounds.payout,
        uid: inhouseRounds.uid,
        id: inhouseRounds.id,
      })
      .from(inhouseRounds)
      .innerJoin(users, eq(users.id, inhouseRounds.uid))
      .where(and(eq(inhouseRounds.crashGameId, game.id), eq(inhouseRounds.brandId, brandId)))
      .orderBy(desc(inhouseRounds.amount))
      .limit(50);
    let myBet: Round | null = null;
    if (uid !== null) {
      const [row] = await db
        .select()
        .from(inhouseRounds)
        .where(and(eq(inhouseRounds.crashGameId, game.id), eq(inhouseRounds.uid, uid)));
      if (row) myBet = roundView(row, null, { game, salt }, at);
    }
    const history = await db
      .select({ id: crashGames.id, crashPoint: crashGames.crashPoint, gameHash: crashGames.gameHash })
      .from(crashGames)
      .where(lte(crashGames.crashMs, at))
      .orderBy(desc(crashGames.id))
      .limit(12);
    const crashed = phase === 'crashed';
    return {
      game_id: game.id,
      phase,
      server_time: at,
      betting_ends_at: game.runningMs,
      running_since: game.runningMs,
      next_round_at: game.crashMs + CRASH_PAUSE_MS,
      multiplier: phase === 'running' ? multiplierAt(at - game.runningMs) : crashed ? game.crashPoint : 100,
      crash_point: crashed ? game.crashPoint : 0,
      game_hash: crashed ? game.gameHash : '',
      terminal_hash: chain.terminalHash,
      salt,
      bets: bets.map((b) => ({
        nick: b.uid === uid ? b.nick : maskNick(b.nick),
        amount: b.amount,
        cashout: b.cashout,
        payout: b.payout,
      })),
      my_bet: myBet,
      history: history.map((h) => ({ game_id: h.id, crash_point: h.crashPoint, game_hash: h.gameHash })),
    };
  }

  return { tick, placeBet, cashOut, state, view };
}

export type CrashTable = ReturnType<typeof createCrashTable>;
