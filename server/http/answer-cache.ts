/**
 * Serialized answers (with their compressed forms, http/compress.ts) kept for a short time, by key. Bounded: past `maxEntries` the expired ones go, and if
 * that is not enough, everything (a flood of distinct keys must not grow the process).
 */
import type { RemoteAnswers } from '../cluster/shared-answers';
import type { CachedAnswer } from './compress';

export interface AnswerCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, payload: CachedAnswer): void;
  /** Drops every answer (the feed wrote: cluster/feed-news.ts). */
  clear(): void;
  /** The cluster's copy (REDIS_URL): a local miss asks it before computing (cluster/shared-answers.ts). */
  remote?: RemoteAnswers;
}

export function createAnswerCache(now: () => number, ttlMs: number, maxEntries = 2_000): AnswerCache {
  const entries = new Map<string, { payload: CachedAnswer; at: number }>();
  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (now() - e.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return e.payload;
    },
    set(key, payload) {
      const at = now();
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (at - e.at >= ttlMs) entries.delete(k);
        if (entries.size >= maxEntries) entries.clear();
      }
      entries.set(key, { payload, at });
    },
    clear() {
      entries.clear();
    },
  };
}
