import { useCallback, useEffect, useState } from 'react';
import { useTopic } from '../../platform/engine-bridge';
import type { GameListParams } from '../../../workers/topics';
import type { GameSource } from './casino-api';

export type PagesStatus = 'loading' | 'ready' | 'error';

/**
 * Pages of games from one source, appended as the player scrolls: the engine's `gameList` topic for hall tabs
 * and searches (kept on the device, so the lobby shows offline) and `myGames` for favourites and recents. A
 * new source is a new topic; the engine refreshes what is shown and pages it (`loadMore`).
 */
export function useGamePages(source: GameSource) {
  // Both topics hold the same shape of data (GameListData).
  const topic =
    source.kind === 'tab' || source.kind === 'search'
      ? { key: 'gameList' as const, params: source }
      : {
          key: 'myGames' as const,
          params: {
            list: source.kind,
            ...(source.kind === 'favorites' && source.v !== undefined ? { v: source.v } : {}),
          },
        };
  const state = useTopic(topic.key as 'gameList', topic.params as GameListParams);
  const games = state.data?.list ?? [];
  const count = games.length;
  // A page asked for and not arrived yet: the grid's end shows a spinner.
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => {
    if (asked !== null && count > asked) setAsked(null);
  }, [asked, count]);
  const { loadMore: more, refresh } = state;
  const loadMore = useCallback(() => {
    setAsked(count);
    more();
  }, [count, more]);
  const status: PagesStatus =
    state.status === 'error'
      ? 'error'
      : state.data === undefined || (asked !== null && state.data.has_more)
        ? 'loading'
        : 'ready';
  return {
    games,
    status,
    total: state.data?.total ?? 0,
    hasMore: state.data?.has_more ?? true,
    /** Shown from the device while the network is away (the engine's snapshot). */
    stale: state.status === 'stale',
    loadMore,
    retry: refresh,
    reload: refresh,
  };
}
