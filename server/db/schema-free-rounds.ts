/**
 * Free rounds (issue #16): a free_rounds campaign grants a player N spins of an in-house slot at a fixed
 * total stake. Re-exported from schema.ts.
 *
 * - `free_round_grants`: one grant (player, campaign, source), how many spins it holds and how many are used.
 *   A spin locks this row (FOR UPDATE), checks `used < total` and bumps `used` in the round's transaction, so
 *   two spins racing for the last free round spend it once. `won` is the sum of the spins' wins (each win is
 *   a bonus of its own in player_bonuses, under the campaign's wagering rule). `seen`: the player was shown
 *   the new grant (the free_round_bonus popup, SPEC §3 "New bonus").
 * - `free_round_spins`: which in-house round spent which spin of a grant (unique per grant and spin number,
 *   and per round), for the player's history and the idempotent replay of a retried spin.
 *
 * No column references `users` (see schema-promotions.ts).
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { promoCampaigns } from './schema-promotions';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => promoCampaigns.id),
    /** What earned it: 'seed:<name>', 'register', 'code:<id>'. */
    sourceRef: text('source_ref').notNull(),
    /** The in-house game the spins are for (core/contract/schemas/inhouse.ts InhouseGameId: 'slot'). */
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    /** The total bet of one spin, minor units (a multiple of the slot's lines). */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    /** The sum of the spins' wins, minor units (paid into the bonus balance). */
    won: bigint('won', { mode: 'number' }).notNull().default(0),
    /** Its free_round_bonus popup was shown (bonus/new_message, acknowledged by the client). */
    seen: boolean('seen').notNull().default(false),
    grantedAt: ts('granted_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('free_round_grants_once').on(t.uid, t.campaignId, t.sourceRef),
    index('free_round_grants_uid').on(t.uid, t.id),
  ],
);

export const freeRoundSpins = pgTable(
  'free_round_spins',
  {
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    /** 1-based: the n-th spin of the grant. */
    n: integer('n').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    /** The bonus its win became (null for no win). */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('free_round_spins_n').on(t.grantId, t.n),
    uniqueIndex('free_round_spins_round').on(t.roundId),
  ],
);
