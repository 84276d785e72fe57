/**
 * The body of scroll restoration (src/platform/scroll-restoration.ts loads it): positions by history entry
 * key, kept in sessionStorage across a reload, restored after the page has rendered. Loaded only when it has
 * work to do (the player scrolled, or came back to an entry with a saved position), so the first route does
 * not carry it (DESIGN.md §8).
 *
 * A lazy page or a list may not be tall enough yet on the first frame: the restore retries each frame for
 * up to RETRY_MS until the document can reach the saved position.
 */
export const STORAGE_KEY = 'scroll_positions';
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

/**
 * Follows one history entry while it is shown: on a back/forward visit (`pop`) goes to its saved position,
 * records the position as the player scrolls, and saves on page hide and when the entry is left. `scrolledTo`:
 * where the player scrolled this entry before this module was loaded.
 * The position is recorded as the player scrolls, not read when leaving: by the time a navigation's effects
 * run, the next page is in the DOM and a shorter one has already clamped window.scrollY.
 */
export function track(key: string, pop: boolean, scrolledTo?: number): () => void {
  let cancel: (() => void) | undefined;
  // A player who scrolled before this module came wins over the saved position.
  if (pop && scrolledTo === undefined) {
    const y = load().get(key);
    if (y !== undefined) cancel = restore(y);
  }
  if (scrolledTo !== undefined) remember(key, scrolledTo);
  const onScroll = () => remember(key, window.scrollY);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', persist);
  return () => {
    cancel?.();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', persist);
    persist();
  };
}

/** The player scrolled an entry and left it before this module had loaded. */
export function save(key: string, y: number): void {
  remember(key, y);
  persist();
}
