/**
 * The engine: watches topics on their cadences, keeps their last good data, and streams batched diffs.
 * No worker API, no DOM, no real timers: time comes from the injected Clock and calls from the injected API
 * client, so tests drive it under fake time (DESIGN.md §10.1).
 *
 * Life of a topic: subscribe (ref-counted) -> the IndexedDB snapshot, if any, is shown as 'stale' while the
 * first fetch runs -> 'ready' -> refreshed every `intervalMs` -> on failure the delay doubles up to 60 s and
 * the data shown turns 'stale' (or 'error' when there is none) -> the last unsubscribe stops it.
 *
 * A topic may also have a faster `live` poll of what the player sees (the 2 s odds of the matches on screen,
 * `setVisible`), with its own timer and back-off. Both polls stop while the page is hidden (`pause`) or the
 * topic is inactive (`setActive`, SPEC §4 active/inactive toggle), and restart with one refresh.
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
  /** The next refresh reloads in full instead of continuing (`update`): after a snapshot, a scope change, a retry. */
  full: boolean;
  /** False while the page shows the topic's section collapsed or inactive: nothing is polled. */
  active: boolean;
  /** What the page has on screen (match ids), for the `live` poll. */
  visible: readonly number[];
  liveTimer: unknown;
  liveFailures: number;
  liveQueued: boolean;
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
      t.full = true; // Another language or currency: an increment of the old list would mix both.
      this.start(t);
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
      full: true,
      active: true,
      visible: [],
      liveTimer: undefined,
      liveFailures: 0,
      liveQueued: false,
      queue: Promise.resolve(),
      refreshQueued: false,
      snapshotRead: Promise.resolve(),
    };
    this.topics.set(id, t);
    if (this.scope === undefined) return;
    t.snapshotRead = this.showSnapshot(t);
    this.start(t);
  }

  unsubscribe(id: string): void {
    const t = this.topics.get(id);
    if (!t || --t.refs > 0) return;
    this.clearTimers(t);
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
    t.full = true;
    this.enqueue(t, 'refresh');
  }

  loadMore(id: string): void {
    const t = this.topics.get(id);
    if (!t || !t.def.loadMore || !t.loaded || this.scope === undefined) return;
    this.enqueue(t, 'more');
  }

  /** What the player has on screen; the `live` poll asks only for these (the 2 s odds of visible matches). */
  setVisible(id: string, ids: readonly number[]): void {
    const t = this.topics.get(id);
    if (t) t.visible = [...ids];
  }

  /** A collapsed or inactive section (SPEC §4 active/inactive toggle): its polls stop until it is active again. */
  setActive(id: string, active: boolean): void {
    const t = this.topics.get(id);
    if (!t || t.active === active) return;
    t.active = active;
    if (active) this.start(t);
    else this.clearTimers(t);
  }

  /** The page is hidden: no timers run, nothing is fetched. */
  pause(): void {
    this.paused = true;
    for (const t of this.topics.values()) this.clearTimers(t);
  }

  /** Visible again: one immediate refresh of every watched topic, then the cadence. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const t of this.topics.values()) this.start(t);
  }

  private running(t: Watched): boolean {
    return !this.paused && this.scope !== undefined && t.active && this.watched(t);
  }

  /** One refresh now, then both cadences. */
  private start(t: Watched): void {
    if (!this.running(t)) return;
    this.enqueue(t, 'refresh');
    this.scheduleLive(t);
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

  private enqueue(t: Watched, op: 'refresh' | 'more' | 'live'): void {
    if (op === 'refresh') {
      if (t.refreshQueued) return;
      t.refreshQueued = true;
      this.clearTimer(t);
    }
    if (op === 'live') {
      if (t.liveQueued) return;
      t.liveQueued = true;
    }
    t.queue = t.queue.then(() => (op === 'live' ? this.runLive(t) : this.run(t, op)));
  }

  /** Written under the scope the data was fetched for, even if the player switched language meanwhile. */
  private save(t: Watched, scope: string | undefined, result: Loaded<unknown>, savedAt: number): void {
    const key = `${scope ?? ''}|${t.key}|${stableParams(t.params)}`;
    this.deps.snapshots
      .write(key, { data: result.data, ...(result.meta ? { meta: result.meta } : {}), savedAt })
      .catch(() => {});
  }

  private forwardSessionError(err: unknown): void {
    if (err instanceof ApiError && (err.info.kind === 'expired' || err.info.kind === 'forbidden')) {
      this.deps.send({ type: 'event', event: { type: err.info.kind } });
    }
  }

  /** The fast poll: applied only when it changed something, so an unchanged tick sends nothing and writes nothing. */
  private async runLive(t: Watched): Promise<void> {
    t.liveQueued = false;
    const live = t.def.live;
    const prev = t.loaded;
    if (!live || !prev || !this.running(t)) return this.scheduleLive(t);
    const fetch: Fetch = (endpoint, input) => this.deps.api.call(endpoint, input, { retries: 0 });
    const scopeAtStart = this.scope;
    try {
      const result = await live.refresh(fetch, t.params, prev, t.visible);
      if (!this.watched(t)) return;
      t.liveFailures = 0;
      if (result !== prev && t.loaded === prev) {
        t.loaded = result;
        t.updatedAt = this.deps.clock.now();
        this.markDirty(t);
        this.save(t, scopeAtStart, result, t.updatedAt);
      }
    } catch (err) {
      if (!this.watched(t)) return;
      this.forwardSessionError(err);
      t.liveFailures++;
    }
    this.scheduleLive(t);
  }

  private async run(t: Watched, op: 'refresh' | 'more'): Promise<void> {
    if (op === 'refresh') t.refreshQueued = false;
    if (!this.watched(t)) return;
    // With data on screen the schedule is the retry; without, the client's own retries get it there sooner.
    const retries = t.loaded ? 0 : undefined;
    const fetch: Fetch = (endpoint, input) => this.deps.api.call(endpoint, input, { retries });
    const scopeAtStart = this.scope;
    const full = t.full;
    try {
      const prev = t.loaded;
      const result =
        op === 'more' && prev && t.def.loadMore
          ? await t.def.loadMore(fetch, t.params, prev)
          : prev && !full && t.def.update
            ? await t.def.update(fetch, t.params, prev)
            : await t.def.load(fetch, t.params, prev);
      if (!this.watched(t)) return;
      if (op === 'refresh' && full && this.scope === scopeAtStart) t.full = false;
      t.loaded = result;
      t.status = 'ready';
      t.updatedAt = this.deps.clock.now();
      t.error = undefined;
      t.failures = 0;
      this.markDirty(t);
      this.save(t, scopeAtStart, result, t.updatedAt);
    } catch (err) {
      await t.snapshotRead;
      if (!this.watched(t)) return;
      this.forwardSessionError(err);
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
    if (!this.running(t)) return;
    t.timer = this.deps.clock.setTimeout(
      () => {
        t.timer = undefined;
        this.enqueue(t, 'refresh');
      },
      nextDelay(t.def.intervalMs, t.failures),
    );
  }

  private scheduleLive(t: Watched): void {
    this.clearLiveTimer(t);
    if (!t.def.live || !this.running(t)) return;
    t.liveTimer = this.deps.clock.setTimeout(
      () => {
        t.liveTimer = undefined;
        this.enqueue(t, 'live');
      },
      nextDelay(t.def.live.intervalMs, t.liveFailures),
    );
  }

  private clearTimer(t: Watched): void {
    if (t.timer === undefined) return;
    this.deps.clock.clearTimeout(t.timer);
    t.timer = undefined;
  }

  private clearLiveTimer(t: Watched): void {
    if (t.liveTimer === undefined) return;
    this.deps.clock.clearTimeout(t.liveTimer);
    t.liveTimer = undefined;
  }

  private clearTimers(t: Watched): void {
    this.clearTimer(t);
    this.clearLiveTimer(t);
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
