/**
 * Rounds of the per-bet games (dice, roulette, slot): one database transaction takes the player's next
 * nonce, computes the result from the HMAC blocks, writes the round row and posts the stake (player cash ->
 * house_games) and the payout (house_games -> player cash) to the ledger. Idempotent per (player, client
 * key): a retry, or a concurrent duplicate, answers the first round and moves nothing; the same key with a
 * different request is refused (3015). A stake above the cash balance rolls everything back (3001).
 */
import { productOfGame } from '../../../core/promotions/wagering';
import { recordWager } from '../../promotions/wagers';
import { refuseOverMaxStake } from '../../promotions/max-stake';
import { and, eq } from 'drizzle-orm';
import { DmError } from '../../../core/contract/errors';
import type { InhouseGameId, Round } from '../../../core/contract/schemas/inhouse';
import type { FairStream } from '../../../core/games/fair';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { crashGames } from '../../db/schema-inhouse';
import { inhouseRounds, inhouseSeeds } from '../../db/schema-inhouse';
import { ApiFailure } from '../../http/failure';
import { InsufficientFunds, insufficientBalanceFailure, isInsufficientBalance } from '../../ledger/errors';
import { playerBalance, postTransaction } from '../../ledger/ledger';
import {
  bonusStake,
  lockBonuses,
  payBack,
  postBonusStake,
  type BonusStake,
  type LockedBonuses,
} from '../../bets/bonus-stakes';
import type { LedgerTransactionInput } from '../../ledger/types';
import { rgGate } from '../../rg/gate';
import { betStream, sha256Hex } from './fair';
import { takeNonce, type SeedRow } from './seeds';

export type RoundRow = typeof inhouseRounds.$inferSelect;
export type CrashGameRow = typeof crashGames.$inferSelect;

/** A round pays at least this many times its stake to be a big win. */
export const BIG_WIN_FACTOR = 5;

export const isBigWin = (amount: number, payout: number): boolean =>
  payout > 0 && payout >= amount * BIG_WIN_FACTOR;

export const requestHash = (game: string, request: unknown): string =>
  sha256Hex(JSON.stringify([game, request]));

const idempotencyConflict = () =>
  new ApiFailure(400, DmError.IdempotencyConflict, 'This request key was already used for another bet.');

/** The contract's view of a round. Crash rounds take their fairness from the game's chain link. */
export function roundView(
  row: RoundRow,
  seed: Pick<SeedRow, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'revealedAt'> | null,
  crash: { game: CrashGameRow; salt: string } | null,
  now: number,
): Round {
  let fair = { server_seed_hash: '', server_seed: '', client_seed: '' };
  if (seed) {
    fair = {
      server_seed_hash: seed.serverSeedHash,
      server_seed: seed.revealedAt ? seed.serverSeed : '',
      client_seed: seed.clientSeed,
    };
  } else if (crash) {
    const over = now >= crash.game.crashMs;
    fair = {
      // The next link of the chain (the previous game's hash) commits to this game's hash.
      server_seed_hash: sha256Hex(crash.game.gameHash),
      server_seed: over ? crash.game.gameHash : '',
      client_seed: crash.salt,
    };
  }
  return {
    round_id: row.id,
    game_id: row.game as InhouseGameId,
    currency: row.currency,
    amount: row.amount,
    payout: row.payout,
    status: row.status,
    created_at: row.createdAt.getTime(),
    settled_at: row.settledAt ? row.settledAt.getTime() : 0,
    ...fair,
    nonce: row.nonce,
    result: row.result,
  };
}

/** A round's stake: player cash -> house_games. */
export const stakeMovement = (row: RoundRow): LedgerTransactionInput => ({
  key: `inhouse:stake:${row.id}`,
  kind: 'game_stake',
  ref: `inhouse:${row.id}`,
  postings: [
    { account: { uid: row.uid, kind: 'cash', currency: row.currency }, amount: -row.amount },
    { account: { system: 'house_games', currency: row.currency }, amount: row.amount },
  ],
  meta: { game: row.game },
});

