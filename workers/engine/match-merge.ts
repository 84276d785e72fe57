/**
 * How the `matches` topic folds the sportsbook's two hot calls into the list the player has paged in: the
 * 5 s increment (matchListNew) and the 2 s live part of the matches on screen (latestOdds). Pure functions:
 * a record that did not change is returned as the same object, so the diff skips it and its card does not
 * re-render (DESIGN.md §10.5).
 */
import type { LiveClock, Match, MatchIncr, MatchLive } from '../../core/contract';
import { readWireClock } from '../../core/sport/clock';
import type { MatchesData } from '../topics';
import { deepEqual } from './diff';

/** SPEC §4/§9: first load 5, then pages of 10 (core/sport/first-screen.ts), never more than 50 records. */
export { FIRST_PAGE_SIZE, PAGE_LIMIT } from '../../core/sport/first-screen';
export const MAX_MATCHES = 50;
/** The contract's cap on one latestOdds call. */
export const MAX_ODDS_IDS = 200;

const LIVE = 5;

/** The server's list order (server/sport/cursor.ts keyset): live first, then upcoming; by begin time, then id. */
export function compareMatches(a: Match, b: Match): number {
  const rank = (m: Match) => (m.ms === LIVE ? 0 : 1);
  return rank(a) - rank(b) || a.bt - b.bt || a.id - b.id;
}

/** How far (s) a running clock's new reading may sit from the held one run on, and still be that clock. */
const CLOCK_SLACK_S = 2;
/** When the worker took each clock reading it holds (ms): the next reading is compared with it run on. */
const clockTakenAt = new WeakMap<LiveClock, number>();

/**
 * The clock reading to keep in a record: the held one when `next` is that clock run on (both running, same
 * direction and period, `next.s` within CLOCK_SLACK_S of where the held reading has got to by `nowMs`), else
 * `next`, taken now. The server reads a running clock at answer time, so every poll brings new seconds; the
 * page's clock counts on from the reading it has (LiveClock), so it shows the same either way. Keeping the
 * object keeps an otherwise unchanged record equal: its card does not render for the clock alone, and the
 * batch does not carry it. A stop, a period change or a jump (added time, a correction) is taken at once.
 */
export function heldClock(
  held: LiveClock | undefined,
  next: LiveClock | undefined,
  nowMs: number,
): LiveClock | undefined {
  if (!next) return next;
  if (held && held !== next && held.r && next.r && held.tp === next.tp && held.pe === next.pe) {
    const takenAt = clockTakenAt.get(held);
    if (takenAt !== undefined) {
      if (Math.abs(next.s - readWireClock(held, nowMs - takenAt)) <= CLOCK_SLACK_S) return held;
    }
  }
  if (!clockTakenAt.has(next)) clockTakenAt.set(next, nowMs);
  return next;
}

/** `next` with the clock to keep against `old` (heldClock); the same object when that changes nothing. */
function withHeldClock(old: Match, next: Match, nowMs: number): Match {
  const mc = heldClock(old.mc, next.mc, nowMs);
  return mc === next.mc ? next : { ...next, mc };
}

/**
 * Merges an increment: changed records replace theirs, removed ids leave, new records take their place in
 * the server's order. While more pages exist, a new record that sorts after the last loaded one belongs to a
 * later page: the next `loadMore` brings it, so it is not appended here (no duplicate, no hole).
 */
export function mergeIncrement(
  prev: MatchesData,
  incr: Pick<MatchIncr, 'records' | 'removed'>,
  nowMs: number = Date.now(),
): MatchesData {
  const removed = new Set(incr.removed);
  const incoming = new Map(incr.records.map((m) => [m.id, m]));
  const last = prev.records[prev.records.length - 1];
  let changed = false;
  const records: Match[] = [];
  for (const old of prev.records) {
    if (removed.has(old.id)) {
      changed = true;
      continue;
    }
    const fresh = incoming.get(old.id);
    incoming.delete(old.id);
    const next = fresh && withHeldClock(old, fresh, nowMs);
    if (next && !deepEqual(old, next)) {
      changed = true;
      records.push(next);
    } else records.push(old);
  }
  for (const m of incoming.values()) {
    if (removed.has(m.id)) continue;
    if (prev.has_more && last && compareMatches(m, last) > 0) continue;
    changed = true;
    records.push(m);
  }
  if (!changed) return prev;
  records.sort(compareMatches);
  const capped = records.slice(0, MAX_MATCHES);
  return { records: capped, has_more: prev.has_more && capped.length < MAX_MATCHES };
}

/** The live part as latestOdds sends it: status, score, clock, markets and the market count. */
const liveOf = (m: Match | MatchLive) => ({ ms: m.ms, nsg: m.nsg, mc: m.mc, mg: m.mg, tms: m.tms });

/**
 * Applies a latestOdds answer for the `asked` ids. An id asked for but absent from the answer is finished or
 * unknown (contract: the client drops it). Records not asked for, and records whose live part is equal, stay
 * the same objects; with nothing changed, `prev` itself is returned.
 */
export function applyLive(
  prev: MatchesData,
  asked: readonly number[],
  list: readonly MatchLive[],
  nowMs: number = Date.now(),
): MatchesData {
  const askedSet = new Set(asked);
  const live = new Map(list.map((l) => [l.id, l]));
  let changed = false;
  const records: Match[] = [];
  for (const old of prev.records) {
    if (!askedSet.has(old.id)) {
      records.push(old);
      continue;
    }
    const l = live.get(old.id);
    if (!l) {
      changed = true;
      continue;
    }
    const part = { ...liveOf(l), mc: heldClock(old.mc, l.mc, nowMs) };
    if (deepEqual(liveOf(old), part)) {
      records.push(old);
      continue;
    }
    changed = true;
    const next: Match = { ...old, ...part };
    if (!part.mc) delete next.mc; // The clock stopped being sent: the card shows no clock, not the last one.
    records.push(next);
  }
  if (!changed) return prev;
  // A match that went live moves up among the live ones, as the server would list it.
  records.sort(compareMatches);
  return { ...prev, records };
}
