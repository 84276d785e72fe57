/**
 * The polls of a watched topic: its refresh on the topic's cadence (`intervalMs`) and its faster `live` poll of
 * what the player sees (the 2 s odds of the matches on screen), each with its own timer and back-off. A topic's
 * operations run one at a time on its queue; every result is kept as the topic's last good data, saved as its
 * snapshot and marked for the next batch. The engine (engine.ts) decides when a topic starts and stops.
 */
import { ApiError, type ApiClient } from '../../core/api/types';
import type { EngineMessage } from '../protocol';
import { nextDelay } from './backoff';
import type { Batcher } from './batcher';
import type { Clock } from './clock';
import { snapshotKey, type Snapshot, type SnapshotStoreLike } from './snapshot';
import type { Fetch, Loaded } from './topic-defs';
import { isRunning, isWatched, type EngineState, type Watched } from './watched';

/** What the polls are given: the engine's deps (EngineDeps) but the topic definitions. */
export interface PollerDeps {
  clock: Clock;
  api: Pick<ApiClient, 'call'>;
  snapshots: SnapshotStoreLike;
  send(message: EngineMessage): void;
}

export class Poller {
  constructor(
    private readonly deps: PollerDeps,
    private readonly state: EngineState,
    private readonly batcher: Batcher,
  ) {}

  /** One refresh now, then both cadences. */
  start(t: Watched): void {
    if (!isRunning(this.state, t)) return;
    this.enqueue(t, 'refresh');
    this.scheduleLive(t);
  }

  async showSnapshot(t: Watched): Promise<void> {
    let snap: Snapshot | undefined;
    try {
      snap = await this.deps.snapshots.read(snapshotKey(this.state.scope, t.key, t.params));
    } catch {
      return; // A broken or blocked database only costs the instant first paint.
    }
    if (!snap || !isWatched(this.state, t) || t.loaded) return;
    t.loaded = { data: snap.data, ...(snap.meta ? { meta: snap.meta } : {}) };
    t.status = 'stale';
    t.updatedAt = snap.savedAt;
    this.batcher.markDirty(t);
  }

  enqueue(t: Watched, op: 'refresh' | 'more' | 'live'): void {
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

  clearTimers(t: Watched): void {
    this.clearTimer(t);
    this.clearLiveTimer(t);
  }

  /** Written under the scope the data was fetched for, even if the player switched language meanwhile. */
  private save(t: Watched, scope: string | undefined, result: Loaded<unknown>, savedAt: number): void {
    const key = snapshotKey(scope, t.key, t.params);
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
    if (!live || !prev || !isRunning(this.state, t)) return this.scheduleLive(t);
    const fetch: Fetch = (endpoint, input) => this.deps.api.call(endpoint, input, { retries: 0 });
    const scopeAtStart = this.state.scope;
    try {
      const result = await live.refresh(fetch, t.params, prev, t.visible);
      if (!isWatched(this.state, t)) return;
      t.liveFailures = 0;
      if (result !== prev && t.loaded === prev) {
        t.loaded = result;
        t.updatedAt = this.deps.clock.now();
        this.batcher.markDirty(t);
        this.save(t, scopeAtStart, result, t.updatedAt);
      }
    } catch (err) {
      if (!isWatched(this.state, t)) return;
      this.forwardSessionError(err);
      t.liveFailures++;
    }
    this.scheduleLive(t);
  }

  private async run(t: Watched, op: 'refresh' | 'more'): Promise<void> {
    if (op === 'refresh') t.refreshQueued = false;
    if (!isWatched(this.state, t)) return;
    // With data on screen the schedule is the retry; without, the client's own retries get it there sooner.
    const retries = t.loaded ? 0 : undefined;
    const fetch: Fetch = (endpoint, input) => this.deps.api.call(endpoint, input, { retries });
    const scopeAtStart = this.state.scope;
    const full = t.full;
    try {
      const prev = t.loaded;
      const result =
        op === 'more' && prev && t.def.loadMore
          ? await t.def.loadMore(fetch, t.params, prev)
          : prev && !full && t.def.update
            ? await t.def.update(fetch, t.params, prev)
            : await t.def.load(fetch, t.params, prev);
      if (!isWatched(this.state, t)) return;
      if (op === 'refresh' && full && this.state.scope === scopeAtStart) t.full = false;
      t.loaded = result;
      t.status = 'ready';
      t.updatedAt = this.deps.clock.now();
      t.error = undefined;
      t.failures = 0;
      this.batcher.markDirty(t);
      this.save(t, scopeAtStart, result, t.updatedAt);
    } catch (err) {
      await t.snapshotRead;
      if (!isWatched(this.state, t)) return;
      this.forwardSessionError(err);
      t.error = err instanceof Error ? err.message : String(err);
      if (op === 'refresh') {
        t.failures++;
        t.status = t.loaded ? 'stale' : 'error';
      }
      this.batcher.markDirty(t);
    }
    if (op === 'refresh') this.schedule(t);
  }

  private schedule(t: Watched): void {
    this.clearTimer(t);
    if (!isRunning(this.state, t)) return;
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
    if (!t.def.live || !isRunning(this.state, t)) return;
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
}
