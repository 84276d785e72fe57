/**
 * Promotions (issue #16). Re-exported from schema.ts.
 *
 * - `promo_campaigns`: what a brand offers (kind, rules, on/off, dates), seeded per brand and editable here.
 * - `player_bonuses`: one grant of a campaign to a player (once per campaign and source: the first deposit,
 *   a redeem code), its state (core/promotions/types.ts BonusState) and wagering requirement. The money is in
 *   the ledger: promotions -> player bonus at the grant, bonus -> cash at the unlock, bonus -> promotions at
 *   the expiry; this row says which state it is in and, in `balance`, how much of the bonus account is its
 *   money (sports stakes take from it and pay back to it: server/bets/bonus-stakes.ts).
 * - `bonus_wagers`: insert-only contributions of settled bets and in-house rounds to the bonus that was
 *   unlocking when they happened, unique per (bonus, source, ref) so a replayed settlement counts once.
 *   Progress is their sum, so a settlement never locks a bonus row.
 * - `redeem_codes` / `redeem_uses`: codes with a global cap and an expiry, once per player.
 *
 * No column references `users` (see schema-messages.ts: settlement and payment transactions already hold
 * ledger locks, and a foreign key's KEY SHARE lock on `users` could deadlock against them).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const promoCampaigns = pgTable(
  'promo_campaigns',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** core/promotions/types.ts CampaignKind. */
    kind: text('kind').notNull(),
    /** Stable name per brand (the client's texts and routes key on it). */
    slug: text('slug').notNull(),
    /** The name written into the player's messages. */
    name: text('name').notNull(),
    /** Off by configuration (e.g. Brazil's rules forbid sign-up bonuses): not served, never granted. */
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    /** core/promotions/types.ts CampaignRules. */
    rules: jsonb('rules').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_campaigns_slug').on(t.brandId, t.slug)],
);

export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => promoCampaigns.id),
    /** What earned it: 'register', 'deposit' (first deposit), 'code:<id>', 'seed:<name>'. */
    sourceRef: text('source_ref').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The bonus's current money (issue #16 "Bonus money in stakes"): the grant, plus boosters and what its
     * stakes won back, minus what they took. Per player and currency, the balances of states 0-1 sum to the
     * ledger's bonus account. 0 once unlocked (moved to cash) or expired (forfeited).
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    wagerRequired: bigint('wager_required', { mode: 'number' }).notNull(),
    /** The campaign's rules when granted (a later edit of the campaign does not change a running bonus). */
    rules: jsonb('rules').notNull(),
    state: smallint('state').notNull(),
    /** The player has been shown the "new bonus" popup. */
    seen: boolean('seen').notNull().default(false),
    grantedAt: ts('granted_at').notNull(),
    activatedAt: ts('activated_at'),
    expiresAt: ts('expires_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('player_bonuses_once').on(t.uid, t.campaignId, t.sourceRef),
    index('player_bonuses_uid_state').on(t.uid, t.state, t.id),
    index('player_bonuses_expiry').on(t.state, t.expiresAt),
    check('player_bonuses_balance_nonneg', sql`${t.balance} >= 0`),
  ],
);

export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: its KEY SHARE lock would wait on an unlock's FOR UPDATE while a round holds ledger rows. */
    bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** 'bet' (a settled sports bet) or 'inhouse' (an in-house game round). */
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    contribution: bigint('contribution', { mode: 'number' }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [uniqueIndex('bonus_wagers_once').on(t.bonusId, t.source, t.ref)],
);

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** Upper case. */
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Free rounds the code grants (> 0: a free-spins code, of the brand's free_rounds campaign; amount 0). */
    spins: integer('spins').notNull().default(0),
    wagerMultiple: integer('wager_multiple').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('redeem_codes_code').on(t.brandId, t.code)],
);

export const redeemUses = pgTable(
  'redeem_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => redeemCodes.id),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.uid] })],
);