/** A round's payout: house_games -> player cash (none for 0). */
export function payoutMovement(
  row: Pick<RoundRow, 'id' | 'uid' | 'currency' | 'game'>,
  payout: number,
): LedgerTransactionInput | null {
  if (payout <= 0) return null;
  return {
    key: `inhouse:payout:${row.id}`,
    kind: 'game_payout',
    ref: `inhouse:${row.id}`,
    postings: [
      { account: { system: 'house_games', currency: row.currency }, amount: -payout },
      { account: { uid: row.uid, kind: 'cash', currency: row.currency }, amount: payout },
    ],
    meta: { game: row.game },
  };
}

/**
 * Cash first, then bonus (issue #16): null when the player's cash covers the stake (a cash round, as
 * before); otherwise the player's unlocking bonus is locked (before any ledger account) and the stake split
 * (server/bets/bonus-stakes.ts), to be written on the round row (stakeBonus, bonusId) before postStake.
 * Throws the insufficient-balance failure when cash and bonus together do not cover it.
 */
export async function roundStakeSplit(
  tx: Tx,
  uid: number,
  currency: string,
  amount: number,
  now: number,
): Promise<BonusStake | null> {
  const cash = (await playerBalance(tx, uid, currency)).cash;
  if (cash >= amount) return null;
  return bonusStake(tx, uid, currency, amount, now);
}

/** The round row's columns of a split (none for a cash round). */
export const splitColumns = (s: BonusStake | null) =>
  s && s.split.bonus > 0 ? { stakeBonus: s.split.bonus, bonusId: s.bonus.id } : {};

/**
 * Posts a round's stake (with `split`, as roundStakeSplit divided it). Its payout, posted in the same database
 * transaction, goes to the same house_games row (the ledger's sticky shard), so a round locks the player's
 * row and one house row, in that order.
 */
export async function postStake(tx: Tx, row: RoundRow, split: BonusStake | null = null): Promise<void> {
  const cashOnly = stakeMovement(row);
  if (split && split.split.bonus > 0)
    await postBonusStake(tx, split, 'house_games', {
      key: cashOnly.key,
      kind: cashOnly.kind,
      ref: cashOnly.ref,
      meta: cashOnly.meta,
    });
  else await postTransaction(tx, cashOnly);
  // Wagering progress of the player's unlocking bonus (issue #16): every round's stake, by game.
  await recordWager(tx, {
    uid: row.uid,
    currency: row.currency,
    source: 'inhouse',
    ref: String(row.id),
    product: productOfGame(row.game),
    stake: row.amount,
    at: row.createdAt.getTime(),
  });
}

type PaidRound = Pick<RoundRow, 'id' | 'uid' | 'currency' | 'game' | 'amount' | 'stakeBonus' | 'bonusId'>;

/**
 * A round's payout divided as its stake was (server/bets/bonus-stakes.ts payBack): the bonus part to its
 * bonus (or cash once unlocked, promotions once expired). The round's bonus row must be in `bonuses`
 * (locked before any ledger account); null for 0.
 */
export async function splitPayoutMovement(
  tx: Tx,
  row: PaidRound,
  payout: number,
  bonuses: LockedBonuses,
): Promise<LedgerTransactionInput | null> {
  const cashOnly = payoutMovement(row, payout);
  if (!cashOnly || row.bonusId === null || row.stakeBonus === 0) return cashOnly;
  return payBack(
    tx,
    {
      uid: row.uid,
      currency: row.currency,
      stake: row.amount,
      stakeBonus: row.stakeBonus,
      bonusId: row.bonusId,
    },
    payout,
    bonuses,
    { key: cashOnly.key, kind: cashOnly.kind, ref: cashOnly.ref, meta: cashOnly.meta },
    'house_games',
  );
}

