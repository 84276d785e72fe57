import { useEffect, useRef } from 'react';

/** SPEC §9 "Deposit status poll 10 s". */
export const DEPOSIT_POLL_MS = 10_000;

/**
 * Calls `tick` now and then every `intervalMs` after the previous call settled, while `active` and the
 * page is visible (a hidden page does not poll; it checks at once when shown again). `tick` returns false to
 * stop; a new `restartKey` checks again at once. Timers are the window's, so tests drive it with fake timers.
 */
export function usePoll(
  tick: () => Promise<boolean>,
  intervalMs: number,
  active: boolean,
  /** A new value checks at once and restarts the cadence (after the player did something). */
  restartKey: unknown = 0,
): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!active) return;
    let timer: number | undefined;
    let stopped = false;
    let running = false;
    const run = async () => {
      timer = undefined;
      if (stopped || running) return;
      if (document.visibilityState === 'hidden') return;
      running = true;
      let again = true;
      try {
        again = await tickRef.current();
      } catch {
        again = true;
      }
      running = false;
      if (!stopped && again) timer = window.setTimeout(run, intervalMs);
      else stopped = true;
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped || running) return;
      if (timer !== undefined) window.clearTimeout(timer);
      void run();
    };
    document.addEventListener('visibilitychange', onVisible);
    void run();
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, active, restartKey]);
}
