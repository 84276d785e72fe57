/**
 * Modals that outrank the promotional popups (the responsible-gaming reality check) hold them back while
 * they are open: a bonus popup opened over the reality check would sit on top of it in the top layer and
 * leave the regulated dialog inert under a promotion. Module state, read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

const holders = new Set<string>();
const listeners = new Set<() => void>();

/** `key` holds the popups back while `on` is true. */
export function holdPopups(key: string, on: boolean): void {
  const had = holders.has(key);
  if (on === had) return;
  if (on) holders.add(key);
  else holders.delete(key);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const held = () => holders.size > 0;

/** True while some higher-priority modal holds the popups back. */
export function usePopupsHeld(): boolean {
  return useSyncExternalStore(subscribe, held, held);
}
