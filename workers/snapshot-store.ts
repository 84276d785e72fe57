/**
 * The engine's IndexedDB: the last good data of every topic, so a cold start on a bad network paints the last
 * known matches, tabs and config at once (DESIGN.md §3). One versioned schema, one `upgrade`, typed stores
 * (DESIGN.md §10.4). Nothing here is a credential: session ids never reach IndexedDB (DESIGN.md §9).
 */
import type { Snapshot, SnapshotStoreLike } from './engine/snapshot';

export const DB_NAME = 'engine';
export const DB_VERSION = 1;

// Store names are frozen: renaming one orphans every player's data. Add a new store and a version instead.
export const STORES = {
  snapshots: 'snapshots',
} as const;

/*
 * Plain IndexedDB rather than the idb wrapper: the worker loads with the first route (DESIGN.md §8 budget)
 * and needs three calls (open, get, put); the wrapper cost ~1.3 KB gzip of it.
 */
const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, DB_VERSION);
  request.onupgradeneeded = (event) => {
    // Each step runs once per device, in order; never edit a released step.
    if (event.oldVersion < 1) request.result.createObjectStore(STORES.snapshots);
  };
  return done(request);
}

/** One request in its own transaction on the snapshots store. */
function inStore<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
) {
  return done(run(db.transaction(STORES.snapshots, mode).objectStore(STORES.snapshots)));
}

/** Opens lazily: a worker that never gets a topic result never touches the disk. */
export function createSnapshotStore(name: string = DB_NAME): SnapshotStoreLike & { close(): Promise<void> } {
  let db: Promise<IDBDatabase> | undefined;
  const get = () => {
    db ??= open(name).catch((err: unknown) => {
      db = undefined; // The next call tries again (e.g. after a private-mode or quota hiccup).
      throw err;
    });
    return db;
  };
  return {
    async read(key) {
      return (await inStore(await get(), 'readonly', (s) => s.get(key))) as Snapshot | undefined;
    },
    async write(key, snapshot) {
      await inStore(await get(), 'readwrite', (s) => s.put(snapshot, key));
    },
    async close() {
      if (db) (await db).close();
      db = undefined;
    },
  };
}
