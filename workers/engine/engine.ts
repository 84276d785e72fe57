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
 *
 * This file holds the engine's commands (what the service calls); the polls are in poller.ts, the batching in
 * batcher.ts, the per-topic state in watched.ts, the back-off in backoff.ts and the snapshots in snapshot.ts.
 */
import type { TopicKey, TopicMap } from '../topics';
import { Batcher } from './batcher';
import { Poller, type PollerDeps } from './poller';
import { firstScreenTopics, type TopicDefinition, type TopicDefinitions } from './topic-defs';
import { newWatched, type EngineState, type Watched } from './watched';

export { MAX_BACKOFF_MS, nextDelay } from './backoff';
export { stableParams } from '../../core/params/stable';
export type { Snapshot, SnapshotStoreLike } from './snapshot';

/**
 * The injected clock, API client, snapshot store and message sink (PollerDeps), and the topics' definitions
 * known from the start (default: the first screens'; more arrive with `define`).
 */
export interface EngineDeps extends PollerDeps {
  definitions?: Partial<TopicDefinitions>;
}

export class Engine {
  private readonly state: EngineState = {
    topics: new Map(),
    paused: false,
    offline: false,
    scope: undefined,
    user: undefined,
  };
  private readonly batcher: Batcher;
  private readonly poller: Poller;
  private readonly defs: Partial<TopicDefinitions>;

  constructor(deps: EngineDeps) {
    this.defs = { ...(deps.definitions ?? firstScreenTopics) };
    this.batcher = new Batcher(deps, this.state.topics);
    this.poller = new Poller(deps, this.state, this.batcher);
  }

  /**
   * First call starts fetching; a later call with another scope (language, currency) or player refetches all.
   * `user` is the logged-in player's id (undefined for a visitor): another player drops every per-user topic's
   * data at once, so nothing of the previous player stays on screen.
   */
  configure(scope: string, user?: string): void {
    const first = this.state.scope === undefined;
    const userChanged = !first && user !== this.state.user;
    this.state.scope = scope;
    this.state.user = user;
    for (const t of this.state.topics.values()) {
      const mine = t.def.scope !== 'public';
      if (mine && userChanged) this.clear(t);
      if (first || (mine && userChanged)) t.snapshotRead = this.poller.showSnapshot(t);
      t.full = true; // Another language or currency: an increment of the old list would mix both.
      this.poller.start(t);
    }
  }

  /**
   * Logout or session expiry: every per-user topic's data is dropped (on screen and in memory) and the caller
   * wipes their snapshots from the device; public topics keep theirs.
   */
  forgetUser(): void {
    this.state.user = undefined;
    for (const t of this.state.topics.values()) {
      if (t.def.scope === 'public') continue;
      this.clear(t);
      this.poller.clearTimers(t);
      // A visitor's view (the game tabs) is fetched again at once; a player's own data waits for a player.
      if (t.def.scope === 'viewer') this.poller.start(t);
    }
  }

  /** The browser's online state: offline stops every poll; back online refreshes everything watched at once. */
  setOnline(online: boolean): void {
    if (this.state.offline === !online) return;
    this.state.offline = !online;
    for (const t of this.state.topics.values()) {
      if (online) {
        t.failures = 0;
        t.liveFailures = 0;
        this.poller.start(t);
      } else {
        this.poller.clearTimers(t);
      }
    }
  }

  private clear(t: Watched): void {
    t.loaded = undefined;
    t.sent = undefined;
    t.status = 'loading';
    t.updatedAt = undefined;
    t.error = undefined;
    t.failures = 0;
    t.cleared = true;
    this.batcher.markDirty(t);
  }

  /** Whether a topic's definition is loaded (engine-service.ts loads the others before subscribing). */
  knows(key: TopicKey): boolean {
    return this.defs[key] !== undefined;
  }

  /** Adds topic definitions loaded later (player-topics.ts). */
  define(defs: Partial<TopicDefinitions>): void {
    Object.assign(this.defs, defs);
  }

  subscribe<K extends TopicKey>(id: string, key: K, params: TopicMap[K]['params']): void {
    const def = this.defs[key] as unknown as TopicDefinition<object, unknown> | undefined;
    // The page's caller gets the error (comlink rejects its call); nothing is watched.
    if (!def) throw new Error(`Unknown topic ${String(key)}`);
    const existing = this.state.topics.get(id);
    if (existing) {
      existing.refs++;
      return;
    }
    const t = newWatched(id, key, params, def);
    this.state.topics.set(id, t);
    if (this.state.scope === undefined) return;
    t.snapshotRead = this.poller.showSnapshot(t);
    this.poller.start(t);
  }

  unsubscribe(id: string): void {
    const t = this.state.topics.get(id);
    if (!t || --t.refs > 0) return;
    this.poller.clearTimers(t);
    this.state.topics.delete(id);
    this.batcher.forget(id);
  }

  /**
   * The player asked again (pull to refresh, retry button, the balance after a bet): fetch now, then back to
   * the cadence. Settles once the fetch is done (its result is on its way to the page).
   */
  refresh(id: string): Promise<void> {
    const t = this.state.topics.get(id);
    if (!t || this.state.scope === undefined) return Promise.resolve();
    if (t.status === 'error') {
      t.status = 'loading';
      this.batcher.markDirty(t);
    }
    t.full = true;
    // The data leaves before the caller's answer does, so whoever awaited the refresh sees it on screen.
    return this.poller.enqueue(t, 'refresh').then(() => this.batcher.flushNow());
  }

  loadMore(id: string): void {
    const t = this.state.topics.get(id);
    if (!t || !t.def.loadMore || !t.loaded || this.state.scope === undefined) return;
    void this.poller.enqueue(t, 'more');
  }

  /** What the player has on screen; the `live` poll asks only for these (the 2 s odds of visible matches). */
  setVisible(id: string, ids: readonly number[]): void {
    const t = this.state.topics.get(id);
    if (t) t.visible = [...ids];
  }

  /** A collapsed or inactive section (SPEC §4 active/inactive toggle): its polls stop until it is active again. */
  setActive(id: string, active: boolean): void {
    const t = this.state.topics.get(id);
    if (!t || t.active === active) return;
    t.active = active;
    if (active) this.poller.start(t);
    else this.poller.clearTimers(t);
  }

  /** The page is hidden: no timers run, nothing is fetched. */
  pause(): void {
    this.state.paused = true;
    for (const t of this.state.topics.values()) this.poller.clearTimers(t);
  }

  /** Visible again (or the page asked for fresh data): one immediate refresh of every watched topic, then the cadence. */
  resume(): void {
    if (!this.state.paused) return;
    this.state.paused = false;
    for (const t of this.state.topics.values()) this.poller.start(t);
  }
}
