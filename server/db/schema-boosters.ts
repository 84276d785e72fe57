/**
 * Boosters (issue #16, SPEC §7 "booost list / use", §2 "bonus booster cards"). Re-exported from schema.ts.
 *
 * - `promo_boosters`: what a brand offers (seeded per brand, editable here): a card that raises the value of
 *   one of the player's bonuses by a percent (capped), or speeds its unlocking by cutting its wagering
 *   requirement by a percent. `grant_on` names the campaign kinds whose bonus grant also grants this card.
 * - `player_boosters`: one card held by a player, used at most once (on one of their active bonuses) before it
 *   expires. The value boost's money is a ledger movement promotions -> player bonus keyed
 *   `bonus:boost:<id>`; the row records what it did (`effect`: minor units added, or wagering cut).
 *
 * No column references `users` (schema-promotions.ts explains why).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const promoBoosters = pgTable(
  'promo_boosters',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    slug: text('slug').notNull(),
    /** 'bonus_value' (the bonus grows by percent, at most cap) or 'unlock_speed' (wagering cut by percent). */
    kind: text('kind').notNull(),
    percent: integer('percent').notNull(),
    /** Most a value boost adds, minor units of the brand's currency (0: no cap). */
    cap: bigint('cap', { mode: 'number' }).notNull().default(0),
    validDays: integer('valid_days').notNull(),
    /** Campaign kinds (core/promotions/types.ts) whose bonus grant also grants this card. */
    grantOn: jsonb('grant_on').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [uniqueIndex('promo_boosters_slug').on(t.brandId, t.slug)],
);

export const playerBoosters = pgTable(
  'player_boosters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    boosterId: integer('booster_id')
      .notNull()
      .references(() => promoBoosters.id),
    /** What earned it: 'bonus:<id>' (granted with that bonus), 'seed:<name>'. */
    sourceRef: text('source_ref').notNull(),
    grantedAt: ts('granted_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set once, when used; with the bonus it was used on and what it did. */
    usedAt: ts('used_at'),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    effect: bigint('effect', { mode: 'number' }).notNull().default(0),
    /** The player has been shown the "new booster" popup (set when the list is read). */
    seen: boolean('seen').notNull().default(false),
  },
  (t) => [
    uniqueIndex('player_boosters_once').on(t.uid, t.boosterId, t.sourceRef),
    index('player_boosters_uid').on(t.uid, t.id),
  ],
);
