/**
 * The match list per tab (SPEC §3, §4, §5): InPlay lists live matches first (at most 3, SPEC §5 "live
 * matches on the main tab capped at 3") then upcoming ones, keeping only matches whose main market is open;
 * Live lists live matches only; a sport tab lists that sport, live first. Cursor-paged, first page `size`
 * (5) then `page_limit` (10), and no more once 50 records have been delivered.
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchList } from '../../core/contract';
import type { DbOrTx } from '../db/database';
import { markets, MarketStatus, MatchStatus, matches, sports } from '../db/schema';
import { encodeCursor, MAX_MATCH_RECORDS, type MatchCursor } from './cursor';
import { loadMatchViews } from './match-view';
import type { TabFilter } from './tabs';

export const MAIN_TAB_LIVE_CAP = 3;

type MatchesTable = typeof matches;

/** The match's main market (SPEC §9 default market of its sport) exists and is open. */
function mainMarketOpen(m: MatchesTable): SQL {
  return sql`exists (select 1 from ${markets} join ${sports} on ${sports.id} = ${m.sportId}
    where ${markets.matchId} = ${m.id} and ${markets.marketType} = ${sports.mainMarketType}
    and ${markets.status} = ${MarketStatus.Open})`;
}

export interface MatchListRequest {
  filter: TabFilter;
  leagueId?: number | undefined;
  cursor?: MatchCursor | undefined;
  pageSize: number;
  nowMs: number;
}

export async function listMatches(db: DbOrTx, req: MatchListRequest): Promise<MatchList> {
  const delivered = req.cursor?.count ?? 0;
  const limit = Math.min(req.pageSize, MAX_MATCH_RECORDS - delivered);
  if (limit <= 0)
    return {
      records: [],
      cursor: req.cursor ? encodeCursor(req.cursor) : '',
      incr_cursor: '',
      has_more: false,
    };

  const rank = sql<number>`(case when ${matches.status} = ${MatchStatus.Live} then 0 else 1 end)`;
  const conditions: (SQL | undefined)[] = [
    inArray(matches.status, [MatchStatus.Live, MatchStatus.NotStarted]),
  ];
  if (req.filter.kind === 'live') conditions.push(eq(matches.status, MatchStatus.Live));
  if (req.filter.kind === 'sport') conditions.push(eq(matches.sportId, req.filter.sportId));
  if (req.leagueId !== undefined) conditions.push(eq(matches.leagueId, req.leagueId));
  if (req.filter.kind === 'inplay') {
    conditions.push(mainMarketOpen(matches));
    const live = alias(matches, 'live_first');
    const firstLive = db
      .select({ id: live.id })
      .from(live)
      .where(and(eq(live.status, MatchStatus.Live), mainMarketOpen(live as unknown as MatchesTable)))
      .orderBy(asc(live.beginAt), asc(live.id))
      .limit(MAIN_TAB_LIVE_CAP);
    conditions.push(or(ne(matches.status, MatchStatus.Live), inArray(matches.id, firstLive)));
  }
  if (req.cursor) {
    const c = req.cursor;
    conditions.push(
      sql`(${rank}, ${matches.beginAt}, ${matches.id}) > (${c.rank}, ${new Date(c.beginMs).toISOString()}::timestamptz, ${c.id})`,
    );
  }
  const keys = await db
    .select({ id: matches.id, rank, beginAt: matches.beginAt, updatedAt: matches.updatedAt })
    .from(matches)
    .where(and(...conditions))
    .orderBy(rank, asc(matches.beginAt), asc(matches.id))
    .limit(limit + 1);

  const page = keys.slice(0, limit);
  const count = delivered + page.length;
  const last = page[page.length - 1];
  const records = await loadMatchViews(
    db,
    page.map((k) => k.id),
    req.nowMs,
  );
  const cursor = last
    ? encodeCursor({
        count,
        rank: Number(last.rank) === 0 ? 0 : 1,
        beginMs: last.beginAt.getTime(),
        id: last.id,
      })
    : req.cursor
      ? encodeCursor(req.cursor)
      : '';
  const newest = page.reduce((max, k) => Math.max(max, k.updatedAt.getTime()), 0);
  return {
    records,
    cursor,
    incr_cursor: newest ? String(newest) : '',
    has_more: keys.length > limit && count < MAX_MATCH_RECORDS,
  };
}
