/**
 * The engine worker's life (DESIGN.md §10.2): starts it on first use, restarts it after a crash and
 * re-subscribes, pauses it while the page is hidden; and the per-topic stores its batches land in, which the
 * hooks (engine-hooks.ts) read. Reached through engine-bridge.ts, the page's only door to the engine.
 *
 * Only types come from workers/: the engine's code lives in its own chunk, loaded by the Worker constructor.
 */
import type { EngineCommands } from '../../workers/engine.worker';
import type { EngineCall, EngineConfig, EngineEvent, EngineMessage } from '../../workers/protocol';
import type { MatchesParams, TopicKey, TopicMap, TopicState } from '../../workers/topics';
import { applyPatch } from './engine-patch';
import { stableParams } from '../../core/params/stable';

type EngineListener = (event: EngineEvent) => void;

export interface TopicStore {
  id: string;
  key: TopicKey;
  params: object;
  state: TopicState<unknown>;
  /** The data as the engine sent it (patches apply to it); `state.data` unless the store was seeded. */
  engineData: unknown;
  /**
   * Showing data the page was given before the engine had any (seedTopic: the server's first screen). The
   * engine's snapshot and loading states do not replace it; its first fresh data does.
   */
  seeded: boolean;
  /** A loadMore asked while seeded: the engine has no pages to continue yet, so it is sent on takeover. */
  moreWanted: boolean;
  /** Replayed after every (re)subscribe: the engine forgets both when the subscription or the worker goes. */
  visible: readonly number[];
  active: boolean;
  listeners: Set<() => void>;
  subscribe(listener: () => void): () => void;
  get(): TopicState<unknown>;
  refresh(): void;
  loadMore(): void;
}

const stores = new Map<string, TopicStore>();
const eventListeners = new Set<EngineListener>();
let config: EngineConfig | undefined;
let worker: Worker | undefined;
/** The worker's commands as calls: each posts one EngineCall message (fire-and-forget). */
type Remote = { [K in keyof EngineCommands]: (...args: Parameters<EngineCommands[K]>) => void };
let remote: Remote | undefined;
let crashes = 0;
let visibilityBound = false;

function onMessage(message: EngineMessage): void {
  if (message.type === 'event') {
    for (const listener of eventListeners) listener(message.event);
    return;
  }
  for (const update of message.updates) {
    const store = stores.get(update.id);
    if (!store) continue;
    const data = update.patch ? applyPatch(store.engineData, update.patch) : store.engineData;
    store.engineData = data;
    if (store.seeded) {
      // A saved snapshot or a load in progress is older than the seed: keep showing the seed. When the
      // engine cannot reach the server, the seed is what a snapshot would be (shown, marked stale); fresh
      // data takes over.
      if (update.status !== 'ready') {
        if (update.status === 'error' && store.state.status !== 'stale') {
          store.state = { ...store.state, status: 'stale', error: update.error };
          for (const listener of store.listeners) listener();
        }
        continue;
      }
      store.seeded = false;
      if (store.moreWanted) {
        store.moreWanted = false;
        remote?.loadMore(store.id);
      }
    }
    store.state = { data, status: update.status, updatedAt: update.updatedAt, error: update.error };
    for (const listener of store.listeners) listener();
  }
  crashes = 0;
}

function onVisibility(): void {
  if (document.hidden) remote?.pause();
  else remote?.resume();
}

function remoteOf(target: Worker): Remote {
  // A call to a worker that just died goes nowhere: the restart path re-sends what matters.
  return new Proxy({} as Remote, {
    get:
      (_, m: string) =>
      (...a: unknown[]) =>
        target.postMessage({ m, a } satisfies EngineCall),
  });
}

function start(): Remote {
  const w = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  worker = w;
  w.addEventListener('error', onCrash);
  w.addEventListener('message', (event: MessageEvent<EngineMessage>) => onMessage(event.data));
  const r = remoteOf(w);
  remote = r;
  if (config) r.configure(config);
  if (document.hidden) r.pause();
  for (const store of stores.values()) {
    if (store.listeners.size) subscribeRemote(r, store);
  }
  if (!visibilityBound) {
    visibilityBound = true;
    document.addEventListener('visibilitychange', onVisibility);
  }
  return r;
}

