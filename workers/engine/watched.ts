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
}

export interface EngineState {
  readonly topics: Map<string, Watched>;
  paused: boolean;
  /** Brand and language of the snapshots; undefined until the page has configured the engine. */
  scope: string | undefined;
}

/** False once the topic was unsubscribed: results of a fetch that ran meanwhile are dropped. */
export function isWatched(state: EngineState, t: Watched): boolean {
  return state.topics.get(t.id) === t;
}

/** Whether the topic's polls may run: the page visible, the engine configured, the topic active and watched. */
export function isRunning(state: EngineState, t: Watched): boolean {
  return !state.paused && state.scope !== undefined && t.active && isWatched(state, t);
}
