import { useReducer } from 'react';

/** SPEC §9: the odds change indicator shows for 2 s. */
export const ODDS_HIGHLIGHT_MS = 2000;

export type OddsMove = 'up' | 'down' | null;

interface Seen {
  key: string;
  od: number;
  move: OddsMove;
}

const priced = (od: number) => Number.isFinite(od) && od > 0;

/**
 * One timer for every indicator on screen: an odds tick moves hundreds of options at once, and a timer set
 * and cleared per option per tick costs more than the render itself (DESIGN.md §8, bench/odds-tick). Fires
 * at the earliest deadline, runs what is due (React batches the re-renders), and re-arms for the rest.
 */
const due = new Map<() => void, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Infinity;

function arm(at: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(fire, Math.max(0, at - Date.now()));
}

function fire(): void {
  timer = undefined;
  timerAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const [callback, at] of due) {
    if (at <= now) {
      due.delete(callback);
      callback();
    } else if (at < next) next = at;
  }
  if (next < Infinity) arm(next);
}

function expireAt(callback: () => void, at: number): void {
  due.set(callback, at);
  if (at < timerAt) arm(at);
}

/**
 * SPEC §4 Odds change: which way the odds of one option went at the last refresh, for 2 s. The previous value
 * is remembered per `key` (the option's identity): a different option in the same slot, or a lock / unlock,
 * is not a price move and shows nothing.
 *
 * Hundreds of these run per odds tick, so it is one hook and no effect: the move is derived while rendering
 * from the last value this component saw (the same inputs give the same answer, so a repeated render is
 * harmless), and its expiry goes to the shared timer, which re-renders the component only if that move is
 * still the one shown.
 */
export function useOddsMove(key: string, od: number): OddsMove {
  const [box, rerender] = useReducer(copy, undefined, emptyBox);
  const last = box.seen;
  if (!last || last.key !== key || last.od !== od) {
    const moved = last !== null && last.key === key && priced(last.od) && priced(od);
    const seen: Seen = { key, od, move: moved ? (od > last.od ? 'up' : 'down') : null };
    box.seen = seen;
    if (seen.move) {
      expireAt(() => {
        if (box.seen !== seen) return;
        box.seen = { ...seen, move: null };
        rerender();
      }, Date.now() + ODDS_HIGHLIGHT_MS);
    }
  }
  return box.seen!.move;
}

interface Box {
  seen: Seen | null;
}
const emptyBox = (): Box => ({ seen: null });
/** A new box (same contents) makes React re-render; the expiry has already written what to show. */
const copy = (box: Box): Box => ({ ...box });
