import { useEffect, useState } from 'react';

/** SPEC §9: the odds change indicator shows for 2 s. */
export const ODDS_HIGHLIGHT_MS = 2000;

export type OddsMove = 'up' | 'down' | null;

interface Seen {
  key: string;
  od: number;
  move: OddsMove;
  /** Bumped on every change, so the timer of an older change cannot clear a newer one. */
  seq: number;
}

const priced = (od: number) => Number.isFinite(od) && od > 0;

/**
 * SPEC §4 Odds change: which way the odds of one option went at the last refresh, for 2 s. The previous value
 * is remembered per `key` (the option's identity): a different option in the same slot, or a lock / unlock,
 * is not a price move and shows nothing.
 */
export function useOddsMove(key: string, od: number): OddsMove {
  const [seen, setSeen] = useState<Seen>({ key, od, move: null, seq: 0 });
  let current = seen;
  if (seen.key !== key || seen.od !== od) {
    const moved = seen.key === key && priced(seen.od) && priced(od);
    current = {
      key,
      od,
      move: moved ? (od > seen.od ? 'up' : 'down') : null,
      seq: seen.seq + 1,
    };
    // Derived from the previous render's value (React's "storing information from previous renders").
    setSeen(current);
  }
  const { move, seq } = current;
  useEffect(() => {
    if (!move) return;
    const timer = setTimeout(
      () => setSeen((s) => (s.seq === seq ? { ...s, move: null } : s)),
      ODDS_HIGHLIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [move, seq]);
  return move;
}
