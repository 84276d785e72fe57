import type { Match } from '../../../core/contract';
import type { MatchesData } from '../../../workers/topics';
import { mainMarket, MATCH_LIVE } from './match-view';

/**
 * How the home betting page groups its list (SPEC §2): a 'live now' section, then upcoming matches by the
 * player's calendar day; and which sections open by themselves. Pure (the clock is a parameter), so the
 * rules are tested without a DOM.
 */
export const LIVE_SECTION = 'live';

export interface MatchSection<M = MatchSlot> {
  /** 'live' or the local day of the upcoming matches as `d:YYYY-M-D`. */
  key: string;
  /** Local midnight of the day, for the date label; null for the live section. */
  day: number | null;
  matches: M[];
}

const dayKey = (d: Date) => `d:${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
const midnight = (t: number) => {
  const d = new Date(t);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** Sections in list order: live first, then one per day. The server sends live first, then by begin time. */
export function groupMatches<M extends Pick<Match, 'ms' | 'bt'>>(records: readonly M[]): MatchSection<M>[] {
  const sections: MatchSection<M>[] = [];
  const byKey = new Map<string, MatchSection<M>>();
  for (const match of records) {
    const live = match.ms === MATCH_LIVE;
    const key = live ? LIVE_SECTION : dayKey(new Date(match.bt));
    let section = byKey.get(key);
    if (!section) {
      section = { key, day: live ? null : midnight(match.bt), matches: [] };
      byKey.set(key, section);
      if (live) sections.unshift(section);
      else sections.push(section);
    }
    section.matches.push(match);
  }
  return sections;
}

export type DayName = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; at: number };

/** Today, Tomorrow, or a date (weekday and date in the player's locale, formatted by the caller). */
export function dayName(day: number, now: number): DayName {
  const today = midnight(now);
  const tomorrow = midnight(today + 36 * 3_600_000);
  if (day === today) return { kind: 'today' };
  if (day === tomorrow) return { kind: 'tomorrow' };
  return { kind: 'date', at: day };
}

export type ColumnKind = 'total' | 'draw' | 'winner';

/** Soccer-like sports (SPEC §9: the draw applies to them only): soccer and esports football. */
const DRAW_SPORTS: ReadonlySet<number> = new Set([1, 177]);

/**
 * The column header over a card's odds (SPEC §2): Over/Under when the shown market is a total, 1 x 2 when
 * a draw is possible, else Winner.
 */
export function columnKind(match: Pick<Match, 'mg' | 'sid'>): ColumnKind {
  const options = mainMarket(match)?.op ?? [];
  if (options.some((o) => o.ty === 4 || o.ty === 5)) return 'total';
  if (DRAW_SPORTS.has(match.sid) || options.some((o) => o.ty === 3)) return 'draw';
  return 'winner';
}

/**
 * What the list shows of a match outside its card: its section (live status, begin time) and its column
 * header. An odds tick changes none of it, so the list keeps its view and only the cards render.
 */
export interface MatchSlot {
  id: number;
  ms: number;
  bt: number;
  kind: ColumnKind;
}

export interface HomeListView {
  slots: MatchSlot[];
  hasMore: boolean;
}

/** The sport home list's view (topic-view.ts ListView): `prev` itself while no slot or hasMore changed. */
export function homeListView(data: MatchesData, prev: HomeListView | undefined): HomeListView {
  const records = data.records;
  if (prev && prev.hasMore === data.has_more && prev.slots.length === records.length) {
    let i = 0;
    for (; i < records.length; i++) {
      const m = records[i]!;
      const x = prev.slots[i]!;
      if (x.id !== m.id || x.ms !== m.ms || x.bt !== m.bt || x.kind !== columnKind(m)) break;
    }
    if (i === records.length) return prev;
  }
  return {
    slots: records.map((m) => ({ id: m.id, ms: m.ms, bt: m.bt, kind: columnKind(m) })),
    hasMore: data.has_more,
  };
}

/** A section's cards split where the column header changes (a mixed-sport tab), each run under its header. */
export function columnRuns<M extends Pick<MatchSlot, 'kind'>>(
  matches: readonly M[],
): { kind: ColumnKind; matches: M[] }[] {
  const runs: { kind: ColumnKind; matches: M[] }[] = [];
  for (const match of matches) {
    const kind = match.kind;
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.matches.push(match);
    else runs.push({ kind, matches: [match] });
  }
  return runs;
}

export interface ExpandState {
  /** Every section key the list has shown so far. */
  seen: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
}

export const INITIAL_EXPAND: ExpandState = { seen: new Set(), expanded: new Set() };

/**
 * SPEC §2 auto-expand: the Live tab opens its live section; other tabs open every section on first load,
 * and every section that appears later (a new upcoming date). A section the player closed stays closed.
 * Returns `state` itself when nothing is new.
 */
export function autoExpand(state: ExpandState, keys: readonly string[], liveTab: boolean): ExpandState {
  const fresh = keys.filter((k) => !state.seen.has(k));
  if (fresh.length === 0) return state;
  const opened = liveTab ? fresh.filter((k) => k === LIVE_SECTION) : fresh;
  return {
    seen: new Set([...state.seen, ...fresh]),
    expanded: opened.length ? new Set([...state.expanded, ...opened]) : state.expanded,
  };
}

export function toggleSection(state: ExpandState, key: string): ExpandState {
  const expanded = new Set(state.expanded);
  if (!expanded.delete(key)) expanded.add(key);
  return { ...state, expanded };
}
