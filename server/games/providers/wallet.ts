/**
 * The seamless wallet an external game provider calls (balance, debit, credit, rollback), independent of
 * any provider's wire format (adapters in this folder translate). Every call is one database transaction:
 * the round row is locked first, so calls on one round queue; the (platform, tx_id) row is the call's
 * idempotency record (a retry gets the first answer, a reused id with other details is refused); money
 * moves only through the ledger (player cash <-> game_provider) with keys
 * `game:debit|credit|rollback:<platform>:<txid>`, which are themselves idempotent.
 *
 * Bonus money (issue #16, server/promotions/README.md "Bonus money in stakes"): a debit cash does not cover
 * takes the rest from the player's unlocking bonus (its row locked FOR UPDATE after the round row and before
 * any ledger account); the debit records its `bonus_part`, the round its `debited_bonus` and `bonus_id`. A
 * credit is divided as the round's debits were (splitPayout; the bonus part where the bonus now says), a
 * rollback gives back its own debit's split, and `balance` answers cash + the unlocking bonus's balance.
 */
import { refuseOverMaxStake } from '../../promotions/max-stake';
import { bonusStake, lockBonuses, payBack, postBonusStake, stakeableBonus } from '../../bets/bonus-stakes';
import { and, eq } from 'drizzle-orm';
import { DmError } from '../../../core/contract/errors';
import type { Db, Tx } from '../../db/database';
import { gameRounds, gameWalletTxs } from '../../db/schema-games';
import { InsufficientFunds } from '../../ledger/errors';
import { playerBalance, postTransaction } from '../../ledger/ledger';
import { ApiFailure } from '../../http/failure';
import { rgGate } from '../../rg/gate';
import { readToken } from './tokens';

export type WalletErrorKind =
  | 'BAD_REQUEST'
  | 'INVALID_TOKEN'
  | 'INSUFFICIENT_FUNDS'
  | 'ROUND_CLOSED'
  | 'ROLLBACK_REFUSED'
  | 'PLAYER_RESTRICTED'
  | 'TX_CONFLICT';

const CODES: Record<WalletErrorKind, number> = {
  BAD_REQUEST: DmError.BadRequest,
  INVALID_TOKEN: DmError.GameWalletAuth,
  INSUFFICIENT_FUNDS: DmError.InsufficientBalance,
  ROUND_CLOSED: DmError.GameWalletRoundClosed,
  ROLLBACK_REFUSED: DmError.GameWalletRollbackRefused,
  PLAYER_RESTRICTED: DmError.RgExcluded,
  TX_CONFLICT: DmError.GameWalletTxConflict,
};

export class WalletError extends Error {
  readonly code: number;
  constructor(
    readonly kind: WalletErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
    this.code = CODES[kind];
  }
}

export interface BalanceCall {
  token: string;
}
export interface DebitCall {
  token: string;
  roundId: string;
  txId: string;
  gameId: string;
  amount: number;
}
export interface CreditCall {
  playerId: number;
  currency: string;
  roundId: string;
  txId: string;
  amount: number;
  /** The round ends with this credit (the default): no more debits or credits on it. */
  roundEnd: boolean;
}
export interface RollbackCall {
  playerId: number;
  currency: string;
  roundId: string;
  txId: string;
  /** The debit to give back. */
  refTxId: string;
}

export interface WalletAnswer {
  playerId: number;
  currency: string;
  /** What the player can stake after the call: cash + the unlocking bonus's balance, minor units. */
  balance: number;
  /** true when this call repeated an earlier one: nothing moved. */
  replay: boolean;
}

const amountOk = (n: number) => Number.isSafeInteger(n) && n >= 0;
const idOk = (s: string) => typeof s === 'string' && s.length > 0 && s.length <= 64;

export interface SeamlessWallet {
  balance(platform: string, call: BalanceCall): Promise<WalletAnswer>;
  debit(platform: string, call: DebitCall): Promise<WalletAnswer>;
  credit(platform: string, call: CreditCall): Promise<WalletAnswer>;
  rollback(platform: string, call: RollbackCall): Promise<WalletAnswer>;
}

