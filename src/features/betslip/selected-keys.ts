import { create } from 'zustand';

/**
 * Which options are on the slip, as `${matchId}:${marketId}:${ty}:${nm}` keys (core/betslip itemKey). The
 * sport home's match cards read only this tiny store, so the slip's rules, storage and sheet stay out of
 * the first screen's chunk; slip-store.ts keeps it in step and the cards load it on the first tap.
 */
export const useSelectedKeys = create<{ keys: ReadonlySet<string> }>(() => ({ keys: new Set<string>() }));

export const optionKey = (matchId: number, marketId: number, ty: number, nm: string): string =>
  `${matchId}:${marketId}:${ty}:${nm}`;
