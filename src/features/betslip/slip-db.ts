/**
 * The bet slip's IndexedDB (DESIGN.md §10.4, same pattern as workers/snapshot-store.ts): the slip and its
 * settings survive reloads and app restarts, and a placement whose answer was lost keeps its idempotency key
 * here until its status is known. One versioned schema, one `upgrade`, typed stores. Nothing here is a
 * credential: no session id or token ever reaches this database (DESIGN.md §9).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AcceptOdds, BetKind, SlipState } from '../../../core/betslip/types';
import type { BetMultiple, SinglePass } from '../../../core/contract/schemas/bets';

export const DB_NAME = 'betslip';
export const DB_VERSION = 1;

// Store names are frozen: renaming one orphans every player's slip. Add a new store and a version instead.
export const STORES = {
  slip: 'slip',
  pending: 'pending',
} as const;

/** What the slip keeps across restarts. */
export interface StoredSlip {
  slip: SlipState;
  kind: BetKind;
  /** Combo stake, or stake per line of a system bet; null = the currency default. */
  stake: number | null;
  /** system_bet: k of 'k/n'. */
  systemK: number | null;
  acceptOdds: AcceptOdds;
  /** After a placement: keep the selections (true) or clear the slip (false). */
  keepSelections: boolean;
}

/** A placement sent but not known to have landed: asked again by its key, never placed again. */
export interface PendingPlacement {
  key: string;
  uid: number;
  createdAt: number;
  kind: BetKind;
  request: SinglePass | BetMultiple | { freeBetId: string };
}

interface SlipDb extends DBSchema {
  [STORES.slip]: { key: string; value: StoredSlip };
  [STORES.pending]: { key: string; value: PendingPlacement };
}

const SLIP_KEY = 'current';

let db: Promise<IDBPDatabase<SlipDb>> | undefined;

function open(): Promise<IDBPDatabase<SlipDb>> {
  db ??= openDB<SlipDb>(DB_NAME, DB_VERSION, {
    upgrade(d, oldVersion) {
      // Each step runs once per device, in order; never edit a released step.
      if (oldVersion < 1) {
        d.createObjectStore(STORES.slip);
        d.createObjectStore(STORES.pending, { keyPath: 'key' });
      }
    },
  }).catch((err: unknown) => {
    db = undefined; // The next call tries again (private mode, quota).
    throw err;
  });
  return db;
}

/** Storage that fails (private mode, no IndexedDB) reads as "nothing stored": the slip then lives in memory. */
export async function readSlip(): Promise<StoredSlip | undefined> {
  try {
    return await (await open()).get(STORES.slip, SLIP_KEY);
  } catch {
    return undefined;
  }
}

export async function writeSlip(value: StoredSlip): Promise<void> {
  try {
    await (await open()).put(STORES.slip, value, SLIP_KEY);
  } catch {
    // Kept in memory for this visit.
  }
}

export async function readPending(): Promise<PendingPlacement[]> {
  try {
    return await (await open()).getAll(STORES.pending);
  } catch {
    return [];
  }
}

export async function writePending(value: PendingPlacement): Promise<void> {
  try {
    await (await open()).put(STORES.pending, value);
  } catch {
    // Without storage the key lives in memory: a lost answer is still resolved during this visit.
  }
}

export async function deletePending(key: string): Promise<void> {
  try {
    await (await open()).delete(STORES.pending, key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** For tests: closes the connection so the database can be deleted. */
export async function closeSlipDb(): Promise<void> {
  if (db) (await db.catch(() => undefined))?.close();
  db = undefined;
}
