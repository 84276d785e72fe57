/**
 * Responsible gaming and market rules (issue #21). Re-exported from schema.ts.
 *
 * - `market_profiles`: one row per brand, beside `brands`: what the market's licence requires (payment
 *   methods, bonuses, age, identity, limits, reality check, warnings, real money or play money). Seeded by
 *   server/rg/profiles.ts; an operator edits the row (and the change is audited).
 * - `rg_players`: one row per player who set anything (no row: no limits, not excluded). `limits` holds the
 *   limits in force ({deposit_day: 5000, session_minutes: 60, ...}), `pending` the looser changes waiting
 *   for their 24 hours and a confirmation ({key: {value, at}}), then the exclusion (time out, self-exclusion,
 *   closure) and the player's reality-check interval. Read by primary key on every bet, round and deposit.
 * - `rg_audit`: every change of a limit, an exclusion, an identity status or a profile: who, when, old, new.
 *   Append-only in the database (a trigger refuses UPDATE, DELETE and TRUNCATE, migration rg_audit_append_only).
 * No foreign key to `users` (the lock-order reason of schema-messages.ts).
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const marketProfiles = pgTable('market_profiles', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** Deposit methods the licence allows; null: every method the brand offers (SPEC §3). */
  payMethods: jsonb('pay_methods').$type<string[] | null>(),
  signupBonus: boolean('signup_bonus').notNull(),
  depositBonus: boolean('deposit_bonus').notNull(),
  minAge: integer('min_age').notNull(),
  /** {document: 'cpf', when: 'first_withdrawal' | 'registration', deposit_threshold?: minor units} or null. */
  identity: jsonb('identity').$type<{
    document: string;
    when: string;
    deposit_threshold?: number;
    birth_date?: boolean;
  } | null>(),
  /** Limits the player must set at registration (keys of core/rg/limits.ts). */
  requiredLimits: jsonb('required_limits').$type<string[]>().notNull(),
  /** Limits are offered on the registration form. */
  limitsAtRegistration: boolean('limits_at_registration').notNull(),
  /** Minutes between reality checks; 0: none unless the player asks for one. */
  realityMinutes: integer('reality_minutes').notNull(),
  /** The session clock is shown in the header during play. */
  sessionClock: boolean('session_clock').notNull(),
  showRtp: boolean('show_rtp').notNull(),
  riskWarnings: boolean('risk_warnings').notNull(),
  /** false: the brand runs in play-money mode (no deposits or withdrawals). */
  realMoney: boolean('real_money').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rgPlayers = pgTable('rg_players', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  limits: jsonb('limits').$type<Record<string, number>>().notNull().default({}),
  pending: jsonb('pending')
    .$type<Record<string, { value: number | null; at: number }>>()
    .notNull()
    .default({}),
  /** timeout | self_exclusion | closure; null when not excluded. */
  exclusionKind: text('exclusion_kind'),
  exclusionFrom: ts('exclusion_from'),
  /** null with a kind: permanent. */
  excludedUntil: ts('excluded_until'),
  realityMinutes: integer('reality_minutes'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rgAudit = pgTable(
  'rg_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The player concerned; null for a brand's profile. */
    uid: bigint('uid', { mode: 'number' }),
    brandId: text('brand_id').notNull(),
    /** `player:<uid>`, `system` (a pending change that applied), `operator:<name>`, `seed`. */
    actor: text('actor').notNull(),
    /** `limit:deposit_day`, `exclusion`, `reality`, `identity`, `profile`. */
    subject: text('subject').notNull(),
    old: jsonb('old'),
    new: jsonb('new'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('rg_audit_uid').on(t.uid, t.id), index('rg_audit_brand').on(t.brandId, t.id)],
);
