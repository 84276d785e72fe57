/**
 * The page's only door to the engine worker (DESIGN.md §10.2): starts it on first use, restarts it after a
 * crash and re-subscribes, pauses it while the page is hidden, and turns its batched diffs into per-topic
 * stores that React reads with useSyncExternalStore. Records that did not change keep their object identity,
 * so memoised cards skip re-rendering when one odd ticks.
 *
 * Only types come from workers/: the engine's code lives in its own chunk, loaded by the Worker constructor.
 */
import * as Comlink from 'comlink';
import { useMemo, useSyncExternalStore } from 'react';
import type { EngineApi } from '../../workers/engine.worker';
import type {
  DataPatch,
  EngineConfig,
  EngineEvent,
  EngineMessage,
  ListPatch,
  RecordKey,
} from '../../workers/protocol';
import type { TopicKey, TopicMap, TopicState } from '../../workers/topics';

export type { EngineConfig };

type EngineListener = (event: EngineEvent) => void;

interface TopicStore {
  id: string;
  key: TopicKey;
  params: object;
  state: TopicState<unknown>;
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
let remote: Comlink.Remote<EngineApi> | undefined;
let crashes = 0;
let visibilityBound = false;

/** A comlink call to a worker that just died rejects; the restart path takes over, so the rejection is noise. */
const quiet = (call: Promise<unknown> | undefined) => void call?.catch(() => {});

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
    const data = update.patch ? applyPatch(store.state.data, update.patch) : store.state.data;
    store.state = { data, status: update.status, updatedAt: update.updatedAt, error: update.error };
    for (const listener of store.listeners) listener();
  }
  crashes = 0;
}

function onVisibility(): void {
  quiet(document.hidden ? remote?.pause() : remote?.resume());
}

function start(): Comlink.Remote<EngineApi> {
  worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('error', onCrash);
  const r = Comlink.wrap<EngineApi>(worker);
  remote = r;
  quiet(r.connect(Comlink.proxy(onMessage)));
  if (config) quiet(r.configure(config));
  if (document.hidden) quiet(r.pause());
  for (const store of stores.values()) {
    if (store.listeners.size) quiet(r.subscribe(store.id, store.key, store.params as never));
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
  quiet(remote?.configure(next));
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
    listeners: new Set(),
    subscribe(listener) {
      store.listeners.add(listener);
      if (store.listeners.size === 1) {
        if (remote) quiet(remote.subscribe(id, key, params as never));
        else start();
      }
      return () => {
        store.listeners.delete(listener);
        if (store.listeners.size === 0) quiet(remote?.unsubscribe(id));
      };
    },
    get: () => store.state,
    refresh: () => quiet(remote?.refresh(id)),
    loadMore: () => quiet(remote?.loadMore(id)),
  };
  stores.set(id, store);
  return store;
}

/** Watches a topic while the calling component is mounted. */
export function useTopic<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
): TopicState<TopicMap[K]['data']> & { refresh(): void; loadMore(): void } {
  const store = storeFor(key, params);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get) as TopicState<
    TopicMap[K]['data']
  >;
  return useMemo(() => ({ ...state, refresh: store.refresh, loadMore: store.loadMore }), [state, store]);
}
