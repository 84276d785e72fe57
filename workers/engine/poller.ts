/**
 * The polls of a watched topic: its refresh on the topic's cadence (`intervalMs`) and its faster `live` poll of
 * what the player sees (the 2 s odds of the matches on screen), each with its own timer, back-off, time-out and
 * queue (a hung list refresh never holds the odds). Each poll is timed from the start of the previous call, so
 * a 2 s poll stays at 2 s however long the answers take. Every result is kept as the topic's last good data,
 * saved as its snapshot (per-user topics under the player, never a `store: false` topic) and marked for the
 * next batch. The engine (engine.ts) decides when a topic starts and stops.
 */
import { ApiError, type ApiClient } from '../../core/api/types';
import type { EngineMessage } from '../protocol';
import { nextDelay } from './backoff';
import type { Batcher } from './batcher';
import type { Clock } from './clock';
import { snapshotKey, type Snapshot, type SnapshotStoreLike } from './snapshot';
import type { Fetch, Loaded } from './topic-defs';
import { isRunning, isWatched, userOf, type EngineState, type Watched } from './watched';

/** What the polls are given: the engine's deps (EngineDeps) but the topic definitions. */
export interface PollerDeps {
  clock: Clock;
  api: Pick<ApiClient, 'call'>;
  snapshots: SnapshotStoreLike;
  send(message: EngineMessage): void;
}

/** A topic's cadence for its params. */
const intervalOf = (t: Watched): number =>
  typeof t.def.intervalMs === 'function' ? t.def.intervalMs(t.params) : t.def.intervalMs;

export class Poller {
  constructor(
    private readonly deps: PollerDeps,
    private readonly state: EngineState,
    private readonly batcher: Batcher,
  ) {}

  /** One refresh now, then both cadences (the live one counted from now: the refresh brings fresh data). */
  start(t: Watched): void {
    if (!isRunning(this.state, t)) return;
    t.liveStartedAt = undefined;
    void this.enqueue(t, 'refresh');
    this.scheduleLive(t);
  }

  async showSnapshot(t: Watched): Promise<void> {
    if (t.def.store === false || (t.def.scope === 'user' && this.state.user === undefined)) return;
    // (A 'viewer' topic is filed under the player or the visitor: userOf.)
    const user = userOf(this.state, t);
    let snap: Snapshot | undefined;
    try {
      snap = await this.deps.snapshots.read(snapshotKey(this.state.scope, t.key, t.params, user));
    } catch {
      return; // A broken or blocked database only costs the instant first paint.
    }
    // Nothing shown if the player changed while the disk was read.
    if (!snap || !isWatched(this.state, t) || t.loaded || userOf(this.state, t) !== user) return;
    t.loaded = { data: snap.data, ...(snap.meta ? { meta: snap.meta } : {}) };
    t.status = 'stale';
    t.updatedAt = snap.savedAt;
    this.batcher.markDirty(t);
  }

  /** Queues an operation; settles when the topic's queue has run it (or the one already queued). */
  enqueue(t: Watched, op: 'refresh' | 'more' | 'live'): Promise<void> {
    if (op === 'refresh') {
      if (t.refreshQueued) return t.queue;
      t.refreshQueued = true;
      this.clearTimer(t);
    }
    if (op === 'live') {
      if (t.liveQueued) return t.liveQueue;
      t.liveQueued = true;
    }
    if (op === 'live') return (t.liveQueue = t.liveQueue.then(() => this.runLive(t)));
    return (t.queue = t.queue.then(() => this.run(t, op)));
  }

  clearTimers(t: Watched): void {
    this.clearTimer(t);
    this.clearLiveTimer(t);
  }

