/**
 * The database handle the rest of the server uses. Both drivers (PGlite and node-postgres) produce a
 * `PgDatabase` over the same schema, so every query is written once.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a seeder or a route gets inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: code that can run in both takes this. */
export type DbOrTx = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DbKind;
  readonly db: Db;
  /** A trivial round trip, for /health. */
  ping(): Promise<void>;
  /** Closes the driver and releases the data folder lock. Idempotent. */
  close(): Promise<void>;
}
