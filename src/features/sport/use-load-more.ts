import { useEffect, useRef } from 'react';

/**
 * Infinite scroll (SPEC §2): returns a ref for a sentinel after the list; `loadMore` runs when it comes
 * within 400 px of the viewport while there is more. A new observer per loaded page: a sentinel still in
 * range after a short page must fire again, which one long-lived observer would not do.
 */
export function useLoadMore(hasMore: boolean, loadMore: () => void, loaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadMore, loaded]);
  return sentinel;
}