  /**
   * Written under the scope (and player) the data was fetched for, even if the player switched language
   * meanwhile; dropped if the player changed (a logout while the call ran), so nothing is filed under nobody.
   */
  private save(
    t: Watched,
    scope: string | undefined,
    user: string | undefined,
    result: Loaded<unknown>,
    savedAt: number,
  ): void {
    if (t.def.store === false || userOf(this.state, t) !== user) return;
    const key = snapshotKey(scope, t.key, t.params, user);
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
    const timeoutMs = live.timeoutMs;
    const fetch: Fetch = (endpoint, input) =>
      this.deps.api.call(endpoint, input, { retries: 0, ...(timeoutMs ? { timeoutMs } : {}) });
    const scopeAtStart = this.state.scope;
    const userAtStart = userOf(this.state, t);
    t.liveStartedAt = this.deps.clock.now();
    try {
      const result = await live.refresh(fetch, t.params, prev, t.visible);
      if (!isWatched(this.state, t) || userOf(this.state, t) !== userAtStart) return;
      t.liveFailures = 0;
      if (result !== prev && t.loaded === prev) {
        t.loaded = result;
        t.updatedAt = this.deps.clock.now();
        this.batcher.markDirty(t);
        this.save(t, scopeAtStart, userAtStart, result, t.updatedAt);
      }
    } catch (err) {
      if (!isWatched(this.state, t)) return;
      this.forwardSessionError(err);
      // Offline is not a failure of the server: no back-off, the `online` event restarts the poll.
      if (!this.state.offline) t.liveFailures++;
    }
    this.scheduleLive(t);
  }

  private async run(t: Watched, op: 'refresh' | 'more'): Promise<void> {
    if (op === 'refresh') t.refreshQueued = false;
    if (!isWatched(this.state, t)) return;
    if (t.def.scope === 'user' && this.state.user === undefined) return;
    // With data on screen the schedule is the retry; without, the client's own retries get it there sooner.
    // Offline, retries only wait for nothing: the `online` event brings the refresh.
    const retries = t.loaded || this.state.offline ? 0 : undefined;
    const timeoutMs = t.def.timeoutMs;
    const fetch: Fetch = (endpoint, input) =>
      this.deps.api.call(endpoint, input, { retries, ...(timeoutMs ? { timeoutMs } : {}) });
    const scopeAtStart = this.state.scope;
    const userAtStart = userOf(this.state, t);
    const full = t.full;
    if (op === 'refresh') t.startedAt = this.deps.clock.now();
    try {
      const prev = t.loaded;
      const result =
        op === 'more' && prev && t.def.loadMore
          ? await t.def.loadMore(fetch, t.params, prev)
          : prev && !full && t.def.update
            ? await t.def.update(fetch, t.params, prev)
            : await t.def.load(fetch, t.params, prev);
      if (!isWatched(this.state, t)) return;
      // Another player's answer (a logout or login while the call ran) is not this player's data.
      if (userOf(this.state, t) !== userAtStart) return;
      if (op === 'refresh' && full && this.state.scope === scopeAtStart) t.full = false;
      t.loaded = result;
      t.status = 'ready';
      t.updatedAt = this.deps.clock.now();
      t.error = undefined;
      t.failures = 0;
      this.batcher.markDirty(t);
      this.save(t, scopeAtStart, userAtStart, result, t.updatedAt);
    } catch (err) {
      await t.snapshotRead;
      if (!isWatched(this.state, t) || userOf(this.state, t) !== userAtStart) return;
      this.forwardSessionError(err);
      t.error = err instanceof Error ? err.message : String(err);
      if (op === 'refresh') {
        // Offline: what is shown stays as it is (stale data stays, no error screen, no back-off); the
        // `online` event refreshes at once.
        if (!this.state.offline) t.failures++;
        t.status = t.loaded ? 'stale' : this.state.offline ? t.status : 'error';
      }
      this.batcher.markDirty(t);
    }
    if (op === 'refresh') this.schedule(t);
  }

  /** The delay to the next call: the cadence counted from the start of the last call, never below 0. */
  private due(startedAt: number | undefined, delay: number): number {
    const spent = startedAt === undefined ? 0 : this.deps.clock.now() - startedAt;
    return Math.max(0, delay - spent);
  }

  private schedule(t: Watched): void {
    this.clearTimer(t);
    if (!isRunning(this.state, t)) return;
    if (t.loaded && t.def.final?.(t.loaded.data)) return;
    t.timer = this.deps.clock.setTimeout(
      () => {
        t.timer = undefined;
        void this.enqueue(t, 'refresh');
      },
      this.due(t.startedAt, nextDelay(intervalOf(t), t.failures)),
    );
  }

  private scheduleLive(t: Watched): void {
    this.clearLiveTimer(t);
    if (!t.def.live || !isRunning(this.state, t)) return;
    t.liveTimer = this.deps.clock.setTimeout(
      () => {
        t.liveTimer = undefined;
        void this.enqueue(t, 'live');
      },
      this.due(t.liveStartedAt, nextDelay(t.def.live.intervalMs, t.liveFailures)),
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
