/**
 * The upgrade path from the databases the app database replaced (workers/db/app-db.ts). Loaded with the bet
 * slip's storage (slip-store.ts), which is the only thing that needs it.
 */
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import type { PendingPlacement, StoredSlip } from '../../core/betslip/storage-types';
import { STORES, type AppDb } from './app-db';

/**
 * Before this database, the slip lived in the page's own 'betslip' database and the snapshots in 'engine'.
 * The slip and above all the pending placements (a bet whose answer was lost must still be asked about) are
 * moved in once, the slip filed under the brand the player was on; the old snapshots are only caches.
 */
export const LEGACY = { slip: 'betslip', engine: 'engine' } as const;
const LEGACY_DONE = 'legacy_moved';

export async function moveLegacy(db: AppDb, brand: string): Promise<void> {
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
