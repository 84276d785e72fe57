/**
 * The snapshots: the last good data of a topic, kept across reloads so a cold start paints at once, marked
 * stale. Here are their shape, the store interface the engine is given (the IndexedDB one is
 * workers/snapshot-store.ts, tests pass a map) and the key they are filed under.
 */
import type { TopicKey } from '../topics';
import { stableParams } from '../../core/params/stable';

export interface Snapshot {
  data: unknown;
  meta?: Record<string, unknown>;
  savedAt: number;
}

/** The last good data per topic, kept across reloads (workers/snapshot-store.ts). */
export interface SnapshotStoreLike {
  read(key: string): Promise<Snapshot | undefined>;
  write(key: string, snapshot: Snapshot): Promise<void>;
}

/** Where a topic's snapshot is filed: the engine's scope, the topic and its params (`scope|topic|params`). */
export function snapshotKey(scope: string | undefined, key: TopicKey, params: object): string {
  return `${scope ?? ''}|${key}|${stableParams(params)}`;
}
