/**
 * How a list page reads a topic without re-rendering on every odds tick: the list renders from a *view* of
 * the data (the ids in order and the fields its layout reads), which stays the same object while a tick only
 * changes records' contents; each card reads its own record by id. A tick then renders the cards whose
 * record object changed (applyPatch keeps the others' identity) and nothing above them.
 *
 * Pure React over any store with subscribe/get: engine-bridge's topic stores, and bench/odds-tick's.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Match } from '../../core/contract';
import type { RecordKey } from '../../workers/protocol';
import type { MatchesData, TopicState } from '../../workers/topics';

export interface Source<S> {
  subscribe(listener: () => void): () => void;
  get(): S;
}

/** One record of a topic's list by its key, and the topic's subscription (a card subscribes to it). */
export interface RecordSource<R> {
  subscribe(listener: () => void): () => void;
  get(key: RecordKey): R | undefined;
}

/** What a list page renders from: its view of the data (undefined before any data) and the topic status. */
export interface ViewState<V> {
  data: V | undefined;
  status: TopicState<unknown>['status'];
  error: string | undefined;
}

/**
 * Builds a list's view of new data; returns `prev` itself when what the list shows did not change (an odds
 * tick), so the list does not re-render. A module-level function (it keys the hook's memo).
 */
export type ListView<D, V> = (data: D, prev: V | undefined) => V;

/** A topic's state as its list's view: the same object while the view, status and error stay the same. */
export function useStoreView<D, V>(source: Source<TopicState<D>>, view: ListView<D, V>): ViewState<V> {
  const get = useMemo(() => {
    let state: TopicState<D> | undefined;
    let last: ViewState<V> | undefined;
    return () => {
      const next = source.get();
      if (next === state && last) return last;
      state = next;
      const data = next.data === undefined ? undefined : view(next.data, last?.data);
      if (!last || last.data !== data || last.status !== next.status || last.error !== next.error) {
        last = { data, status: next.status, error: next.error };
      }
      return last;
    };
  }, [source, view]);
  return useSyncExternalStore(source.subscribe, get, get);
}

const matchSources = new WeakMap<object, RecordSource<Match>>();

/**
 * The matches of a `matches` topic store by id; one per store. Indexed by position: an odds tick keeps the
 * order, so the index outlives it, and is rebuilt only when a lookup finds another match at the position.
 */
export function matchRecords(source: Source<TopicState<MatchesData>>): RecordSource<Match> {
  let records = matchSources.get(source);
  if (!records) {
    let at = new Map<RecordKey, number>();
    records = {
      subscribe: source.subscribe,
      get(id) {
        const list = source.get().data?.records;
        if (!list) return undefined;
        let i = at.get(id);
        if (i === undefined || list[i]?.id !== id) {
          at = new Map(list.map((m, n) => [m.id, n]));
          i = at.get(id);
        }
        return i === undefined ? undefined : list[i];
      },
    };
    matchSources.set(source, records);
  }
  return records;
}