/** Posts a round's payout (nothing for 0); a round that took bonus money locks its bonus row first. */
export async function postPayout(tx: Tx, row: PaidRound, payout: number) {
  if (payout <= 0) return;
  const bonuses = row.stakeBonus > 0 ? await lockBonuses(tx, [row.bonusId]) : new Map();
  const movement = await splitPayoutMovement(tx, row, payout, bonuses);
  if (movement) await postTransaction(tx, movement);
}

class DuplicateKey extends Error {}

export async function findRoundByKey(db: DbOrTx, uid: number, key: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.uid, uid), eq(inhouseRounds.clientKey, key)));
  return row;
}

export async function seedOf(db: DbOrTx, seedId: number | null): Promise<SeedRow | null> {
  if (seedId === null) return null;
  const [seed] = await db.select().from(inhouseSeeds).where(eq(inhouseSeeds.id, seedId));
  return seed ?? null;
}

export interface PerBetPlay {
  uid: number;
  brandId: string;
  currency: string;
  game: Exclude<InhouseGameId, 'crash'>;
  key: string;
  /** The request as sent (for the idempotency check). */
  request: unknown;
  amount: number;
  /** The login session (the session-time limit counts from its start). */
  sessionId?: number;
  play: (stream: FairStream) => { result: unknown; payout: number };
}

/**
 * The round inside a transaction the caller owns: next nonce, result from the seeds, the row, stake and
 * payout in the ledger. playPerBet wraps it (idempotency, responsible-gaming gate); the demo seed's bot
 * rounds (db/seed/inhouse-rounds.ts) call it directly inside the seed transaction.
 */
export async function insertPerBetRound(
  tx: Tx,
  p: PerBetPlay,
  hash: string,
  now: number,
): Promise<{ row: RoundRow; seed: SeedRow & { used: number } }> {
  const seed = await takeNonce(tx, p.uid);
  const outcome = p.play(betStream(seed.serverSeed, seed.clientSeed, seed.used));
  // Cash first, then bonus: the split is written on the row, so it is taken before the insert.
  const split = await roundStakeSplit(tx, p.uid, p.currency, p.amount, now);
  const [row] = await tx
    .insert(inhouseRounds)
    .values({
      uid: p.uid,
      brandId: p.brandId,
      game: p.game,
      currency: p.currency,
      amount: p.amount,
      ...splitColumns(split),
      payout: outcome.payout,
      status: 'settled',
      clientKey: p.key,
      requestHash: hash,
      seedId: seed.id,
      nonce: seed.used,
      result: outcome.result,
      bigWin: isBigWin(p.amount, outcome.payout),
      createdAt: new Date(now),
      settledAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DuplicateKey();
  await postStake(tx, row, split);
  await postPayout(tx, row, outcome.payout);
  return { row, seed };
}

export async function playPerBet(db: Db, p: PerBetPlay, now: number): Promise<Round> {
  const hash = requestHash(p.game, p.request);
  const replay = async (row: RoundRow) => {
    if (row.requestHash !== hash) throw idempotencyConflict();
    return roundView(row, await seedOf(db, row.seedId), null, now);
  };
  const existing = await findRoundByKey(db, p.uid, p.key);
  if (existing) return replay(existing);
  // Responsible gaming (server/rg/gate.ts): exclusions, limits and the session time refuse the round.
  await rgGate(db, {
    uid: p.uid,
    brandId: p.brandId,
    action: 'game',
    amount: p.amount,
    currency: p.currency,
    now,
    sessionId: p.sessionId,
  });
  await refuseOverMaxStake(db, p.uid, p.currency, [p.amount]);
  try {
    return await db.transaction(async (tx) => {
      const { row, seed } = await insertPerBetRound(tx, p, hash, now);
      return roundView(row, seed, null, now);
    });
  } catch (err) {
    // The key's round exists: written by a concurrent request with the same key (a retry), which may also
    // have taken the money this one found missing. It answers that round.
    if (err instanceof DuplicateKey || isInsufficientBalance(err)) {
      const first = await findRoundByKey(db, p.uid, p.key);
      if (first) return replay(first);
    }
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
}
