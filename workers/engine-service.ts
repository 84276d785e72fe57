/**
 * The engine as a service (DESIGN.md §10.1): owns the engine, its HTTP client, its snapshot store and the bet
 * slip's storage, and notifies whoever connected (the page, through a comlink proxy callback in
 * engine.worker.ts) of every batch and event. No worker API here, so tests can drive it directly.
 */
import type { ApiClient } from '../core/api/types';
import type { PendingPlacement, StoredSlip } from '../core/betslip/storage-types';
import type { Clock } from './engine/clock';
import { deepEqual } from './engine/diff';
import { Engine, type SnapshotStoreLike } from './engine/engine';
import type { EngineConfig, EngineMessage } from './protocol';
import type { SlipStore } from './slip-store';
import type { TopicKey, TopicMap } from './topics';

export interface EngineServiceDeps {
  clock: Clock;
  snapshots: SnapshotStoreLike;
  slips: SlipStore;
  /** Builds the API client; it reads the current config on every call. */
  createApi(config: () => EngineConfig | undefined): ApiClient;
}

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
  const listeners = new Set<(message: EngineMessage) => void>();
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
    subscribe<K extends TopicKey>(id: string, key: K, params: TopicMap[K]['params']): void {
      engine.subscribe(id, key, params);
    },
    unsubscribe(id: string): void {
      engine.unsubscribe(id);
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
      engine.setVisible(id, ids);
    },
    /** SPEC §4 active/inactive toggle: an inactive subscription is not polled until it is active again. */
    setTopicActive(id: string, active: boolean): void {
      engine.setActive(id, active);
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
     * The bet slip of a brand (its app key), as stored (undefined: none). The page names the brand: the slip
     * may be read before the engine is configured.
     */
    readSlip(brand: string): Promise<StoredSlip | undefined> {
      return deps.slips.read(brand);
    },
    writeSlip(brand: string, value: StoredSlip): Promise<void> {
      return deps.slips.write(brand, value);
    },
    pendingPlacements(brand: string, uid: number): Promise<PendingPlacement[]> {
      return deps.slips.pending(brand, uid);
    },
    putPendingPlacement(brand: string, value: PendingPlacement): Promise<void> {
      return deps.slips.putPending(brand, value);
    },
    deletePendingPlacement(brand: string, key: string): Promise<void> {
      return deps.slips.deletePending(brand, key);
    },
  };
}

export type EngineService = ReturnType<typeof createEngineService>;
