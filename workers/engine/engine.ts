/**
 * The engine: watches topics on their cadences, keeps their last good data, and streams batched diffs.
 * No comlink, no DOM, no real timers: time comes from the injected Clock and calls from the injected API
 * client, so tests drive it under fake time (DESIGN.md §10.1).
 *
 * Life of a topic: subscribe (ref-counted) -> the IndexedDB snapshot, if any, is shown as 'stale' while the
 * first fetch runs -> 'ready' -> refreshed every `intervalMs` -> on failure the delay doubles up to 60 s and
 * the data shown turns 'stale' (or 'error' when there is none) -> the last unsubscribe stops it.
 */
import { ApiError, type ApiClient } from '../../core/api/types';
import type { EngineMessage, TopicUpdate } from '../protocol';
import type { TopicKey, TopicMap, TopicStatus } from '../topics';
import type { Clock } from './clock';
import { diffData } from './diff';
import {
  topicDefinitions,
  type Fetch,
  type Loaded,
  type TopicDefinition,
  type TopicDefinitions,
} from './topic-defs';

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

export interface EngineDeps {
  clock: Clock;
  api: Pick<ApiClient, 'call'>;
  snapshots: SnapshotStoreLike;
  send(message: EngineMessage): void;
  definitions?: TopicDefinitions;
}

/** Failing polls slow down so a dead network or a struggling server is not hammered. */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next refresh: the cadence, doubled per consecutive failure, capped at 60 s. */
export function nextDelay(intervalMs: number, failures: number): number {
  if (failures === 0) return intervalMs;
  return Math.min(Math.min(intervalMs, MAX_BACKOFF_MS) * 2 ** failures, MAX_BACKOFF_MS);
}

/** A key that does not depend on the order the caller wrote the params in. */
export function stableParams(params: object): string {
  const obj = params as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}

interface Watched {
  id: string;
  key: TopicKey;
  params: object;
  def: TopicDefinition<object, unknown>;
  refs: number;
  loaded: Loaded<unknown> | undefined;
  /** The data as the page last received it: the base of the next diff (undefined -> the next patch resets). */
  sent: unknown;
  status: TopicStatus;
  updatedAt: number | undefined;
  error: string | undefined;
  failures: number;
  timer: unknown;
  /** Operations run one at a time per topic, so a page load and a refresh never interleave their results. */
  queue: Promise<void>;
  refreshQueued: boolean;
  /** The IndexedDB read under way: a failure waits for it, so an offline start shows the snapshot, not an error. */
  snapshotRead: Promise<void>;
}

export class Engine {
  private readonly topics = new Map<string, Watched>();
  private readonly dirty = new Set<string>();
  private flushTimer: unknown = undefined;
  private paused = false;
  /** Brand and language of the snapshots; undefined until the page has configured the engine. */
  private scope: string | undefined;
  private readonly defs: TopicDefinitions;

  constructor(private readonly deps: EngineDeps) {
    this.defs = deps.definitions ?? topicDefinitions;
  }

  /** First call starts fetching; a later call with another scope (user, language, currency) refetches all. */
  configure(scope: string): void {
    const first = this.scope === undefined;
    this.scope = scope;
    for (const t of this.topics.values()) {
      if (first) t.snapshotRead = this.showSnapshot(t);
      if (!this.paused) this.enqueue(t, 'refresh');
    }
  }

  subscribe<K extends TopicKey>(id: string, key: K, params: TopicMap[K]['params']): void {
    const existing = this.topics.get(id);
    if (existing) {
      existing.refs++;
      return;
    }
    const t: Watched = {
      id,
      key,
      params,
      def: this.defs[key] as unknown as TopicDefinition<object, unknown>,
      refs: 1,
      loaded: undefined,
      sent: undefined,
      status: 'loading',
      updatedAt: undefined,
      error: undefined,
      failures: 0,
      timer: undefined,
      queue: Promise.resolve(),
      refreshQueued: false,
      snapshotRead: Promise.resolve(),
    };
    this.topics.set(id, t);
    if (this.scope === undefined) return;
    t.snapshotRead = this.showSnapshot(t);
    if (!this.paused) this.enqueue(t, 'refresh');
  }

  unsubscribe(id: string): void {
    const t = this.topics.get(id);
    if (!t || --t.refs > 0) return;
    this.clearTimer(t);
    this.topics.delete(id);
    this.dirty.delete(id);
  }

  /** The player asked again (pull to refresh, retry button): fetch now, then back to the cadence. */
  refresh(id: string): void {
    const t = this.topics.get(id);
    if (!t || this.scope === undefined) return;
    if (t.status === 'error') {
      t.status = 'loading';
      this.markDirty(t);
    }
    this.enqueue(t, 'refresh');
  }

