/**
 * Identity of players (issue #21, market rules). Re-exported from schema.ts.
 *
 * - `rg_identity`: one row per player who gave identity data at registration (no row: nothing given).
 *   `document` is the market's document type (`cpf`), `number` its digits, unique per brand (one account per
 *   CPF). `status`: `verified` (the identity provider confirmed the document and the age), `pending` (a
 *   document was sent and waits for review), `rejected` (the review refused it), `unverified`. Terms and age
 *   confirmation are kept with their times. Every change of `status` is written to `rg_audit`
 *   (subject `identity`).
 * - `rg_documents`: the documents a player sent from /auth-file (an image, at most 5 MB, JPEG/PNG/WebP),
 *   stored in the database with the reviewer's decision.
 * No foreign key to `users` (the lock-order reason of schema-messages.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const rgIdentity = pgTable(
  'rg_identity',
  {
    uid: bigint('uid', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** `cpf`; null when the market asks for no document. */
    document: text('document'),
    /** The document's digits (a CPF's 11). */
    number: text('number'),
    birthDate: date('birth_date', { mode: 'string' }),
    status: text('status')
      .notNull()
      .default(sql`'unverified'`),
    /** The identity provider's reference of its check (null from the sandbox review). */
    providerRef: text('provider_ref'),
    termsAcceptedAt: ts('terms_accepted_at'),
    ageConfirmedAt: ts('age_confirmed_at'),
    verifiedAt: ts('verified_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('rg_identity_document').on(t.brandId, t.document, t.number)],
);

export const rgDocuments = pgTable(
  'rg_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    brandId: text('brand_id').notNull(),
    /** `id_front`, `id_back`, `selfie`, `address`. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** `pending`, `approved`, `rejected`. */
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [index('rg_documents_uid').on(t.uid, t.id)],
);