export function createSeamlessWallet(db: Db, now: () => number): SeamlessWallet {
  /** The stakeable balance: cash, plus the unlocking bonus's current balance (a debit may take both). */
  async function cash(tx: Tx | Db, uid: number, currency: string) {
    const bonus = await stakeableBonus(tx, uid, currency, now());
    return (await playerBalance(tx, uid, currency)).cash + (bonus?.balance ?? 0);
  }

  async function lockRound(tx: Tx, platform: string, roundId: string) {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.platform, platform), eq(gameRounds.roundId, roundId)))
      .for('update');
    return round;
  }

  async function priorTx(tx: Tx, platform: string, txId: string) {
    const [row] = await tx
      .select()
      .from(gameWalletTxs)
      .where(and(eq(gameWalletTxs.platform, platform), eq(gameWalletTxs.txId, txId)));
    return row;
  }

  /** Runs `work` in a transaction; a ledger refusal becomes INSUFFICIENT_FUNDS after the rollback. */
  async function run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (
        err instanceof InsufficientFunds ||
        (err instanceof ApiFailure && err.dmError === DmError.InsufficientBalance)
      )
        throw new WalletError('INSUFFICIENT_FUNDS', 'The player balance is not enough for this debit.');
      throw err;
    }
  }

  return {
    async balance(platform, call) {
      const session = await readToken(db, call.token, platform, now());
      if (!session) throw new WalletError('INVALID_TOKEN', 'Unknown or expired token.');
      return {
        playerId: session.uid,
        currency: session.currency,
        balance: await cash(db, session.uid, session.currency),
        replay: false,
      };
    },

    async debit(platform, call) {
      if (!idOk(call.roundId) || !idOk(call.txId) || !amountOk(call.amount))
        throw new WalletError(
          'BAD_REQUEST',
          'round_id, tx_id and a non-negative integer amount are required.',
        );
      const session = await readToken(db, call.token, platform, now());
      if (!session) throw new WalletError('INVALID_TOKEN', 'Unknown or expired token.');
      const { uid, currency } = session;
      return run(async (tx) => {
        await tx
          .insert(gameRounds)
          .values({ platform, roundId: call.roundId, uid, currency, gameId: call.gameId, status: 'open' })
          .onConflictDoNothing();
        const round = (await lockRound(tx, platform, call.roundId))!;
        const prior = await priorTx(tx, platform, call.txId);
        if (prior) {
          if (
            prior.kind !== 'debit' ||
            prior.roundId !== call.roundId ||
            prior.amount !== call.amount ||
            prior.uid !== uid
          )
            throw new WalletError('TX_CONFLICT', 'This tx_id was used for another call.');
          return { playerId: uid, currency, balance: await cash(tx, uid, currency), replay: true };
        }
        if (round.uid !== uid || round.currency !== currency)
          throw new WalletError('TX_CONFLICT', 'This round belongs to another player or currency.');
        if (round.status !== 'open') throw new WalletError('ROUND_CLOSED', 'The round is already closed.');
        let ledgerTxId: number | null = null;
        let bonusPart = 0;
        let bonusId: number | null = null;
        if (call.amount > 0) {
          // Responsible gaming (server/rg/gate.ts): limits and exclusions refuse the stake.
          await rgGate(tx, {
            uid,
            action: 'game',
            amount: call.amount,
            currency,
            now: now(),
          }).catch((err: unknown) => {
            if (err instanceof ApiFailure) throw new WalletError('PLAYER_RESTRICTED', err.message);
            throw err;
          });
          // The active bonus's maximum stake (promotions/max-stake.ts), as the provider's refusal.
          await refuseOverMaxStake(tx, uid, currency, [call.amount]).catch((err: unknown) => {
            if (err instanceof ApiFailure) throw new WalletError('PLAYER_RESTRICTED', err.message);
            throw err;
          });
          const movement = {
            key: `game:debit:${platform}:${call.txId}`,
            kind: 'game_debit',
            ref: `${platform}:${call.roundId}`,
            meta: { platform, game_id: call.gameId, round_id: call.roundId },
          };
          const cashHeld = (await playerBalance(tx, uid, currency)).cash;
          if (cashHeld >= call.amount) {
            const posted = await postTransaction(tx, {
              ...movement,
              postings: [
                { account: { uid, kind: 'cash', currency }, amount: -call.amount },
                { account: { system: 'game_provider', currency }, amount: call.amount },
              ],
            });
            ledgerTxId = posted.id;
          } else {
            // Cash first, then the unlocking bonus (its row locked before any ledger account). One round's
            // bonus money is one bonus's: a round funded by another bonus takes cash only.
            const s = await bonusStake(tx, uid, currency, call.amount, now());
            if (round.bonusId !== null && round.bonusId !== s.bonus.id)
              throw new WalletError('INSUFFICIENT_FUNDS', 'The player balance is not enough for this debit.');
            ledgerTxId = await postBonusStake(tx, s, 'game_provider', movement);
            bonusPart = s.split.bonus;
            bonusId = s.bonus.id;
          }
        }
        await tx.insert(gameWalletTxs).values({
          platform,
          txId: call.txId,
          roundId: call.roundId,
          uid,
          currency,
          kind: 'debit',
          amount: call.amount,
          bonusPart,
          ledgerTxId,
        });
        await tx
          .update(gameRounds)
          .set({
            debited: round.debited + call.amount,
            ...(bonusPart > 0 ? { debitedBonus: round.debitedBonus + bonusPart, bonusId } : {}),
            updatedAt: new Date(now()),
          })
          .where(and(eq(gameRounds.platform, platform), eq(gameRounds.roundId, call.roundId)));
        return { playerId: uid, currency, balance: await cash(tx, uid, currency), replay: false };
      });
    },

    async credit(platform, call) {
      if (!idOk(call.roundId) || !idOk(call.txId) || !amountOk(call.amount))
        throw new WalletError(
          'BAD_REQUEST',
          'round_id, tx_id and a non-negative integer amount are required.',
        );
      return run(async (tx) => {
        const round = await lockRound(tx, platform, call.roundId);
        if (!round) throw new WalletError('ROUND_CLOSED', 'No such round: credit refused.');
        const { uid, currency } = round;
        if (uid !== call.playerId || currency !== call.currency.toUpperCase())
          throw new WalletError('TX_CONFLICT', 'This round belongs to another player or currency.');
        const prior = await priorTx(tx, platform, call.txId);
        if (prior) {
          if (prior.kind !== 'credit' || prior.roundId !== call.roundId || prior.amount !== call.amount)
            throw new WalletError('TX_CONFLICT', 'This tx_id was used for another call.');
          return { playerId: uid, currency, balance: await cash(tx, uid, currency), replay: true };
        }
        if (round.status !== 'open') throw new WalletError('ROUND_CLOSED', 'The round is already closed.');
        let ledgerTxId: number | null = null;
        if (call.amount > 0) {
          // Divided as the round's debits were (cash part rounded down), the bonus part where its bonus
          // now says (payBack); the bonus row locked before the ledger accounts.
          const bonuses = round.debitedBonus > 0 ? await lockBonuses(tx, [round.bonusId]) : new Map();
          const movement = (await payBack(
            tx,
            { uid, currency, stake: round.debited, stakeBonus: round.debitedBonus, bonusId: round.bonusId },
            call.amount,
            bonuses,
            {
              key: `game:credit:${platform}:${call.txId}`,
              kind: 'game_credit',
              ref: `${platform}:${call.roundId}`,
              meta: { platform, game_id: round.gameId, round_id: call.roundId },
            },
            'game_provider',
          ))!;
          const posted = await postTransaction(tx, movement);
          ledgerTxId = posted.id;
        }
        await tx.insert(gameWalletTxs).values({
          platform,
          txId: call.txId,
          roundId: call.roundId,
          uid,
          currency,
          kind: 'credit',
          amount: call.amount,
          ledgerTxId,
        });
        await tx
          .update(gameRounds)
          .set({
            credited: round.credited + call.amount,
            status: call.roundEnd ? 'settled' : 'open',
            updatedAt: new Date(now()),
          })
          .where(and(eq(gameRounds.platform, platform), eq(gameRounds.roundId, call.roundId)));
        return { playerId: uid, currency, balance: await cash(tx, uid, currency), replay: false };
      });
    },

    async rollback(platform, call) {
      if (!idOk(call.roundId) || !idOk(call.txId) || !idOk(call.refTxId))
        throw new WalletError('BAD_REQUEST', 'round_id, tx_id and ref_tx_id are required.');
      return run(async (tx) => {
        const round = await lockRound(tx, platform, call.roundId);
        const prior = await priorTx(tx, platform, call.txId);
        if (prior) {
          if (prior.kind !== 'rollback' || prior.refTxId !== call.refTxId || prior.roundId !== call.roundId)
            throw new WalletError('TX_CONFLICT', 'This tx_id was used for another call.');
          return {
            playerId: prior.uid,
            currency: prior.currency,
            balance: await cash(tx, prior.uid, prior.currency),
            replay: true,
          };
        }
        const debit = await priorTx(tx, platform, call.refTxId);
        if (!round || !debit || debit.kind !== 'debit' || debit.roundId !== call.roundId)
          throw new WalletError('ROLLBACK_REFUSED', 'No such debit in this round: rollback refused.');
        const { uid, currency } = debit;
        if (uid !== call.playerId || currency !== call.currency.toUpperCase())
          throw new WalletError('TX_CONFLICT', 'This debit belongs to another player or currency.');
        if (round.status === 'settled')
          throw new WalletError('ROLLBACK_REFUSED', 'The round is already settled: rollback refused.');
        // The same debit given back by an earlier rollback (another tx id): nothing more to give.
        const amount = debit.rolledBack ? 0 : debit.amount;
        let ledgerTxId: number | null = null;
        // Its own debit's split, exactly (splitPayout of the stake itself); the bonus part where its bonus
        // now says.
        const bonusPart = debit.rolledBack ? 0 : debit.bonusPart;
        if (amount > 0) {
          const bonuses = bonusPart > 0 ? await lockBonuses(tx, [round.bonusId]) : new Map();
          const movement = (await payBack(
            tx,
            {
              uid,
              currency,
              stake: amount,
              stakeBonus: bonusPart,
              bonusId: bonusPart > 0 ? round.bonusId : null,
            },
            amount,
            bonuses,
            {
              key: `game:rollback:${platform}:${call.refTxId}`,
              kind: 'game_rollback',
              ref: `${platform}:${call.roundId}`,
              meta: { platform, game_id: round.gameId, round_id: call.roundId, tx_id: call.txId },
            },
            'game_provider',
          ))!;
          const posted = await postTransaction(tx, movement);
          ledgerTxId = posted.id;
        }
        await tx
          .update(gameWalletTxs)
          .set({ rolledBack: true })
          .where(and(eq(gameWalletTxs.platform, platform), eq(gameWalletTxs.txId, call.refTxId)));
        await tx.insert(gameWalletTxs).values({
          platform,
          txId: call.txId,
          roundId: call.roundId,
          uid,
          currency,
          kind: 'rollback',
          amount,
          bonusPart,
          refTxId: call.refTxId,
          ledgerTxId,
        });
        await tx
          .update(gameRounds)
          .set({
            debited: round.debited - amount,
            debitedBonus: round.debitedBonus - bonusPart,
            status: 'rolled_back',
            updatedAt: new Date(now()),
          })
          .where(and(eq(gameRounds.platform, platform), eq(gameRounds.roundId, call.roundId)));
        return { playerId: uid, currency, balance: await cash(tx, uid, currency), replay: false };
      });
    },
  };
}
