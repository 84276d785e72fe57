/**
 * The operator console (issue #24, server/ops): operators and their sessions (separate from players'), the
 * hash-chained audit log, and what operators add to players (notes, locks, manual adjustments) and to
 * withdrawals (holds). Re-exported from schema.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable('operators', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** The players' KDF (accounts/crypto.ts): `scrypt$N$r$p$salt$hash`. */
  passwordHash: text('password_hash').notNull(),
  /** core/ops/permissions.ts OpsRole. */
  role: text('role').notNull(),
  /** The brands the operator works on. */
  brands: jsonb('brands').$type<string[]>().notNull(),
  /** Base32 TOTP secret (RFC 6238); set at the first login, confirmed by the first right code. */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: ts('totp_enrolled_at'),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabledAt: ts('disabled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** An operator's session: only the token's SHA-256 is stored; `stage` totp until the second factor. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** `totp` (password checked, code not yet) or `full`. */
    stage: text('stage').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Append-only audit log. `hash` = sha256(prev_hash + canonical row content), so changing or deleting a row
 * breaks every link after it (server/ops/audit.ts verifyAudit).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Epoch ms (an integer, so the hashed content round-trips exactly). */
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    operatorEmail: text('operator_email').notNull(),
    brandId: text('brand_id'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('ops_audit_brand').on(t.brandId, t.id)],
);

export const opsPlayerNotes = pgTable(
  'ops_player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('ops_player_notes_uid').on(t.uid, t.id)],
);

/** A locked player: no new session, and the open ones were revoked when the lock was set. */
export const opsPlayerLocks = pgTable('ops_player_locks', {
  uid: bigint('uid', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  reason: text('reason').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  lockedAt: ts('locked_at').notNull(),
});

export const opsAdjustments = pgTable(
  'ops_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits the player's cash. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** pending (waits for a second admin), posted, rejected. */
    state: text('state').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('ops_adjustments_pending')
      .on(t.brandId, t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** A withdrawal an operator put on hold: it stays pending (money reserved) until approved or rejected. */
export const opsWithdrawalHolds = pgTable('ops_withdrawal_holds', {
  orderNo: text('order_no').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  heldAt: ts('held_at').notNull(),
});
