/**
 * The bars under the header that ask something of the player (the operator's top-bar messages, install the
 * app, turn on notifications) show one at a time: three stacked bars push the page below the fold and
 * none of them gets read. Each bar says whether it wants the slot; the wanting bar of the highest priority
 * shows, and when it goes (closed, accepted) the next one takes the slot. A bar's own remembered
 * dismissal (server, localStorage) decides whether it wants the slot at all, so it keeps working.
 * Module state, read with useSyncExternalStore (like popup-hold.ts): the bars live in separate lazy chunks.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** Higher first: the operator's message outranks the app's own asks. */
export const ASK_BAR_PRIORITY = { topBar: 3, install: 2, notifications: 1 } as const;
export type AskBar = keyof typeof ASK_BAR_PRIORITY;

const wanting = new Set<AskBar>();
const listeners = new Set<() => void>();

/** Pure: the bar that shows among those wanting the slot. */
export function pickAskBar(bars: Iterable<AskBar>): AskBar | null {
  let best: AskBar | null = null;
  for (const bar of bars) if (!best || ASK_BAR_PRIORITY[bar] > ASK_BAR_PRIORITY[best]) best = bar;
  return best;
}

let current: AskBar | null = null;

function setWanting(bar: AskBar, on: boolean): void {
  if (on === wanting.has(bar)) return;
  if (on) wanting.add(bar);
  else wanting.delete(bar);
  current = pickAskBar(wanting);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/**
 * `bar` wants the slot while `wants` is true (a bar still loading what it would show may want it, so a
 * lower bar does not flash and vanish). Returns whether `bar` is the one shown.
 */
export function useAskBar(bar: AskBar, wants: boolean): boolean {
  useEffect(() => {
    setWanting(bar, wants);
  }, [bar, wants]);
  useEffect(() => () => setWanting(bar, false), [bar]);
  const shown = useSyncExternalStore(subscribe, read, read);
  return wants && shown === bar;
}

/** Tests start with no bar wanting the slot. */
export function resetAskBars(): void {
  wanting.clear();
  current = null;
  for (const l of listeners) l();
}
