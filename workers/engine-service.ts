/**
 * The engine as a service (DESIGN.md §10.1): owns the engine, its HTTP client, its snapshot store and the bet
 * slip's storage, and notifies whoever connected (the page, through a comlink proxy callback in
 * engine.worker.ts) of every batch and event. No worker API here, so tests can drive it directly.
 */
import type { ApiClient } from '../core/api/types';
import type { PendingPlacement, StoredSlip } from '../core/betslip/storage-types';
import { dateFormatter, type DateStyle } from '../core/sport/date-labels';
import type { Clock } from './engine/clock';
import { deepEqual } from './engine/diff';
import { Engine, type SnapshotStoreLike } from './engine/engine';
import type { EngineConfig, EngineMessage } from './protocol';
import type { SlipStore } from './slip-store';
import type { TopicKey, TopicMap } from './topics';
import { LAZY_TOPICS, type TopicDefinitions } from './engine/topic-defs';

export interface EngineServiceDeps {
  clock: Clock;
  snapshots: SnapshotStoreLike;
  /** The bet slip's storage, made on first use (a chunk of the worker of its own). */
  slips: () => Promise<SlipStore>;
  /** Builds the API client; it reads the current config on every call. */
  createApi(config: () => EngineConfig | undefined): ApiClient;
}

/** The `meta` key of the sport search history (per brand). */
const SEARCH_HISTORY_KEY = 'search_history';

/** Snapshots are per brand and language: a Portuguese player never sees an English cached list. */
export const snapshotScope = (config: EngineConfig): string =>
  `${config.appKey}|${config.params.lca_lang ?? ''}`;

/** The logged-in player of a config (the `uid` added parameter), or undefined for a visitor. */
export const configUser = (config: EngineConfig): string | undefined => {
  const uid = config.params.uid;
  return uid === undefined || uid === null || uid === '' || uid === '0' || uid === 0
    ? undefined
    : String(uid);
};

export function createEngineService(deps: EngineServiceDeps) {
  let config: EngineConfig | undefined;
  /**
   * Subscriptions waiting for their topic's definitions to load (player-topics.ts): the references asked for
   * meanwhile (an unsubscribe takes one back) and the last visible ids and active flag the page sent.
   */
  const waiting = new Map<string, { refs: number; visible?: number[]; active?: boolean }>();
  let slipStore: Promise<SlipStore> | undefined;
  const slips = () =>
    (slipStore ??= deps.slips().catch((err: unknown) => {
      slipStore = undefined;
      throw err;
    }));
  const loads = new Map<TopicKey, Promise<void>>();
  const defineLazy = (key: TopicKey, load: () => Promise<Partial<TopicDefinitions>>) => {
    let done = loads.get(key);
    if (!done) {
      done = load().then(
        (defs) => engine.define(defs),
        (err: unknown) => {
          loads.delete(key); // A failed chunk (offline) is tried again on the next subscribe.
          throw err;
        },
      );
      loads.set(key, done);
    }
    return done;
  };
  const listeners = new Set<(message: EngineMessage) => void>();
  const formatDate = dateFormatter();
  const engine = new Engine({
    clock: deps.clock,
    api: deps.createApi(() => config),
    snapshots: deps.snapshots,
    send: (message) => {
      for (const listener of listeners) listener(message);
    },
  });

  return {
    /** At boot and whenever the user, language or currency changes; an identical config changes nothing. */
    configure(next: EngineConfig): void {
      if (config && deepEqual(config, next)) return;
      config = next;
      engine.configure(snapshotScope(next), configUser(next));
    },
    connect(listener: (message: EngineMessage) => void): void {
      listeners.add(listener);
    },
    /** A topic defined in a chunk of its own (topic-defs.ts LAZY_TOPICS): loaded first, then watched. */
    async subscribe<K extends TopicKey>(id: string, key: K, params: TopicMap[K]['params']): Promise<void> {
      const load = LAZY_TOPICS[key];
      if (engine.knows(key) || !load) {
        engine.subscribe(id, key, params);
        return;
      }
      const w = waiting.get(id) ?? { refs: 0 };
      w.refs++;
      waiting.set(id, w);
      await defineLazy(key, load).finally(() => {
        if (waiting.get(id) !== w) return;
        waiting.delete(id);
        for (let i = 0; i < w.refs; i++) engine.subscribe(id, key, params);
        if (w.refs > 0 && w.visible) engine.setVisible(id, w.visible);
        if (w.refs > 0 && w.active === false) engine.setActive(id, false);
      });
    },
    unsubscribe(id: string): void {
      const w = waiting.get(id);
      if (w) w.refs = Math.max(0, w.refs - 1);
      else engine.unsubscribe(id);
    },
    /** Fetches the topic now; resolves when its fresh data has been sent to the page. */
    refresh(id: string): Promise<void> {
      return engine.refresh(id);
    },
    loadMore(id: string): void {
      engine.loadMore(id);
    },
    /** The match ids the page has on screen for a `matches` subscription: the 2 s odds poll asks for these. */
    setVisibleMatches(id: string, ids: number[]): void {
      const w = waiting.get(id);
      if (w) w.visible = ids;
      else engine.setVisible(id, ids);
    },
    /** SPEC §4 active/inactive toggle: an inactive subscription is not polled until it is active again. */
    setTopicActive(id: string, active: boolean): void {
      const w = waiting.get(id);
      if (w) w.active = active;
      else engine.setActive(id, active);
    },
    pause(): void {
      engine.pause();
    },
    resume(): void {
      engine.resume();
    },
    /** The browser's `online`/`offline` events: no calls while offline, everything refreshed when back. */
    setOnline(online: boolean): void {
      engine.setOnline(online);
    },
    /**
     * Logout or session expiry (604): the player's own data leaves the device (DESIGN.md §9) and the screen;
     * public topics stay. Resolves once the snapshots are wiped.
     */
    async forgetUser(): Promise<void> {
      if (config) config = { ...config, params: { ...config.params, uid: undefined, sid: undefined } };
      engine.forgetUser();
      await deps.snapshots.clearUser();
    },
    /**
     * The sport lists' date labels (core/sport/date-labels.ts), one per time, in the worker: the locale's
     * date data loads here instead of blocking the page's main thread while the list first renders.
     */
    formatDates(locale: string, style: DateStyle, times: number[]): string[] {
      return times.map((at) => formatDate(at, locale, style));
    },
    /**
     * The bet slip of a brand (its app key), as stored (undefined: none). The page names the brand: the slip
     * may be read before the engine is configured.
     */
    async readSlip(brand: string): Promise<StoredSlip | undefined> {
      return (await slips()).read(brand);
    },
    async writeSlip(brand: string, value: StoredSlip): Promise<void> {
      return (await slips()).write(brand, value);
    },
    async pendingPlacements(brand: string, uid: number): Promise<PendingPlacement[]> {
      return (await slips()).pending(brand, uid);
    },
    async putPendingPlacement(brand: string, value: PendingPlacement): Promise<void> {
      return (await slips()).putPending(brand, value);
    },
    async deletePendingPlacement(brand: string, key: string): Promise<void> {
      return (await slips()).deletePending(brand, key);
    },
    /** The sport search's recent keywords of a brand (src/features/sport/search-history.ts), newest first. */
    async readSearchHistory(brand: string): Promise<string[]> {
      return (await slips()).readList(brand, SEARCH_HISTORY_KEY);
    },
    async writeSearchHistory(brand: string, list: readonly string[]): Promise<void> {
      return (await slips()).writeList(brand, SEARCH_HISTORY_KEY, list);
    },
  };
}

export type EngineService = ReturnType<typeof createEngineService>;
