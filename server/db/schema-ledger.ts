/**
 * The ledger's tables (server/ledger/README.md). Append-only: entries and transactions are only ever
 * inserted. `ledger_accounts.balance` is the running sum of the account's entries, kept in the same
 * transaction as the entries (checkLedger proves it), so reading a balance is one row and the
 * non-negative rule is a CHECK the database enforces even against a bug in our code.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The player's uid; 0 for the operator's (system) accounts. */
    ownerUid: bigint('owner_uid', { mode: 'number' }).notNull(),
    /** cash | bonus | freebet for players; house_sports, provider_clearing, ... for the operator. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** System accounts are split over several rows so concurrent postings do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner').on(t.ownerUid, t.kind, t.currency, t.shard),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The idempotency key: the same movement posted twice is found here and moves nothing. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_key').on(t.key), index('ledger_transactions_ref').on(t.ref)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account').on(t.accountId, t.id), index('ledger_entries_tx').on(t.txId)],
);
