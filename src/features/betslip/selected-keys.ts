import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/**
 * Which options are on the slip, as `${matchId}:${marketId}:${ty}:${nm}` keys (core/betslip itemKey). The
 * sport home's match cards read only this tiny store, so the slip's rules, storage and sheet stay out of
 * the first screen's chunk; slip-store.ts keeps it in step and the cards load it on the first tap.
 */
export const useSelectedKeys = create<{ keys: ReadonlySet<string> }>(() => ({ keys: new Set<string>() }));

export const optionKey = (matchId: number, marketId: number, ty: number, nm: string): string =>
  `${matchId}:${marketId}:${ty}:${nm}`;

/**
 * The slip's keys grouped by match, rebuilt when the store's set changes. A match's entry is the same set
 * until its own selections change, so a card whose match gained or lost nothing keeps the same answer.
 */
let indexed: ReadonlySet<string> | undefined;
let byMatch = new Map<number, ReadonlySet<string>>();

const sameSet = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string>) =>
  a !== undefined && a.size === b.size && [...b].every((k) => a.has(k));

/** The selected keys of one match, or undefined when none of its options is on the slip. */
export function matchSelection(matchId: number): ReadonlySet<string> | undefined {
  const keys = useSelectedKeys.getState().keys;
  if (keys !== indexed) {
    const next = new Map<number, Set<string>>();
    for (const key of keys) {
      const id = Number(key.slice(0, key.indexOf(':')));
      let set = next.get(id);
      if (!set) next.set(id, (set = new Set()));
      set.add(key);
    }
    const kept = new Map<number, ReadonlySet<string>>();
    for (const [id, set] of next) {
      const old = byMatch.get(id);
      kept.set(id, sameSet(old, set) ? old! : set);
    }
    indexed = keys;
    byMatch = kept;
  }
  return byMatch.get(matchId);
}

/**
 * One getter per match for the lifetime of the page (match ids on screen number in the hundreds): the same
 * function on every render, so useSyncExternalStore neither needs a useCallback per card nor re-checks
 * the store in an effect after each render.
 */
const getters = new Map<number, () => ReadonlySet<string> | undefined>();
function getterFor(matchId: number): () => ReadonlySet<string> | undefined {
  let get = getters.get(matchId);
  if (!get) {
    if (getters.size >= 5_000) getters.clear();
    get = () => matchSelection(matchId);
    getters.set(matchId, get);
  }
  return get;
}

/**
 * One subscription per match card instead of one per odds button (DESIGN.md §8, bench/odds-tick): a slip
 * change re-renders only the cards whose match's selections changed, and an odds tick's re-render of a card
 * costs one hook here.
 */
export function useMatchSelection(matchId: number): ReadonlySet<string> | undefined {
  const get = getterFor(matchId);
  return useSyncExternalStore(useSelectedKeys.subscribe, get, get);
}
