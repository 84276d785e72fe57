/**
 * Payments (issue #6): deposit and withdrawal orders, the provider callbacks received (replay guard), saved
 * withdraw accounts, deposit codes and their uses, and deposit appeals. Money is bigint minor units; the
 * money itself lives in the ledger (schema-ledger.ts), these rows are the business side of each movement.
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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A deposit (payin) or withdrawal (payout) order. `order_no` is the public order_id. `state`: created ->
 * pending -> paid | failed | expired; `pay_status` is the SPEC §4 code of the state. `(uid, direction,
 * idempotency_key)` is unique: the client's key makes a retried create return the same order.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    direction: text('direction').notNull(),
    method: text('method').notNull(),
    network: text('network'),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull(),
    payStatus: smallint('pay_status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** What the player does to pay (PayInstructions of the contract); payouts: {}. */
    instructions: jsonb('instructions')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Payouts: the saved account paid to (id and masked number, as it was at the time). */
    accountId: bigint('account_id', { mode: 'number' }),
    accountMasked: text('account_masked'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the create request, to tell a retry from a different request with the same key. */
    requestHash: text('request_hash').notNull(),
    /** false for operator credits (the demo funds): they do not use up the player's deposit limits. */
    countsTowardLimits: boolean('counts_toward_limits').notNull().default(true),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('pay_orders_idem').on(t.uid, t.direction, t.idempotencyKey),
    index('pay_orders_uid_idx').on(t.uid, t.id),
    index('pay_orders_limits_idx').on(t.uid, t.direction, t.createdAt),
    index('pay_orders_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('created', 'pending')`),
  ],
);

/**
 * Every provider callback applied, by the provider's callback id: a replay finds its row and answers the
 * stored result without applying anything again.
 */
export const payCallbacks = pgTable(
  'pay_callbacks',
  {
    provider: text('provider').notNull(),
    callbackId: text('callback_id').notNull(),
    orderNo: text('order_no').notNull(),
    body: jsonb('body').notNull(),
    /** The answer given the first time (CallbackResult); null only inside the transaction applying it. */
    result: jsonb('result'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.callbackId] })],
);

/** A saved withdraw account (SPEC §5 rules checked before saving). One per (player, method, number). */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    method: text('method').notNull(),
    accountNo: text('account_no').notNull(),
    holderName: text('holder_name').notNull(),
    taxId: text('tax_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    documentType: text('document_type').notNull().default(''),
    documentNo: text('document_no').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    bankAccountType: text('bank_account_type').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdraw_accounts_unique').on(t.uid, t.method, t.accountNo)],
);

/** A deposit code (prepaid voucher) of a brand: credits `amount` once per player, `max_uses` in all. */
export const depositCodes = pgTable(
  'deposit_codes',
  {
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

export const depositCodeUses = pgTable(
  'deposit_code_uses',
  {
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code, t.uid] })],
);

/** A player's appeal on a deposit they paid but that is not credited (appealpost / appeal). */
export const payAppeals = pgTable(
  'pay_appeals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    receipt: text('receipt').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pay_appeals_order_idx').on(t.orderNo, t.id)],
);
