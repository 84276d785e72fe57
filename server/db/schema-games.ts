/**
 * The game hall (issue #7): the catalogue (seeded, edited by an operator), players' favourites and recents,
 * the wallet tokens handed to a provider at launch (only the SHA-256 is stored), and the seamless-wallet
 * rounds and transactions of external providers. A transaction row is the idempotency record of one
 * provider call: (platform, tx_id) is unique, so a retried debit or credit finds its first answer.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const games = pgTable(
  'games',
  {
    platform: text('platform').notNull(),
    gameId: text('game_id').notNull(),
    name: text('name').notNull(),
    /** slots | mini | fishing | bingo | table | crash | live */
    category: text('category').notNull(),
    /** Hundredths of a percent (9650 = 96.50 %). */
    rtp: integer('rtp').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    live: boolean('live').notNull().default(false),
    /** Lower is shown first (the hall's popularity order). */
    popularity: integer('popularity').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.gameId] }),
    index('games_popularity_idx').on(t.popularity, t.platform, t.gameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    uid: bigint('uid', { mode: 'number' }).notNull(),
    platform: text('platform').notNull(),
    gameId: text('game_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.platform, t.gameId] }),
    index('game_favorites_uid_idx').on(t.uid, t.createdAt),
  ],
);

export const gameRecents = pgTable(
  'game_recents',
  {
    uid: bigint('uid', { mode: 'number' }).notNull(),
    platform: text('platform').notNull(),
    gameId: text('game_id').notNull(),
    playedAt: ts('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.platform, t.gameId] }),
    index('game_recents_uid_idx').on(t.uid, t.playedAt),
  ],
);

/** A wallet token given to one provider for one player and currency (game/base/user/token/get, launch). */
export const gameTokens = pgTable(
  'game_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    platform: text('platform').notNull(),
    currency: text('currency').notNull(),
    gameId: text('game_id'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('game_tokens_expires_idx').on(t.expiresAt)],
);

/** A provider's round: open until credited (settled) or rolled back. Totals in minor units. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    platform: text('platform').notNull(),
    roundId: text('round_id').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gameId: text('game_id').notNull(),
    /** open | settled | rolled_back */
    status: text('status').notNull(),
    debited: bigint('debited', { mode: 'number' }).notNull().default(0),
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    /** The bonus part of `debited` (issue #16: cash first, then the unlocking bonus); credits split by it. */
    debitedBonus: bigint('debited_bonus', { mode: 'number' }).notNull().default(0),
    /** The bonus whose money the round's debits took (null: all cash). */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.roundId] }),
    index('game_rounds_uid_idx').on(t.uid, t.createdAt),
    check(
      'game_rounds_amounts_ck',
      sql`${t.debited} >= 0 and ${t.credited} >= 0 and ${t.debitedBonus} >= 0 and ${t.debitedBonus} <= ${t.debited}`,
    ),
  ],
);

export const gameWalletTxs = pgTable(
  'game_wallet_txs',
  {
    platform: text('platform').notNull(),
    txId: text('tx_id').notNull(),
    roundId: text('round_id').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** debit | credit | rollback */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The debit a rollback undoes. */
    refTxId: text('ref_tx_id'),
    /** Set on a debit once a rollback has returned it. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    /** A debit's bonus part (the rest of `amount` was cash); a rollback gives back this split. */
    bonusPart: bigint('bonus_part', { mode: 'number' }).notNull().default(0),
    ledgerTxId: bigint('ledger_tx_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.txId] }),
    index('game_wallet_txs_round_idx').on(t.platform, t.roundId),
    check(
      'game_wallet_txs_amount_ck',
      sql`${t.amount} >= 0 and ${t.bonusPart} >= 0 and ${t.bonusPart} <= ${t.amount}`,
    ),
  ],
);
