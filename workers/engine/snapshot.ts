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

/**
 * The last good data per topic, kept across reloads (workers/snapshot-store.ts). Keys starting with
 * USER_PREFIX are a player's own data: kept apart and wiped by `clearUser`.
 */
export interface SnapshotStoreLike {
  read(key: string): Promise<Snapshot | undefined>;
  write(key: string, snapshot: Snapshot): Promise<void>;
  /** Forgets every player's own snapshots (logout, session expiry). */
  clearUser(): Promise<void>;
}

export const USER_PREFIX = 'user|';

/**
 * Where a topic's snapshot is filed: the engine's scope (brand and language), the topic and its params
 * (`scope|topic|params`); a per-user topic's key starts with `user|<uid>|`, so it is never read for another
 * player and the store can wipe them all.
 */
export function snapshotKey(scope: string | undefined, key: TopicKey, params: object, user?: string): string {
  const base = `${scope ?? ''}|${key}|${stableParams(params)}`;
  return user === undefined ? base : `${USER_PREFIX}${user}|${base}`;
}
