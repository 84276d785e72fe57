/** The worker's entry (DESIGN.md §10.1): real clock, IndexedDB and fetch, exposed with comlink. */
import * as Comlink from 'comlink';
import { createEngineService } from './engine-service';
import { createHttpClient } from './http';
import { createSnapshotStore } from './snapshot-store';

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => self.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => self.clearTimeout(handle as number),
};

const api = {
  ...createEngineService({ clock, snapshots: createSnapshotStore(), createApi: createHttpClient }),
};
Comlink.expose(api);
export type EngineApi = typeof api;
