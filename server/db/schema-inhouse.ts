/**
 * In-house provably-fair games (issue #7): the players' seed pairs, every round played (seeds, nonce, bet,
 * result, payout), and the crash table's hash chains and games. Money moves only through the ledger, in the
 * same transaction as the round row (keys `inhouse:stake:<round>` and `inhouse:payout:<round>`).
 * Re-exported from schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's seed pair. One active pair per player (revealed_at null); the server seed is shown only as its
 * SHA-256 until the pair is rotated, then it is revealed (and the row kept, so old rounds stay verifiable).
 */
export const inhouseSeeds = pgTable(
  'inhouse_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 64 hex characters; the HMAC key is this text. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 (hex) of the server seed text. */
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next bet. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    revealedAt: ts('revealed_at'),
  },
  (t) => [
    uniqueIndex('inhouse_seeds_active')
      .on(t.uid)
      .where(sql`${t.revealedAt} is null`),
    index('inhouse_seeds_uid').on(t.uid, t.id),
  ],
);

/** One round: a dice roll, a roulette spin, a slot spin with its free spins, or a crash bet. */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    /** 'crash' | 'slot' | 'dice' | 'roulette' */
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The part of the stake that was bonus money (issue #16: cash first, then bonus) of the bonus `bonus_id`
     * (null and 0: all cash); the payout is split the same way (server/bets/bonus-stakes.ts).
     */
    stakeBonus: bigint('stake_bonus', { mode: 'number' }).notNull().default(0),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** 'open' (a crash bet in play) or 'settled'. */
    status: text('status').notNull(),
    /** The client's idempotency key, and a digest of the request it came with. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The seed pair (per-bet games); null for crash, whose fairness is the game's chain hash. */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => inhouseSeeds.id),
    nonce: integer('nonce').notNull().default(0),
    crashGameId: bigint('crash_game_id', { mode: 'number' }),
    /** Crash: auto cash-out target in hundredths (0 none) and the multiplier cashed out at (0 none). */
    autoCashout: integer('auto_cashout').notNull().default(0),
    cashout: integer('cashout').notNull().default(0),
    result: jsonb('result').notNull(),
    /** payout ≥ 5 × amount: listed by big_win. */
    bigWin: boolean('big_win').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('inhouse_rounds_key').on(t.uid, t.clientKey),
    index('inhouse_rounds_uid').on(t.uid, t.id),
    uniqueIndex('inhouse_rounds_crash_one')
      .on(t.crashGameId, t.uid)
      .where(sql`${t.crashGameId} is not null`),
    index('inhouse_rounds_crash_open')
      .on(t.crashGameId)
      .where(sql`${t.status} = 'open'`),
    index('inhouse_rounds_big_win')
      .on(t.brandId, t.id)
      .where(sql`${t.bigWin}`),
  ],
);

/**
 * A crash hash chain: `seed` is secret; hash[i+1] = SHA-256(hash[i] hex), the terminal hash (the last) is
 * public from the start; games use the chain from the end backwards.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  seed: text('seed').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One crash game. Times are Unix ms of the server clock; the crash point is kept secret until crash_at. */
export const crashGames = pgTable(
  'crash_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    /** 1 for the first game of the chain (the link just before the terminal hash). */
    chainIndex: integer('chain_index').notNull(),
    gameHash: text('game_hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    bettingStartMs: bigint('betting_start_ms', { mode: 'number' }).notNull(),
    runningMs: bigint('running_ms', { mode: 'number' }).notNull(),
    crashMs: bigint('crash_ms', { mode: 'number' }).notNull(),
    /** true once every bet of the game is settled. */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('crash_games_chain_index').on(t.chainId, t.chainIndex),
    index('crash_games_unsettled')
      .on(t.id)
      .where(sql`not ${t.settled}`),
  ],
);
