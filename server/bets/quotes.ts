/**
 * The current state of selections (match, market, option) read from the catalogue the feed writes, in one
 * indexed query: what placement, the live confirmation, cash-out and the slip's re-quote all check against.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { MarketStatus, MatchStatus } from '../db/schema';
import { rowsOf } from '../db/rows';

export interface SelectionState {
  matchId: number;
  marketId: number;
  ty: number;
  optionName: string;
  oddsMilli: number;
  locked: boolean;
  marketType: number;
  line: string | null;
  /** Market status (1 open). */
  ss: number;
  /** Match status (4 not started, 5 live, 6 ended, 7 cancelled). */
  ms: number;
  sportId: number;
  beginMs: number;
  homeScore: number;
  awayScore: number;
  matchName: string;
  leagueName: string;
}

/** Open market of a match not over, option not locked: a bet can be taken on it now. */
export const isBettable = (s: SelectionState): boolean =>
  s.ss === MarketStatus.Open &&
  (s.ms === MatchStatus.NotStarted || s.ms === MatchStatus.Live) &&
  !s.locked &&
  s.oddsMilli > 1000;

export interface SelectionRow {
  match_id: number;
  market_id: number;
  ty: number;
  option_name: string;
  odds_milli: number;
  locked: boolean;
  market_type: number;
  line: string | null;
  ss: number;
  ms: number;
  sport_id: number;
  begin_ms: string | number;
  home_score: number;
  away_score: number;
  home: string;
  away: string;
  league: string;
}

/**
 * The query of every option of the given markets; `extra` adds select columns (placement-read.ts adds the
 * player's, computed once per statement as uncorrelated sub-selects). One parameter per market, not one
 * array parameter: the statement runs prepared (db/named.ts), and only a plan that knows how many markets
 * it reads stays on the indexes; with `any($1)` PostgreSQL's generic plan guessed ten and scanned
 * whole tables, so it planned every run again (0.8 ms a bet, more than the read itself).
 */
export const selectionsQuery = (marketIds: readonly (number | Placeholder)[], extra: SQL = sql``) => sql`
  select m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.name as option_name,
    o.odds_milli, o.locked, mk.market_type, mk.line, mk.status as ss, m.status as ms, m.sport_id,
    (extract(epoch from m.begin_at) * 1000)::bigint as begin_ms, m.home_score, m.away_score,
    th.name as home, ta.name as away, l.name as league ${extra}
  from markets mk
  join matches m on m.id = mk.match_id
  join options o on o.market_id = mk.id
  join teams th on th.id = m.home_team_id
  join teams ta on ta.id = m.away_team_id
  join leagues l on l.id = m.league_id
  where mk.id = any(array[${sql.join(
    [...new Set(marketIds)].map((id) => sql`${id}`),
    sql`, `,
  )}]::int[])`;

/** The query's rows keyed `${marketId}:${ty}`. */
export function selectionStates(rows: readonly SelectionRow[]): Map<string, SelectionState> {
  const out = new Map<string, SelectionState>();
  for (const r of rows)
    out.set(`${r.market_id}:${r.ty}`, {
      matchId: Number(r.match_id),
      marketId: Number(r.market_id),
      ty: Number(r.ty),
      optionName: r.option_name,
      oddsMilli: Number(r.odds_milli),
      locked: r.locked,
      marketType: Number(r.market_type),
      line: r.line,
      ss: Number(r.ss),
      ms: Number(r.ms),
      sportId: Number(r.sport_id),
      beginMs: Number(r.begin_ms),
      homeScore: Number(r.home_score),
      awayScore: Number(r.away_score),
      matchName: `${r.home} vs ${r.away}`,
      leagueName: r.league,
    });
  return out;
}

/** Every option of the given markets, keyed `${marketId}:${ty}`. */
export async function loadSelections(
  db: DbOrTx,
  marketIds: readonly number[],
): Promise<Map<string, SelectionState>> {
  if (marketIds.length === 0) return new Map();
  return selectionStates(rowsOf<SelectionRow>(await db.execute(selectionsQuery(marketIds))));
}

/** The state of one selection, only if it belongs to the match the client named. */
export function selectionOf(
  states: ReadonlyMap<string, SelectionState>,
  ref: { matchId: number; marketId: number; ty: number },
): SelectionState | undefined {
  const s = states.get(`${ref.marketId}:${ref.ty}`);
  return s && s.matchId === ref.matchId ? s : undefined;
}

/** Decimal odds from the wire to thousandths (1.85 -> 1850). */
export const toMilli = (od: number): number => Math.round(od * 1000);

/**
 * Whether the player's setting takes the price now against the price quoted: ask = unchanged only,
 * higher = unchanged or better, any = always.
 */
export function acceptsOdds(setting: string, quotedMilli: number, nowMilli: number): boolean {
  if (setting === 'any') return true;
  if (setting === 'higher') return nowMilli >= quotedMilli;
  return nowMilli === quotedMilli;
}
