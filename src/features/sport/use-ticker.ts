import { useSyncExternalStore } from 'react';

/**
 * One shared 1 s ticker for every live clock on screen (SPEC §4: the live clock ticks every second while
 * ms is 5): a hundred cards share one interval, which runs only while some card listens.
 */
const listeners = new Set<() => void>();
let timer: number | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(enabled: boolean): number {
  return useSyncExternalStore(enabled ? subscribe : noopSubscribe, () => (enabled ? now : 0));
}

const noopSubscribe = () => () => {};
