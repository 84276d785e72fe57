/**
 * How components read the engine's topic stores (engine-stores.ts) with useSyncExternalStore, and tell it
 * which match cards are on screen.
 */
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MatchesData, MatchesParams, TopicKey, TopicMap, TopicState } from '../../workers/topics';
import type { Match } from '../../core/contract';
import { stableParams } from '../../core/params/stable';
import { setVisibleMatches, storeFor, type TopicStore } from './engine-stores';
import { visibilityTracker } from './match-visibility';
import {
  matchRecords,
  useStoreView,
  type ListView,
  type RecordSource,
  type Source,
  type ViewState,
} from './topic-view';

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
  const latest = useStoreView(store, view);
  // A new view (the list's structure changed: matches added, removed or moved, as when the engine's first
  // answer brings fifteen matches to the five the HTML painted) renders in a transition, in slices, instead
  // of one long synchronous task; the cards already on screen keep updating at once through their own
  // record subscriptions (MatchCard's RecordCard), so a price never waits for it.
  // Another store (a new tab or filter) is not deferred: its list must not show the previous one's.
  const current = useMemo(() => ({ store, state: latest }), [store, latest]);
  const deferred = useDeferredValue(current);
  const shown =
    deferred.store === store && deferred.state.data !== undefined && latest.data !== undefined
      ? deferred.state
      : latest;
  return useFirstDataDeferred(shown);
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
