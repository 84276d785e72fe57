/**
 * Sports bets (issue #5, server/bets/). An order is one bet (single, combo or system) with its legs; the
 * money of a bet only ever moves through the ledger (stake `bet:stake:*`, payout `bet:payout:*`, refund
 * `bet:refund:*`, cash-out `bet:cashout:*`). Amounts are bigint minor units, odds integer thousandths.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const betOrders = pgTable(
  'bet_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_000_001 }),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    /** The client's idempotency key of the placement, and the order's place in it (singlePass makes several). */
    key: text('key').notNull(),
    seq: smallint('seq').notNull(),
    /** Hash of the placement request: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    /** single_bet | bet_multi | system_bet */
    kind: text('kind').notNull(),
    systemK: smallint('system_k'),
    lines: integer('lines').notNull(),
    currency: text('currency').notNull(),
    stakePerLine: bigint('stake_per_line', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    freeBetId: bigint('free_bet_id', { mode: 'number' }),
    /**
     * The part of the stake that was bonus money (issue #16: cash first, then bonus), of the bonus `bonus_id`
     * (null and 0: all cash). `stake - stake_bonus` is the cash part; payouts are split the same way.
     */
    stakeBonus: bigint('stake_bonus', { mode: 'number' }).notNull().default(0),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    potentialReturn: bigint('potential_return', { mode: 'number' }).notNull(),
    /** ask | higher | any: the player's setting at placement, re-applied at the live confirmation. */
    acceptOdds: text('accept_odds').notNull(),
    /** SPEC §4 order status: 1 confirming (live, until confirm_at), 4 success, 2 rejected, 3 canceled. */
    status: smallint('status').notNull(),
    confirmAt: at('confirm_at'),
    /** SPEC §4 settle result; 0 while open. */
    result: smallint('result').notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    cashOutAmount: bigint('cash_out_amount', { mode: 'number' }),
    cashOutAt: at('cash_out_at'),
    rejectCode: integer('reject_code'),
    rejectMsg: text('reject_msg'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bet_orders_key').on(t.uid, t.key, t.seq),
    index('bet_orders_uid_created').on(t.uid, t.createdAt),
    index('bet_orders_confirming')
      .on(t.confirmAt)
      .where(sql`${t.status} = 1`),
  ],
);

export const betLegs = pgTable(
  'bet_legs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => betOrders.id, { onDelete: 'cascade' }),
    idx: smallint('idx').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    marketType: integer('market_type').notNull(),
    line: text('line'),
    outcomeType: smallint('outcome_type').notNull(),
    optionName: text('option_name').notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    /** A snapshot of the match for the history (names do not change, but a row must not need a join). */
    sportId: integer('sport_id').notNull(),
    matchName: text('match_name').notNull(),
    leagueName: text('league_name').notNull(),
    beginAt: at('begin_at').notNull(),
    result: smallint('result').notNull().default(0),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
  },
  (t) => [
    uniqueIndex('bet_legs_order_idx').on(t.orderId, t.idx),
    // Settlement looks up the open legs of ended matches only.
    index('bet_legs_open_match')
      .on(t.matchId)
      .where(sql`${t.result} = 0`),
  ],
);

/** Free bets granted to a player (promotions -> player freebet in the ledger), used once as a stake. */
export const freeBets = pgTable(
  'free_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 500_001 }),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** Idempotency of the grant (e.g. `seed:demo`, `promo:<id>:<uid>`). */
    grantKey: text('grant_key').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minOddsMilli: integer('min_odds_milli').notNull().default(1000),
    title: text('title').notNull(),
    /** available | used */
    status: text('status').notNull().default('available'),
    orderId: bigint('order_id', { mode: 'number' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('free_bets_grant').on(t.grantKey), index('free_bets_uid').on(t.uid)],
);
