/**
 * The state of each watched topic, and the state its parts share with the engine: which topics are watched,
 * whether the page is hidden, which scope is configured. The engine's command surface (engine.ts), the polls
 * (poller.ts) and the batching (batcher.ts) all read and write these same objects.
 */
import type { TopicKey, TopicStatus } from '../topics';
import type { Loaded, TopicDefinition } from './topic-defs';

export interface Watched {
  id: string;
  key: TopicKey;
  params: object;
  def: TopicDefinition<object, unknown>;
  refs: number;
  loaded: Loaded<unknown> | undefined;
  /** The data as the page last received it: the base of the next diff (undefined -> the next patch resets). */
  sent: unknown;
  /** The data was dropped (another player, a logout): the next batch tells the page to drop it too. */
  cleared: boolean;
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
  /**
   * The live poll's own queue: a hung list refresh must not hold the odds (nor hung odds the list). The two
   * meet only through `loaded`, which each reads and replaces whole.
   */
  liveQueue: Promise<void>;
  /** When the current refresh or live call started: the next one is timed from there, not from its answer. */
  startedAt: number | undefined;
  liveStartedAt: number | undefined;
  refreshQueued: boolean;
  /** The IndexedDB read under way: a failure waits for it, so an offline start shows the snapshot, not an error. */
  snapshotRead: Promise<void>;
}

/** A topic on its first subscribe: nothing loaded, one reference, active, a full load to come. */
export function newWatched(
  id: string,
  key: TopicKey,
  params: object,
  def: TopicDefinition<object, unknown>,
): Watched {
  return {
    id,
    key,
    params,
    def,
    refs: 1,
    loaded: undefined,
    sent: undefined,
    cleared: false,
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
    liveQueue: Promise.resolve(),
    startedAt: undefined,
    liveStartedAt: undefined,
    refreshQueued: false,
    snapshotRead: Promise.resolve(),
  };
}

export interface EngineState {
  readonly topics: Map<string, Watched>;
  paused: boolean;
  /** The browser says there is no network: nothing is fetched (no failures, no back-off) until it is back. */
  offline: boolean;
  /** Brand and language of the snapshots; undefined until the page has configured the engine. */
  scope: string | undefined;
  /** The logged-in player's id, or undefined for a visitor: per-user topics are fetched and filed under it. */
  user: string | undefined;
}

/** False once the topic was unsubscribed: results of a fetch that ran meanwhile are dropped. */
export function isWatched(state: EngineState, t: Watched): boolean {
  return state.topics.get(t.id) === t;
}

/**
 * Whether the topic's polls may run: the page visible and online, the engine configured, the topic active and
 * watched, and for a per-user topic a player logged in.
 */
export function isRunning(state: EngineState, t: Watched): boolean {
  return (
    !state.paused &&
    !state.offline &&
    state.scope !== undefined &&
    (t.def.scope !== 'user' || state.user !== undefined) &&
    t.active &&
    isWatched(state, t)
  );
}

/** The key of a topic's snapshot under the current scope (and player, for a per-user topic). */
export function userOf(state: EngineState, t: Watched): string | undefined {
  if (t.def.scope === 'viewer') return state.user ?? 'visitor';
  return t.def.scope === 'user' ? (state.user ?? '') : undefined;
}
