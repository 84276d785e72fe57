import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '../../../core/contract/schemas/games';
import { loadGames, type GameSource } from './casino-api';

export type PagesStatus = 'loading' | 'ready' | 'error';

/**
 * Pages of games from one source, appended as the player scrolls. A new source starts over; an answer for
 * a source that is no longer shown is dropped.
 */
export function useGamePages(source: GameSource | null) {
  const key = source ? JSON.stringify(source) : '';
  const [games, setGames] = useState<Game[]>([]);
  const [status, setStatus] = useState<PagesStatus>('loading');
  const [total, setTotal] = useState(0);
  const state = useRef({ key, next: '', hasMore: true, busy: false });

  const fetchPage = useCallback(
    (reset: boolean) => {
      if (!source) return;
      const s = state.current;
      if (s.busy && !reset) return;
      if (reset) Object.assign(s, { key, next: '', hasMore: true });
      if (!s.hasMore) return;
      s.busy = true;
      setStatus('loading');
      const forKey = key;
      loadGames(source, s.next).then(
        (page) => {
          if (state.current.key !== forKey) return;
          s.busy = false;
          s.next = page.next;
          s.hasMore = page.hasMore;
          setGames((prev) => (reset ? page.list : [...prev, ...page.list]));
          setTotal(page.total);
          setStatus('ready');
        },
        () => {
          if (state.current.key !== forKey) return;
          s.busy = false;
          setStatus('error');
        },
      );
    },
    // The source is named by its key: a new object with the same content is the same source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    setGames([]);
    setTotal(0);
    state.current.busy = false;
    fetchPage(true);
  }, [fetchPage]);

  const loadMore = useCallback(() => fetchPage(false), [fetchPage]);
  return {
    games,
    status,
    total,
    hasMore: state.current.hasMore,
    loadMore,
    retry: loadMore,
    reload: () => fetchPage(true),
  };
}
