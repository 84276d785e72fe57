/**
 * The page's only door to the engine worker (DESIGN.md §10.2): starts it on first use, restarts it after a
 * crash and re-subscribes, pauses it while the page is hidden, and turns its batched diffs into per-topic
 * stores that React reads with useSyncExternalStore. Records that did not change keep their object identity,
 * so memoised cards skip re-rendering when one odd ticks.
 *
 * Only types come from workers/: the engine's code lives in its own chunk, loaded by the Worker constructor.
 */
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { EngineCommands } from '../../workers/engine.worker';
import type {
  DataPatch,
  EngineCall,
  EngineConfig,
  EngineEvent,
  EngineMessage,
  ListPatch,
  RecordKey,
} from '../../workers/protocol';
import type { MatchesData, MatchesParams, TopicKey, TopicMap, TopicState } from '../../workers/topics';
import type { Match } from '../../core/contract';
import {
  matchRecords,
  useStoreView,
  type ListView,
  type RecordSource,
  type Source,
  type ViewState,
} from './topic-view';

export type { EngineConfig };

type EngineListener = (event: EngineEvent) => void;

interface TopicStore {
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

const keyOf = (record: unknown, key: string): RecordKey => {
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : String(value);
};

function applyList(prev: readonly unknown[], patch: ListPatch): unknown[] {
  const changed = new Map<RecordKey, unknown>();
  for (const record of patch.added) changed.set(keyOf(record, patch.key), record);
  for (const record of patch.updated) changed.set(keyOf(record, patch.key), record);
  if (!patch.order) return prev.map((record) => changed.get(keyOf(record, patch.key)) ?? record);
  const before = new Map(prev.map((record) => [keyOf(record, patch.key), record]));
  return patch.order.map((k) => changed.get(k) ?? before.get(k));
}

/** Applies an engine patch; every record and field the patch does not mention is the same object as before. */
export function applyPatch(prev: unknown, patch: DataPatch): unknown {
  const base = patch.reset || prev === undefined ? {} : (prev as Record<string, unknown>);
  const next: Record<string, unknown> = { ...base };
  for (const [name, field] of Object.entries(patch.fields)) {
    const old = base[name];
    next[name] = field.kind === 'set' ? field.value : applyList(Array.isArray(old) ? old : [], field);
  }
  return next;
}

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

function stableParams(params: object): string {
  const obj = params as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}

function subscribeRemote(r: Remote, store: TopicStore): void {
  r.subscribe(store.id, store.key, store.params as never);
  if (store.visible.length) r.setVisibleMatches(store.id, [...store.visible]);
  if (!store.active) r.setTopicActive(store.id, false);
}

function storeFor(key: TopicKey, params: object): TopicStore {
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

/**
 * A store change renders synchronously (useSyncExternalStore cannot be interrupted): a list of matches
 * arriving would be one long task of rendering (TBT of the sport home's load). A topic's first data is
 * therefore rendered deferred, in a transition that yields to the browser every few milliseconds, while the
 * urgent pass keeps showing the skeleton. Later updates (an odds tick touching a few cards) render at once,
 * as before: they are short, and odds on screen must not lag behind what the engine sent.
 */
export function useFirstDataDeferred<S extends { data: unknown }>(latest: S): S {
  // Once there is data, the deferred value is a constant: an update then costs no second (transition)
  // render to catch the deferred value up, as passing every new state would (one per odds tick).
  const deferred = useDeferredValue<S | typeof HAS_DATA>(latest.data === undefined ? latest : HAS_DATA);
  return deferred === HAS_DATA || deferred.data !== undefined ? latest : deferred;
}

const HAS_DATA = Symbol('has data');

/** Watches a topic while the calling component is mounted. */
export function useTopic<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
): TopicState<TopicMap[K]['data']> & { refresh(): void; loadMore(): void } {
  const store = storeFor(key, params);
  const latest = useSyncExternalStore(store.subscribe, store.get, store.get) as TopicState<
    TopicMap[K]['data']
  >;
  const state = useFirstDataDeferred(latest);
  return useMemo(() => ({ ...state, refresh: store.refresh, loadMore: store.loadMore }), [state, store]);
}

/**
 * A list page's read of a topic store: its view of the data (topic-view.ts: the same object while a tick
 * only changes records' contents, so the list does not re-render), the first data deferred as useTopic
 * defers it. bench/odds-tick reads its store through this too.
 */
export function useListView<D, V>(store: Source<TopicState<D>>, view: ListView<D, V>): ViewState<V> {
  return useFirstDataDeferred(useStoreView(store, view));
}

/**
 * Watches a match list for a list page: `data` is `view(records)` (see useListView), and each card reads
 * its match from `matches` by id (MatchCard's RecordCard), so an odds tick renders only changed cards.
 */
export function useMatchList<V>(
  params: MatchesParams,
  view: ListView<MatchesData, V>,
): ViewState<V> & { refresh(): void; loadMore(): void; matches: RecordSource<Match> } {
  const store = storeFor('matches', params) as TopicStore & Source<TopicState<MatchesData>>;
  const state = useListView(store, view);
  return useMemo(
    () => ({ ...state, refresh: store.refresh, loadMore: store.loadMore, matches: matchRecords(store) }),
    [state, store],
  );
}

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

/**
 * Which cards of a match list are on screen, fed by one IntersectionObserver per list. Put the returned ref
 * on each card's root element, which carries `data-match-id`:
 * `<div ref={observe} data-match-id={match.id}>…</div>`. Without IntersectionObserver every card counts.
 */
export function useVisibleMatches(params: MatchesParams): (el: Element | null) => (() => void) | undefined {
  const key = stableParams(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared by value (key)
  const tracker = useMemo(() => visibilityTracker((ids) => setVisibleMatches(params, ids)), [key]);
  useEffect(() => {
    tracker.connect();
    return () => tracker.disconnect();
  }, [tracker]);
  return tracker.ref;
}

function visibilityTracker(send: (ids: number[]) => void) {
  const seen = new Set<number>();
  const elements = new Set<Element>();
  let connected = false;
  let queued = false;
  // Cards mount and scroll by dozens at a time: one message per batch of changes.
  const flush = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      send([...seen]);
    });
  };
  const idOf = (el: Element) => {
    const id = Number(el.getAttribute('data-match-id'));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const e of entries) {
            const id = idOf(e.target);
            if (id === undefined) continue;
            if (e.isIntersecting) seen.add(id);
            else seen.delete(id);
          }
          flush();
        });
  const watch = (el: Element) => {
    if (observer) return observer.observe(el);
    const id = idOf(el);
    if (id !== undefined) seen.add(id);
    flush();
  };
  return {
    ref(el: Element | null): (() => void) | undefined {
      if (!el) return undefined;
      elements.add(el);
      if (connected) watch(el);
      return () => {
        elements.delete(el);
        observer?.unobserve(el);
        const id = idOf(el);
        if (id !== undefined && seen.delete(id)) flush();
      };
    },
    connect(): void {
      connected = true;
      for (const el of elements) watch(el);
    },
    disconnect(): void {
      connected = false;
      observer?.disconnect();
      seen.clear();
      flush();
    },
  };
}
