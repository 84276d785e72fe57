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
 * One timer for every indicator on screen: an odds tick moves hundreds of options at once, and a timer (or
 * an effect, or a closure) per option per tick costs more than the render itself (DESIGN.md §8,
 * bench/odds-tick). One entry per button, its deadline moved by each new move; the timer fires at the
 * earliest deadline, clears what is due (React batches the re-renders) and re-arms for the rest.
 */
export interface MoveState {
  seen: Seen | null;
  rerender: () => void;
}
const due = new Map<MoveState, number>();
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
  for (const [state, at] of due) {
    if (at > now) {
      if (at < next) next = at;
      continue;
    }
    due.delete(state);
    if (state.seen?.move) {
      state.seen = { ...state.seen, move: null };
      state.rerender();
    }
  }
  if (next < Infinity) arm(next);
}

/**
 * SPEC §4 Odds change: which way the odds of one option went at the last refresh, for 2 s. The previous value
 * is remembered per `key` (the option's identity): a different option in the same slot, or a lock / unlock,
 * is not a price move and shows nothing.
 *
 * Hundreds of these run per odds tick, so there is no effect: the move is derived while rendering from the
 * last value this component saw (the same inputs give the same answer, so a repeated render is harmless),
 * and its expiry goes to the shared timer, which clears the move and re-renders the component. `state` is
 * the component's useMoveState object.
 */
export function trackMove(state: MoveState, key: string, od: number): OddsMove {
  const last = state.seen;
  if (!last || last.key !== key || last.od !== od) {
    const moved = last !== null && last.key === key && priced(last.od) && priced(od);
    const move: OddsMove = moved ? (od > last.od ? 'up' : 'down') : null;
    state.seen = { key, od, move };
    if (move) {
      const at = Date.now() + ODDS_HIGHLIGHT_MS;
      due.set(state, at);
      if (at < timerAt) arm(at);
    } else {
      due.delete(state);
    }
  }
  return state.seen!.move;
}

/**
 * The object trackMove keeps its last value in, the same object for the component's life (one hook; a
 * component may keep its own per-instance data in it too). The timer re-renders the component through it.
 */
export function useMoveState<T extends MoveState>(init: () => T): T {
  const [holder, rerender] = useReducer(rewrap<T>, init, wrap<T>);
  holder.state.rerender = rerender;
  return holder.state;
}

/** The state lives in a holder: a new holder (same state) is what makes React re-render. */
const wrap = <T>(make: () => T) => ({ state: make() });
const rewrap = <T>(holder: { state: T }) => ({ state: holder.state });

const emptyState = (): MoveState => ({ seen: null, rerender: () => {} });

/** trackMove for a component that keeps nothing else per instance (the match detail's option buttons). */
export function useOddsMove(key: string, od: number): OddsMove {
  return trackMove(useMoveState(emptyState), key, od);
}