function onCrash(): void {
  worker?.terminate();
  worker = undefined;
  remote = undefined;
  // A worker that dies on start would otherwise be restarted in a tight loop: wait 1 s more per crash, up to 30 s.
  const delay = Math.min(1_000 * ++crashes, 30_000);
  setTimeout(() => {
    if (!remote && [...stores.values()].some((s) => s.listeners.size)) start();
  }, delay);
}

/** Call at boot and whenever the user, language or currency changes. */
export function configureEngine(next: EngineConfig): void {
  config = next;
  remote?.configure(next);
}

/** 604 and 403 answers to the engine's calls (SPEC §8); the page decides where to go. */
export function onEngineEvent(listener: EngineListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribeRemote(r: Remote, store: TopicStore): void {
  r.subscribe(store.id, store.key, store.params as never);
  if (store.visible.length) r.setVisibleMatches(store.id, [...store.visible]);
  if (!store.active) r.setTopicActive(store.id, false);
}

export function storeFor(key: TopicKey, params: object): TopicStore {
  const id = `${key}:${stableParams(params)}`;
  const existing = stores.get(id);
  if (existing) return existing;
  // Stores outlive their last subscriber: coming back to a tab shows what it showed while the engine refetches.
  const store: TopicStore = {
    id,
    key,
    params,
    state: { data: undefined, status: 'loading', updatedAt: undefined, error: undefined },
    engineData: undefined,
    seeded: false,
    moreWanted: false,
    visible: [],
    active: true,
    listeners: new Set(),
    subscribe(listener) {
      store.listeners.add(listener);
      if (store.listeners.size === 1) {
        if (remote) subscribeRemote(remote, store);
        else start();
      }
      return () => {
        store.listeners.delete(listener);
        if (store.listeners.size === 0) remote?.unsubscribe(id);
      };
    },
    get: () => store.state,
    refresh: () => remote?.refresh(id),
    loadMore: () => {
      if (store.seeded) store.moreWanted = true;
      else remote?.loadMore(id);
    },
  };
  stores.set(id, store);
  return store;
}

/**
 * Shows `data` for a topic before the engine has any (the server's first screen, src/app/first-screen.ts).
 * Only for a topic nothing has shown yet; the engine's first fresh data replaces it.
 */
export function seedTopic<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
  data: TopicMap[K]['data'],
  updatedAt: number,
): void {
  const store = storeFor(key, params);
  if (store.state.data !== undefined) return;
  store.seeded = true;
  store.state = { data, status: 'ready', updatedAt, error: undefined };
  for (const listener of store.listeners) listener();
}

/**
 * Starts watching a topic before any component does (boot: the first screen's data is fetched while its
 * page chunk and language catalog are still loading). The page's own subscription later finds the data in
 * the store; the prefetch's hold is let go after `holdMs`, and the topic with it if no page watches it.
 */
export function prefetchTopic<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
  holdMs = PREFETCH_HOLD_MS,
): void {
  const release = storeFor(key, params).subscribe(() => {});
  setTimeout(release, holdMs);
}

/** Long enough for the first screen to mount on a slow phone and network. */
const PREFETCH_HOLD_MS = 30_000;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Tells the engine which matches of a list are on screen: every 2 s it polls the latest odds, score and clock
 * of these only (SPEC §4 "Odds refresh every 2 s with match_ids"). Ids not in the list are ignored.
 */
export function setVisibleMatches(params: MatchesParams, ids: readonly number[]): void {
  const store = storeFor('matches', params);
  const next = [...new Set(ids)].sort((a, b) => a - b);
  if (sameIds(store.visible, next)) return;
  store.visible = next;
  if (store.listeners.size) remote?.setVisibleMatches(store.id, next);
}

/**
 * SPEC §4 active/inactive toggle: a collapsed or inactive section stops polling its topic (both the 5 s
 * increment and the 2 s odds); making it active again refreshes it at once, then polls on the cadence.
 */
export function setTopicActive<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
  active: boolean,
): void {
  const store = storeFor(key, params);
  if (store.active === active) return;
  store.active = active;
  if (store.listeners.size) remote?.setTopicActive(store.id, active);
}
