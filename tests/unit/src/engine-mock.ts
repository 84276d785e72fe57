/**
 * Stand-in for src/platform/engine-bridge in component tests: topics answer from a table the test fills,
 * so the page code is exercised without a worker. Only for tests/unit/src.
 */
import type { TopicKey, TopicMap, TopicState } from '../../../workers/topics';

type Entry = Partial<TopicState<unknown>>;
export const topics = new Map<TopicKey, Entry>();
export const calls = { refresh: 0, loadMore: 0, configure: [] as unknown[] };
const listeners = new Set<(e: { type: 'expired' | 'forbidden' }) => void>();

export function useTopic<K extends TopicKey>(
  key: K,
  _params: TopicMap[K]['params'],
): TopicState<TopicMap[K]['data']> & { refresh(): void; loadMore(): void } {
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
