/**
 * The bet slip's storage as the page sees it: the slip (per brand) and the placements whose answer was lost
 * (by idempotency key) live in the engine worker's IndexedDB (workers/db/app-db.ts, workers/slip-store.ts),
 * reached through the engine's commands. A failing worker or storage reads as "nothing stored": the slip then
 * lives in memory. Nothing here is a credential (DESIGN.md §9).
 */
import type { PendingPlacement, StoredSlip } from '../../../core/betslip/storage-types';
import { engine } from '../../platform/engine-bridge';

export type { PendingPlacement, StoredSlip } from '../../../core/betslip/storage-types';

export function readSlip(): Promise<StoredSlip | undefined> {
  return engine()
    .readSlip()
    .catch(() => undefined);
}

export function writeSlip(value: StoredSlip): Promise<void> {
  return engine()
    .writeSlip(value)
    .catch(() => undefined);
}

/** The player's placements still to ask about. */
export function readPending(uid: number): Promise<PendingPlacement[]> {
  return engine()
    .pendingPlacements(uid)
    .catch(() => []);
}

export function writePending(value: PendingPlacement): Promise<void> {
  return engine()
    .putPendingPlacement(value)
    .catch(() => undefined);
}

export function deletePending(key: string): Promise<void> {
  return engine()
    .deletePendingPlacement(key)
    .catch(() => undefined);
}
