/**
 * What changed between two versions of a match, as its card shows it. An odds tick brings a new match object
 * for every card whose prices moved; when nothing but unlocked prices of the main market moved, the card
 * writes those prices into its buttons in place (odds-in-place.ts) instead of rendering again (DESIGN.md §8:
 * 200 cards per tick in <= 4 ms, bench/odds-tick). Pure: tested without a DOM.
 */
import type { Match } from '../../../core/contract';
import { sameClock } from './LiveClock';
import { isLive, mainMarket, score } from './match-view';

/** The card's head and teams show the same: league, time or live clock, team names, crests and score. */
export function sameCardTop(x: Match, y: Match): boolean {
  if (x === y) return true;
  if (x.id !== y.id || x.sid !== y.sid || x.bt !== y.bt || x.lg.na !== y.lg.na) return false;
  if (isLive(x) !== isLive(y) || !sameClock(x.mc, y.mc)) return false;
  for (let i = 0; i < 2; i++) {
    const s = x.ts[i];
    const t = y.ts[i];
    if (s?.na !== t?.na || s?.lurl !== t?.lurl) return false;
  }
  if (!isLive(x)) return true;
  const s = score(x);
  const t = score(y);
  return s === t || (s !== null && t !== null && s[0] === t[0] && s[1] === t[1]);
}

/**
 * One button's new price: the option's outcome type and the odds. Within one card and its main market
 * (the same market id before and after) the outcome type names the button.
 */
export interface PriceChange {
  ty: number;
  od: number;
}

/**
 * The price changes from `prev` to `next` when they are all the card would show differently: the same head
 * and teams, +N count and name, and the same main market (id, open, line) with the same options in the same
 * order, each priced before and after. Null when anything else changed (a lock, a suspended market, a score):
 * the card renders then. An empty list when nothing the card shows changed.
 */
export function priceChanges(prev: Match, next: Match): PriceChange[] | null {
  if (prev.tms !== next.tms || prev.nm !== next.nm || !sameCardTop(prev, next)) return null;
  const a = mainMarket(prev);
  const b = mainMarket(next);
  if (a === b) return [];
  if (!a || !b || a.id !== b.id || a.ss !== b.ss || a.li !== b.li || a.op.length !== b.op.length) return null;
  const changes: PriceChange[] = [];
  for (let i = 0; i < a.op.length; i++) {
    const x = a.op[i]!;
    const y = b.op[i]!;
    if (x.ty !== y.ty || x.nm !== y.nm) return null;
    if (x.od === y.od) continue;
    // A lock or unlock (negative odds, or the market not open) changes the button's shape: render.
    if (b.ss !== 1 || !(x.od > 0) || !(y.od > 0)) return null;
    changes.push({ ty: y.ty, od: y.od });
  }
  return changes;
}
