/**
 * The bet slip's storage, kept by the engine worker in the app database (workers/db/app-db.ts) and reached by
 * the page through the engine's commands; a chunk of the worker of its own, loaded on the first slip command. The slip is filed per brand; pending placements (a bet whose
 * answer was lost, by idempotency key) per player. Storage that fails (private mode, no IndexedDB) reads as
 * "nothing stored": the slip then lives in the page's memory.
 */
import type { PendingPlacement, StoredSlip } from '../core/betslip/storage-types';
import { STORES, type AppDb, type AppDbHandle } from './db/app-db';
import { moveLegacy } from './db/legacy';

export function createSlipStore(db: AppDbHandle) {
  let legacy: Promise<void> | undefined;
  /** The database, once the legacy data (if any) has been moved in, under the brand of the first caller. */
  const ready = async (brand: string): Promise<AppDb> => {
    const d = await db.open();
    legacy ??= moveLegacy(d, brand).catch(() => {
      legacy = undefined; // Tried again next time; the slip works without it meanwhile.
    });
    await legacy;
    return d;
  };
  return {
    async read(brand: string): Promise<StoredSlip | undefined> {
      try {
        return await (await ready(brand)).get(STORES.slips, brand);
      } catch {
        return undefined;
      }
    },
    async write(brand: string, value: StoredSlip): Promise<void> {
      try {
        await (await ready(brand)).put(STORES.slips, value, brand);
      } catch {
        // Kept in the page's memory for this visit.
      }
    },
    /** The player's placements still to ask about (another player's are not theirs to resolve). */
    async pending(brand: string, uid: number): Promise<PendingPlacement[]> {
      try {
        return (await (await ready(brand)).getAll(STORES.pending)).filter((p) => p.uid === uid);
      } catch {
        return [];
      }
    },
    async putPending(brand: string, value: PendingPlacement): Promise<void> {
      try {
        await (await ready(brand)).put(STORES.pending, value);
      } catch {
        // Without storage the key lives in the page's memory: a lost answer is still resolved this visit.
      }
    },
    /** A small list the page keeps on this device (the sport search history), in the `meta` store. */
    async readList(brand: string, key: string): Promise<string[]> {
      try {
        const value = await (await ready(brand)).get(STORES.meta, `${key}:${brand}`);
        return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
      } catch {
        return [];
      }
    },
    async writeList(brand: string, key: string, list: readonly string[]): Promise<void> {
      try {
        await (await ready(brand)).put(STORES.meta, [...list], `${key}:${brand}`);
      } catch {
        // The page keeps the list in memory for this visit.
      }
    },
    async deletePending(brand: string, key: string): Promise<void> {
      try {
        await (await ready(brand)).delete(STORES.pending, key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export type SlipStore = ReturnType<typeof createSlipStore>;
