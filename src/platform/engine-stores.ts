/**
 * The engine worker's life (DESIGN.md §10.2): starts it on first use, restarts it after a crash and
 * re-subscribes, pauses it while the page is hidden, tells it when the browser goes offline and comes back;
 * and the per-topic stores its batches land in, which the hooks (engine-hooks.ts) read. Reached through
 * engine-bridge.ts, the page's only door to the engine.
 *
 * The worker is a comlink `Remote<EngineApi>`: commands are calls (fire-and-forget ones have their rejection
 * swallowed here: a failed command never breaks the page), the change stream a `proxy` callback. Only types
 * come from workers/: the engine's code lives in its own chunk, loaded by the Worker constructor.
 */
import type { DateStyle } from '../../core/sport/date-labels';
import { proxy, wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine.worker';
import type { EngineConfig, EngineEvent, EngineMessage } from '../../workers/protocol';
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
/**
 * The built engine is an entry of the app's own build at a fixed path (vite.config.ts ENGINE_WORKER_FILE), so
 * it shares chunks with the page; in development vite serves the source module itself.
 */
const ENGINE_URL = import.meta.env.DEV ? '/workers/engine.worker.ts' : '/engine-worker.js';

let worker: Worker | undefined;
let remote: Remote<EngineApi> | undefined;
let crashes = 0;
let listenersBound = false;

const ignore = () => undefined;
/** A fire-and-forget command: its answer is not needed, and its failure (a dead worker) is not the page's. */
const fire = (call: Promise<unknown> | undefined) => void call?.catch(ignore);

function onMessage(message: EngineMessage): void {
  if (message.type === 'event') {
    for (const listener of eventListeners) listener(message.event);
    return;
  }
  for (const update of message.updates) {
    const store = stores.get(update.id);
    if (!store) continue;
    const data = update.cleared
      ? undefined
      : update.patch
        ? applyPatch(store.engineData, update.patch)
        : store.engineData;
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
        fire(remote?.loadMore(store.id));
      }
    }
    store.state = { data, status: update.status, updatedAt: update.updatedAt, error: update.error };
    for (const listener of store.listeners) listener();
  }
  crashes = 0;
}

function onVisibility(): void {
  fire(document.hidden ? remote?.pause() : remote?.resume());
}

function onOnline(): void {
  fire(remote?.setOnline(navigator.onLine));
}

function start(): Remote<EngineApi> {
  const w = new Worker(ENGINE_URL, { type: 'module' });
  worker = w;
  w.addEventListener('error', onCrash);
  const r = wrap<EngineApi>(w);
  remote = r;
  fire(r.connect(proxy(onMessage)));
  if (config) fire(r.configure(config));
  if (document.hidden) fire(r.pause());
  if (!navigator.onLine) fire(r.setOnline(false));
  for (const store of stores.values()) {
    if (store.listeners.size) subscribeRemote(r, store);
  }
  if (!listenersBound) {
    listenersBound = true;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOnline);
  }
  return r;
}

/** The engine, started if it is not running: for commands whose answer the caller needs. */
export function engine(): Remote<EngineApi> {
  return remote ?? start();
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
  fire(remote?.configure(next));
}

/**
 * Logout or session expiry: the engine drops the player's own topics (their stores empty as its update
 * arrives) and wipes their snapshots from the device. Resolves when the device is clean.
 */
export async function forgetEngineUser(): Promise<void> {
  await engine().forgetUser().catch(ignore);
}

/** 604 and 403 answers to the engine's calls (SPEC §8); the page decides where to go. */
export function onEngineEvent(listener: EngineListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribeRemote(r: Remote<EngineApi>, store: TopicStore): void {
  fire(r.subscribe(store.id, store.key, store.params as never));
  if (store.visible.length) fire(r.setVisibleMatches(store.id, [...store.visible]));
  if (!store.active) fire(r.setTopicActive(store.id, false));
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
        if (store.listeners.size === 0) fire(remote?.unsubscribe(id));
      };
    },
    get: () => store.state,
    refresh: () => fire(remote?.refresh(id)),
    loadMore: () => {
      if (store.seeded) store.moreWanted = true;
      else fire(remote?.loadMore(id));
    },
  };
  stores.set(id, store);
  return store;
}

/**
 * Watches a topic outside React (placement following its bet): `onState` gets every change of the topic's
 * state; the returned function stops watching.
 */
export function watchTopic<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
  onState: (state: TopicState<TopicMap[K]['data']>) => void,
): () => void {
  const store = storeFor(key, params);
  return store.subscribe(() => onState(store.get() as TopicState<TopicMap[K]['data']>));
}

/**
 * Fetches a watched topic now and settles once its fresh data is in the store (the engine sends the data
 * before it answers). A topic nothing watches is not fetched: whoever shows it gets fresh data as it subscribes.
 */
export async function refreshTopic<K extends TopicKey>(key: K, params: TopicMap[K]['params']): Promise<void> {
  const store = storeFor(key, params);
  if (!store.listeners.size || !remote) return;
  await remote.refresh(store.id).catch(ignore);
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
  if (store.listeners.size) fire(remote?.setVisibleMatches(store.id, next));
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
  if (store.listeners.size) fire(remote?.setTopicActive(store.id, active));
}

/** The sport lists' date labels, made in the worker (core/sport/date-labels.ts says why). */
export function formatDates(locale: string, style: DateStyle, times: number[]): Promise<string[]> {
  return engine().formatDates(locale, style, times);
}
