/**
 * Which matches a tab lists, as SQL, shared by the paged list and the incremental poll so both agree
 * (SPEC §3, §5): only live and upcoming matches; InPlay keeps matches whose main market is open and at most
 * 3 live ones (the earliest begun); Live lists live matches only; a sport tab that sport; All every match.
 * The order is live first, then by begin time, then id (server/sport/cursor.ts keysets on it).
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { markets, MarketStatus, MatchStatus, matches, sports } from '../db/schema';
import type { TabFilter } from './tabs';

export const MAIN_TAB_LIVE_CAP = 3;

type MatchesTable = typeof matches;

/** The match's main market (SPEC §9 default market of its sport) exists and is open. */
function mainMarketOpen(m: MatchesTable): SQL {
  return sql`exists (select 1 from ${markets} join ${sports} on ${sports.id} = ${m.sportId}
    where ${markets.matchId} = ${m.id} and ${markets.marketType} = ${sports.mainMarketType}
    and ${markets.status} = ${MarketStatus.Open})`;
}

export const rankExpr = sql<number>`(case when ${matches.status} = ${MatchStatus.Live} then 0 else 1 end)`;
export const tabOrder = [rankExpr, asc(matches.beginAt), asc(matches.id)] as const;

/** InPlay's live matches: the first 3 live ones with their main market open. */
function firstLive(db: DbOrTx) {
  const live = alias(matches, 'live_first');
  return db
    .select({ id: live.id })
    .from(live)
    .where(and(eq(live.status, MatchStatus.Live), mainMarketOpen(live as unknown as MatchesTable)))
    .orderBy(asc(live.beginAt), asc(live.id))
    .limit(MAIN_TAB_LIVE_CAP);
}

export async function inPlayLiveIds(db: DbOrTx): Promise<number[]> {
  return (await firstLive(db)).map((r) => r.id);
}

/** Conditions every tab of the kind applies whatever the match's state: sport and league. */
export function staticConditions(filter: TabFilter, leagueId: number | undefined): SQL[] {
  const out: SQL[] = [];
  if (filter.kind === 'sport') out.push(eq(matches.sportId, filter.sportId));
  if (leagueId !== undefined) out.push(eq(matches.leagueId, leagueId));
  return out;
}

/** Every condition of the tab: a match meeting them is listed by it now. */
export function tabConditions(db: DbOrTx, filter: TabFilter, leagueId: number | undefined): SQL[] {
  const out: (SQL | undefined)[] = [
    inArray(matches.status, [MatchStatus.Live, MatchStatus.NotStarted]),
    ...staticConditions(filter, leagueId),
  ];
  if (filter.kind === 'live') out.push(eq(matches.status, MatchStatus.Live));
  if (filter.kind === 'inplay') {
    out.push(mainMarketOpen(matches));
    out.push(or(ne(matches.status, MatchStatus.Live), inArray(matches.id, firstLive(db))));
  }
  return out.filter((c): c is SQL => c !== undefined);
}

/** The first `limit` ids of the tab in its order (the increment keeps to the 50 a client can hold). */
export async function tabWindowIds(
  db: DbOrTx,
  filter: TabFilter,
  leagueId: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(...tabConditions(db, filter, leagueId)))
    .orderBy(...tabOrder)
    .limit(limit);
  return rows.map((r) => r.id);
}
