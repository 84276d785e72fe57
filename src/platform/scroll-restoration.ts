import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Back and forward come back to where the player was on that page (a match list, the casino lobby); a new
 * page starts at the top. react-router's <ScrollRestoration> exists only in its data mode, which the first
 * route's budget cannot hold (src/app/routes.tsx), so this does the same for its declarative mode: positions
 * by history entry key, kept in sessionStorage across a reload, restored after the page has rendered.
 *
 * A lazy page or a list may not be tall enough yet on the first frame: the restore retries each frame for
 * up to RETRY_MS until the document can reach the saved position.
 */
const STORAGE_KEY = 'scroll_positions';
const MAX_ENTRIES = 50;
const RETRY_MS = 1_500;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) for (const [k, v] of JSON.parse(raw) as [string, number][]) positions.set(k, v);
  } catch {
    // Private mode or a corrupt value: start empty.
  }
  return positions;
}

function remember(key: string, y: number): void {
  const map = load();
  map.delete(key);
  map.set(key, y);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // Storage full or blocked: positions still work for this page's life.
  }
}

function restore(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    if (!reachable && performance.now() - started < RETRY_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  // A player who scrolls meanwhile wins over the restore.
  const stop = () => cancelAnimationFrame(frame);
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('wheel', stop, { once: true, passive: true });
  return () => {
    stop();
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('wheel', stop);
  };
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    let cancel: (() => void) | undefined;
    if (type === 'POP') {
      const y = load().get(key);
      if (y !== undefined) cancel = restore(y);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    // The position is recorded as the player scrolls, not read when leaving: by the time a navigation's
    // effects run, the next page is in the DOM and a shorter one has already clamped window.scrollY.
    const onScroll = () => remember(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [location.key, location.hash, type]);
}
