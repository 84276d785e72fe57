/**
 * The app's one IndexedDB database (DESIGN.md §10.4, tldraw's LocalIndexedDb habit): one versioned schema, one
 * `upgrade`, typed stores, opened with idb. Only the engine worker opens it; the page reaches the bet slip's
 * stores through the engine's commands (comlink), so there is one owner and one upgrade path.
 *
 * Nothing here is a credential: session ids and tokens never reach IndexedDB (DESIGN.md §9).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PendingPlacement, StoredSlip } from '../../core/betslip/storage-types';
import type { Snapshot } from '../engine/snapshot';

export const DB_NAME = 'app';
export const DB_VERSION = 1;

// Store names are frozen: renaming one orphans every player's data. Add a store with a new version instead.
export const STORES = {
  /** Public topics' last good data (match lists, config): may outlive a logout. */
  snapshots: 'snapshots',
  /** Per-user topics' last good data (balance, open bets): cleared at logout and on session expiry. */
  userSnapshots: 'user_snapshots',
  /** The bet slip per brand (key: app key). */
  slips: 'slips',
  /** Placements whose answer was lost, by idempotency key. */
  pending: 'pending',
  /** One-off markers (the legacy databases were moved in) and small lists kept per brand (search history). */
  meta: 'meta',
} as const;

export interface AppDbSchema extends DBSchema {
  snapshots: { key: string; value: Snapshot };
  user_snapshots: { key: string; value: Snapshot };
  slips: { key: string; value: StoredSlip };
  pending: { key: string; value: PendingPlacement };
  meta: { key: string; value: unknown };
}

export type AppDb = IDBPDatabase<AppDbSchema>;

/**
 * The schema's steps, each run once per device, in order. Never edit a released step; add the next one.
 * Exported for the upgrade tests.
 */
export function upgradeAppDb(db: IDBPDatabase<AppDbSchema>, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore(STORES.snapshots);
    db.createObjectStore(STORES.userSnapshots);
    db.createObjectStore(STORES.slips);
    db.createObjectStore(STORES.pending, { keyPath: 'key' });
    db.createObjectStore(STORES.meta);
  }
}

/** Opens the database (once per worker; a failure is retried on the next call: private mode, quota). */
export function appDb(name: string = DB_NAME) {
  let db: Promise<AppDb> | undefined;
  const open = (): Promise<AppDb> => {
    db ??= openDB<AppDbSchema>(name, DB_VERSION, { upgrade: upgradeAppDb }).catch((err: unknown) => {
      db = undefined;
      throw err;
    });
    return db;
  };
  return {
    open,
    async close(): Promise<void> {
      if (db) (await db.catch(() => undefined))?.close();
      db = undefined;
    },
  };
}

export type AppDbHandle = ReturnType<typeof appDb>;
