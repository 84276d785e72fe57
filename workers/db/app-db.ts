/**
 * The app's one IndexedDB database (DESIGN.md §10.4, tldraw's LocalIndexedDb habit): one versioned schema, one
 * `upgrade`, typed stores, opened with idb. Only the engine worker opens it; the page reaches the bet slip's
 * stores through the engine's commands (comlink), so there is one owner and one upgrade path.
 *
 * Nothing here is a credential: session ids and tokens never reach IndexedDB (DESIGN.md §9).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
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
  /** One-off markers (the legacy databases were moved in). */
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

/**
 * Before this database, the slip lived in the page's own 'betslip' database and the snapshots in 'engine'.
 * The slip and above all the pending placements (a bet whose answer was lost must still be asked about) are
 * moved in once, the slip filed under the brand the player was on; the old snapshots are only caches.
 */
export const LEGACY = { slip: 'betslip', engine: 'engine' } as const;
const LEGACY_DONE = 'legacy_moved';

async function moveLegacy(db: AppDb, brand: string): Promise<void> {
  if (await db.get(STORES.meta, LEGACY_DONE)) return;
  let old: IDBPDatabase | undefined;
  try {
    // Opened without a version: an absent database is created empty (no stores) and deleted below.
    old = await openDB(LEGACY.slip);
    const names = old.objectStoreNames;
    const slip = names.contains('slip')
      ? ((await old.get('slip', 'current')) as StoredSlip | undefined)
      : undefined;
    const pending = names.contains('pending') ? ((await old.getAll('pending')) as PendingPlacement[]) : [];
    const tx = db.transaction([STORES.slips, STORES.pending, STORES.meta], 'readwrite');
    if (slip && !(await tx.objectStore(STORES.slips).get(brand)))
      await tx.objectStore(STORES.slips).put(slip, brand);
    for (const p of pending) await tx.objectStore(STORES.pending).put(p);
    await tx.objectStore(STORES.meta).put(true, LEGACY_DONE);
    await tx.done;
  } finally {
    old?.close();
  }
  await Promise.all([deleteDB(LEGACY.slip), deleteDB(LEGACY.engine)]).catch(() => undefined);
}

/**
 * Opens the database (once per worker; a failure is retried on the next call: private mode, quota). The
 * legacy move runs with the brand of the first caller that knows it.
 */
export function appDb(name: string = DB_NAME) {
  let db: Promise<AppDb> | undefined;
  let legacy: Promise<void> | undefined;
  const open = (): Promise<AppDb> => {
    db ??= openDB<AppDbSchema>(name, DB_VERSION, { upgrade: upgradeAppDb }).catch((err: unknown) => {
      db = undefined;
      throw err;
    });
    return db;
  };
  return {
    open,
    /** The database, once the legacy data (if any) has been moved in under `brand`. */
    async ready(brand: string): Promise<AppDb> {
      const d = await open();
      legacy ??= moveLegacy(d, brand).catch(() => {
        legacy = undefined; // Try again next time; the app works without it meanwhile.
      });
      await legacy;
      return d;
    },
    async close(): Promise<void> {
      if (db) (await db.catch(() => undefined))?.close();
      db = undefined;
      legacy = undefined;
    },
  };
}

export type AppDbHandle = ReturnType<typeof appDb>;
