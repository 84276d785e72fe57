/**
 * The engine as a service (DESIGN.md §10.1): owns the engine, its HTTP client and its snapshot store, and
 * notifies whoever connected (the page, through postMessage in engine.worker.ts) of every batch and event.
 * No worker API here, so tests can drive it directly.
 */
import type { ApiClient } from '../core/api/types';
import type { Clock } from './engine/clock';
import { deepEqual } from './engine/diff';
import { Engine, type SnapshotStoreLike } from './engine/engine';
import type { EngineConfig, EngineMessage } from './protocol';
import type { TopicKey, TopicMap } from './topics';

export interface EngineServiceDeps {
  clock: Clock;
  snapshots: SnapshotStoreLike;
  /** Builds the API client; it reads the current config on every call. */
  createApi(config: () => EngineConfig | undefined): ApiClient;
}

/** Snapshots are per brand and language: a Portuguese player never sees an English cached list. */
export const snapshotScope = (config: EngineConfig): string =>
  `${config.appKey}|${config.params.lca_lang ?? ''}`;

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
      engine.configure(snapshotScope(next));
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
    refresh(id: string): void {
      engine.refresh(id);
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
  };
}

export type EngineService = ReturnType<typeof createEngineService>;
