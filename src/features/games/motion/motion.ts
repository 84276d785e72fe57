/**
 * Timing of the in-house games' animations (issue #23). A result is held back while its animation runs
 * (the wheel turns, the reels stop, the dice marker slides) and shown when it ends; with
 * prefers-reduced-motion the animation is skipped and the result shows at once.
 */
import { useEffect, useState } from 'react';

export const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const wait = (ms: number) => new Promise<void>((r) => window.setTimeout(r, ms));

/**
 * False from the moment `key` changes (a new result) until `ms` later, then true; true at once under
 * reduced motion or when there is no result (`key` null). The page shows the outcome only when true.
 */
export function useReveal(key: string | number | null, ms: number): boolean {
  const [revealedKey, setRevealedKey] = useState<string | number | null>(key);
  useEffect(() => {
    if (key === null || reducedMotion()) {
      setRevealedKey(key);
      return;
    }
    const timer = window.setTimeout(() => setRevealedKey(key), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return key === null || revealedKey === key || reducedMotion();
}
