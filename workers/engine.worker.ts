/**
 * The worker's entry (DESIGN.md §10.1): real clock, IndexedDB and fetch, exposed to the page with comlink.
 * The page holds a `Remote<EngineApi>` (src/platform/engine-stores.ts): commands are calls (a command that
 * throws rejects on the page, the engine goes on), the change stream is a `comlink.proxy` callback given to
 * `connect`.
 */
import { expose } from 'comlink';
import { appDb } from './db/app-db';
import { createEngineService } from './engine-service';
import { createHttpClient } from './http';
import { createSnapshotStore } from './snapshot-store';

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => self.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => self.clearTimeout(handle as number),
};

const db = appDb();
const api = createEngineService({
  clock,
  snapshots: createSnapshotStore(db),
  slips: () => import('./slip-store').then((m) => m.createSlipStore(db)),
  createApi: createHttpClient,
});

/** What the page may call; it imports only this type (DESIGN.md §10.7). */
export type EngineApi = typeof api;

expose(api);
