/**
 * Stand-in for src/platform/engine-bridge in component tests: topics answer from a table the test fills,
 * so the page code is exercised without a worker. Only for tests/unit/src.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Match } from '../../../core/contract';
import { dateFormatter, type DateStyle } from '../../../core/sport/date-labels';
import type { MatchesData, MatchesParams, TopicKey, TopicMap, TopicState } from '../../../workers/topics';
import type { RecordSource } from '../../../src/platform/topic-view';

type Entry = Partial<TopicState<unknown>>;
export const topics = new Map<TopicKey, Entry>();
export const calls = {
  refresh: 0,
  loadMore: 0,
  configure: [] as unknown[],
  /** setTopicActive calls, in order: `${key} ${JSON.stringify(params)} ${active}`. */
  active: [] as string[],
  /** The last ids each list reported on screen, by its params. */
  visible: new Map<string, number[]>(),
};
const listeners = new Set<(e: { type: 'expired' | 'forbidden' }) => void>();

/** Components re-render when a test publishes a topic (`publishTopic`); `topics.set` alone waits for a render. */
const subscribers = new Set<() => void>();
let version = 0;
const subscribe = (fn: () => void) => {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
};
export function publishTopic(key: TopicKey, entry: Entry): void {
  topics.set(key, entry);
  version++;
  subscribers.forEach((fn) => fn());
}

export function useTopic<K extends TopicKey>(
  key: K,
  _params: TopicMap[K]['params'],
): TopicState<TopicMap[K]['data']> & { refresh(): void; loadMore(): void } {
  useSyncExternalStore(subscribe, () => version);
  const entry = topics.get(key) ?? {};
  return {
    data: entry.data as TopicMap[K]['data'] | undefined,
    status: entry.status ?? (entry.data ? 'ready' : 'loading'),
    updatedAt: entry.updatedAt,
    error: entry.error,
    refresh: () => void calls.refresh++,
    loadMore: () => void calls.loadMore++,
  };
}

/**
 * useMatchList over the table: the view of the data the test set, and its matches by id. The record source
 * is a new object whenever the data is, so a re-render after the test changed the table reaches the cards.
 */
export function useMatchList<V>(params: MatchesParams, view: (data: MatchesData, prev: undefined) => V) {
  const state = useTopic('matches', params);
  const data = state.data;
  const matches = useMemo<RecordSource<Match>>(
    () => ({ subscribe: () => () => {}, get: (id) => data?.records.find((m) => m.id === id) }),
    [data],
  );
  const shown = useMemo(() => (data === undefined ? undefined : view(data, undefined)), [data, view]);
  return { ...state, data: shown, matches };
}

export function configureEngine(config: unknown): void {
  calls.configure.push(config);
}

export function onEngineEvent(listener: (e: { type: 'expired' | 'forbidden' }) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitEngineEvent(type: 'expired' | 'forbidden'): void {
  listeners.forEach((l) => l({ type }));
}

export function setTopicActive<K extends TopicKey>(
  key: K,
  params: TopicMap[K]['params'],
  active: boolean,
): void {
  calls.active.push(`${key} ${JSON.stringify(params)} ${active}`);
}

export function setVisibleMatches(params: MatchesParams, ids: readonly number[]): void {
  calls.visible.set(
    JSON.stringify(params),
    [...ids].sort((a, b) => a - b),
  );
}

/**
 * happy-dom has no IntersectionObserver: as the real bridge does without one, every mounted card counts as
 * on screen, so a test sees which cards a list mounts (closed sections mount none).
 */
export function useVisibleMatches(params: MatchesParams): (el: Element | null) => (() => void) | undefined {
  const key = JSON.stringify(params);
  return useMemo(() => {
    const ids = new Set<number>();
    const send = () => setVisibleMatches(JSON.parse(key) as MatchesParams, [...ids]);
    return (el: Element | null) => {
      if (!el) return undefined;
      const id = Number(el.getAttribute('data-match-id'));
      ids.add(id);
      send();
      return () => {
        ids.delete(id);
        send();
      };
    };
  }, [key]);
}

/** prefetchTopic calls (boot), in order: `${key} ${JSON.stringify(params)}`. */
export const prefetched: string[] = [];

export function prefetchTopic<K extends TopicKey>(key: K, params: TopicMap[K]['params']): void {
  prefetched.push(`${key} ${JSON.stringify(params)}`);
}

/** seedTopic calls, in order: `${key} ${JSON.stringify(params)}`, and the data each was given. */
export const seeded: { topic: string; data: unknown }[] = [];
export function seedTopic(key: TopicKey, params: object, data: unknown): void {
  seeded.push({ topic: `${key} ${JSON.stringify(params)}`, data });
}

/** The engine's storage commands (the bet slip), in memory. */
const slips = new Map<string, unknown>();
const pending = new Map<string, { key: string; uid: number }>();
const searchHistory = new Map<string, string[]>();
export const engineStorage = { slips, pending, searchHistory };
export function engine() {
  return {
    readSlip: async (brand: string) => slips.get(brand),
    writeSlip: async (brand: string, value: unknown) => void slips.set(brand, value),
    pendingPlacements: async (_brand: string, uid: number) =>
      [...pending.values()].filter((p) => p.uid === uid),
    putPendingPlacement: async (_brand: string, value: { key: string; uid: number }) =>
      void pending.set(value.key, value),
    deletePendingPlacement: async (_brand: string, key: string) => void pending.delete(key),
    readSearchHistory: async (brand: string) => [...(searchHistory.get(brand) ?? [])],
    writeSearchHistory: async (brand: string, list: readonly string[]) =>
      void searchHistory.set(brand, [...list]),
    forgetUser: async () => undefined,
  };
}

export const forgetEngineUser = async (): Promise<void> => undefined;

/** refreshTopic calls, by topic key; a test may answer them (e.g. put new data in `topics` first). */
export const refreshes: string[] = [];
export let onRefreshTopic: (key: TopicKey) => Promise<void> = async () => undefined;
export function setOnRefreshTopic(fn: (key: TopicKey) => Promise<void>): void {
  onRefreshTopic = fn;
}
export async function refreshTopic(key: TopicKey): Promise<void> {
  refreshes.push(key);
  await onRefreshTopic(key);
}

/** The worker's date labels (workers/engine-service.ts formatDates), made here with the same formatter. */
const formatDate = dateFormatter();
export const formattedDates: string[] = [];
export async function formatDates(locale: string, style: DateStyle, times: number[]): Promise<string[]> {
  formattedDates.push(...times.map((at) => `${locale}|${style}|${at}`));
  return times.map((at) => formatDate(at, locale, style));
}