  loadMore(id: string): void {
    const t = this.topics.get(id);
    if (!t || !t.def.loadMore || !t.loaded || this.scope === undefined) return;
    this.enqueue(t, 'more');
  }

  /** The page is hidden: no timers run, nothing is fetched (SPEC §4 active/inactive toggle). */
  pause(): void {
    this.paused = true;
    for (const t of this.topics.values()) this.clearTimer(t);
  }

  /** Visible again: one immediate refresh of every watched topic, then the cadence. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    if (this.scope === undefined) return;
    for (const t of this.topics.values()) this.enqueue(t, 'refresh');
  }

  private watched(t: Watched): boolean {
    return this.topics.get(t.id) === t;
  }

  private snapshotKey(t: Watched): string {
    return `${this.scope ?? ''}|${t.key}|${stableParams(t.params)}`;
  }

  private async showSnapshot(t: Watched): Promise<void> {
    let snap: Snapshot | undefined;
    try {
      snap = await this.deps.snapshots.read(this.snapshotKey(t));
    } catch {
      return; // A broken or blocked database only costs the instant first paint.
    }
    if (!snap || !this.watched(t) || t.loaded) return;
    t.loaded = { data: snap.data, ...(snap.meta ? { meta: snap.meta } : {}) };
    t.status = 'stale';
    t.updatedAt = snap.savedAt;
    this.markDirty(t);
  }

  private enqueue(t: Watched, op: 'refresh' | 'more'): void {
    if (op === 'refresh') {
      if (t.refreshQueued) return;
      t.refreshQueued = true;
      this.clearTimer(t);
    }
    t.queue = t.queue.then(() => this.run(t, op));
  }

  private async run(t: Watched, op: 'refresh' | 'more'): Promise<void> {
    if (op === 'refresh') t.refreshQueued = false;
    if (!this.watched(t)) return;
    // With data on screen the schedule is the retry; without, the client's own retries get it there sooner.
    const retries = t.loaded ? 0 : undefined;
    const fetch: Fetch = (endpoint, input) => this.deps.api.call(endpoint, input, { retries });
    const scopeAtStart = this.scope;
    try {
      const prev = t.loaded;
      const result =
        op === 'more' && prev && t.def.loadMore
          ? await t.def.loadMore(fetch, t.params, prev)
          : await t.def.load(fetch, t.params, prev);
      if (!this.watched(t)) return;
      t.loaded = result;
      t.status = 'ready';
      t.updatedAt = this.deps.clock.now();
      t.error = undefined;
      t.failures = 0;
      this.markDirty(t);
      // Written under the scope the data was fetched for, even if the player switched language meanwhile.
      const key = `${scopeAtStart ?? ''}|${t.key}|${stableParams(t.params)}`;
      this.deps.snapshots
        .write(key, {
          data: result.data,
          ...(result.meta ? { meta: result.meta } : {}),
          savedAt: t.updatedAt,
        })
        .catch(() => {});
    } catch (err) {
      await t.snapshotRead;
      if (!this.watched(t)) return;
      if (err instanceof ApiError && (err.info.kind === 'expired' || err.info.kind === 'forbidden')) {
        this.deps.send({ type: 'event', event: { type: err.info.kind } });
      }
      t.error = err instanceof Error ? err.message : String(err);
      if (op === 'refresh') {
        t.failures++;
        t.status = t.loaded ? 'stale' : 'error';
      }
      this.markDirty(t);
    }
    if (op === 'refresh') this.schedule(t);
  }

  private schedule(t: Watched): void {
    this.clearTimer(t);
    if (this.paused || this.scope === undefined || !this.watched(t)) return;
    t.timer = this.deps.clock.setTimeout(
      () => {
        t.timer = undefined;
        this.enqueue(t, 'refresh');
      },
      nextDelay(t.def.intervalMs, t.failures),
    );
  }

  private clearTimer(t: Watched): void {
    if (t.timer === undefined) return;
    this.deps.clock.clearTimeout(t.timer);
    t.timer = undefined;
  }

  /** Changes within one tick leave in one message (DESIGN.md §10.5): one diff per topic per flush. */
  private markDirty(t: Watched): void {
    this.dirty.add(t.id);
    if (this.flushTimer !== undefined) return;
    this.flushTimer = this.deps.clock.setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const updates: TopicUpdate[] = [];
    for (const id of this.dirty) {
      const t = this.topics.get(id);
      if (!t) continue;
      const data = t.loaded?.data;
      const patch = data === undefined ? undefined : diffData(t.sent, data, t.def.lists);
      if (data !== undefined) t.sent = data;
      updates.push({
        id,
        status: t.status,
        updatedAt: t.updatedAt,
        error: t.error,
        ...(patch ? { patch } : {}),
      });
    }
    this.dirty.clear();
    if (updates.length) this.deps.send({ type: 'batch', updates });
  }
}
