/**
 * The bet slip's storage as the page sees it: the slip (per brand) and the placements whose answer was lost
 * (by idempotency key) live in the engine worker's IndexedDB (workers/db/app-db.ts, workers/slip-store.ts),
 * reached through the engine's commands. A failing worker or storage reads as "nothing stored": the slip then
 * lives in memory. Nothing here is a credential (DESIGN.md §9).
 */
import type { PendingPlacement, StoredSlip } from '../../../core/betslip/storage-types';
import { engine } from '../../platform/engine-bridge';
import { useBrand } from '../../app/stores/brand';

/** The slip is filed per brand (its app key): another brand on this device has its own. */
const brand = () => useBrand.getState().brand.appKey;

export type { PendingPlacement, StoredSlip } from '../../../core/betslip/storage-types';

export function readSlip(): Promise<StoredSlip | undefined> {
  return engine()
    .readSlip(brand())
    .catch(() => undefined);
}

export function writeSlip(value: StoredSlip): Promise<void> {
  return engine()
    .writeSlip(brand(), value)
    .catch(() => undefined);
}

/** The player's placements still to ask about. */
export function readPending(uid: number): Promise<PendingPlacement[]> {
  return engine()
    .pendingPlacements(brand(), uid)
    .catch(() => []);
}

export function writePending(value: PendingPlacement): Promise<void> {
  return engine()
    .putPendingPlacement(brand(), value)
    .catch(() => undefined);
}

export function deletePending(key: string): Promise<void> {
  return engine()
    .deletePendingPlacement(brand(), key)
    .catch(() => undefined);
}
