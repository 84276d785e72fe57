/**
 * The engine's IndexedDB: the last good data of every topic, so a cold start on a bad network paints the last
 * known matches, tabs and config at once (DESIGN.md §3). One versioned schema, one `upgrade`, typed stores
 * (DESIGN.md §10.4). Nothing here is a credential: session ids never reach IndexedDB (DESIGN.md §9).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Snapshot, SnapshotStoreLike } from './engine/engine';

export const DB_NAME = 'engine';
export const DB_VERSION = 1;

// Store names are frozen: renaming one orphans every player's data. Add a new store and a version instead.
export const STORES = {
  snapshots: 'snapshots',
} as const;

interface EngineDb extends DBSchema {
  [STORES.snapshots]: {
    /** brand | language | topic | params (see Engine.snapshotKey). */
    key: string;
    value: Snapshot;
  };
}

function open(name: string): Promise<IDBPDatabase<EngineDb>> {
  return openDB<EngineDb>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      // Each step runs once per device, in order; never edit a released step.
      if (oldVersion < 1) db.createObjectStore(STORES.snapshots);
    },
  });
}

/** Opens lazily: a worker that never gets a topic result never touches the disk. */
export function createSnapshotStore(name: string = DB_NAME): SnapshotStoreLike & { close(): Promise<void> } {
  let db: Promise<IDBPDatabase<EngineDb>> | undefined;
  const get = () => {
    db ??= open(name).catch((err: unknown) => {
      db = undefined; // The next call tries again (e.g. after a private-mode or quota hiccup).
      throw err;
    });
    return db;
  };
  return {
    async read(key) {
      return (await get()).get(STORES.snapshots, key);
    },
    async write(key, snapshot) {
      await (await get()).put(STORES.snapshots, snapshot, key);
    },
    async close() {
      if (db) (await db).close();
      db = undefined;
    },
  };
}
