/**
 * The engine's snapshots in the app database (workers/db/app-db.ts): the last good data of every topic, so a
 * cold start on a bad network paints the last known matches, tabs and config at once (DESIGN.md §3). A
 * per-user topic's snapshot (key starting with `user|`) goes to its own store, wiped at logout.
 */
import { USER_PREFIX, type Snapshot, type SnapshotStoreLike } from './engine/snapshot';
import { STORES, type AppDbHandle } from './db/app-db';

const storeOf = (key: string) => (key.startsWith(USER_PREFIX) ? STORES.userSnapshots : STORES.snapshots);

/** A broken or blocked database reads as "nothing stored": snapshots only speed up the first paint. */
export function createSnapshotStore(db: AppDbHandle): SnapshotStoreLike {
  return {
    async read(key): Promise<Snapshot | undefined> {
      return (await db.open()).get(storeOf(key), key);
    },
    async write(key, snapshot) {
      await (await db.open()).put(storeOf(key), snapshot, key);
    },
    async clearUser() {
      await (await db.open()).clear(STORES.userSnapshots);
    },
  };
}
