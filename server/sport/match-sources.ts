/**
 * Lists outside the tab pager: by source (hot, today, live), the fb proxy's getList (a league's or a
 * sport's matches by page number, for /league), and by ids. All keep to live and upcoming matches, live
 * first, then by begin time.
 */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FbMatchList, Match, MatchSourceQuery } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { leagues, MatchStatus, matches } from '../db/schema';
import { MAX_MATCH_RECORDS } from './cursor';
import { idIn, loadMatchViews } from './match-view';
import { rankExpr } from './tab-query';

const DAY_MS = 24 * 3600 * 1000;
const shown = inArray(matches.status, [MatchStatus.Live, MatchStatus.NotStarted]);

async function orderedIds(db: DbOrTx, where: SQL[], limit: number, offset = 0): Promise<number[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(shown, ...where))
    .orderBy(rankExpr, asc(matches.beginAt), asc(matches.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/**
 * `today` is live matches and those beginning in the next 24 hours: the server does not know the viewer's
 * time zone, and a rolling day never lists a match that already began and was not played.
 */
export async function matchesBySource(
  db: DbOrTx,
  query: MatchSourceQuery,
  nowMs: number,
  lang: Locale,
): Promise<Match[]> {
  const limit = Math.min(query.page_limit ?? MAX_MATCH_RECORDS, MAX_MATCH_RECORDS);
  const where: SQL[] =
    query.source === 'hot'
      ? [eq(matches.isHot, true)]
      : query.source === 'live'
        ? [eq(matches.status, MatchStatus.Live)]
        : [
            or(
              eq(matches.status, MatchStatus.Live),
              and(gte(matches.beginAt, new Date(nowMs)), lt(matches.beginAt, new Date(nowMs + DAY_MS))),
            )!,
          ];
  return loadMatchViews(db, await orderedIds(db, where, limit), nowMs, lang);
}

export interface FbListRequest {
  leagueId?: number | undefined;
  sportId?: number | undefined;
  current: number;
  size: number;
  nowMs: number;
  lang: Locale;
}

/** Undefined when the league asked for does not exist. */
export async function fbMatchList(db: DbOrTx, req: FbListRequest): Promise<FbMatchList | undefined> {
  const where: SQL[] = [];
  let league: FbMatchList['league'];
  if (req.leagueId !== undefined) {
    const [row] = await db.select().from(leagues).where(eq(leagues.id, req.leagueId));
    if (!row) return undefined;
    league = { id: row.id, na: row.name, sid: row.sportId };
    where.push(eq(matches.leagueId, req.leagueId));
  }
  if (req.sportId !== undefined) where.push(eq(matches.sportId, req.sportId));
  const [[total], ids] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(and(shown, ...where)),
    orderedIds(db, where, req.size, (req.current - 1) * req.size),
  ]);
  return {
    records: await loadMatchViews(db, ids, req.nowMs, req.lang),
    total: Number(total?.n ?? 0),
    current: req.current,
    ...(league ? { league } : {}),
  };
}

/** The asked matches that are live or upcoming, in the order asked (finished or unknown ones are absent). */
export async function matchesByIds(
  db: DbOrTx,
  ids: readonly number[],
  nowMs: number,
  lang: Locale,
): Promise<Match[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(shown, idIn(matches.id, unique)));
  const keep = new Set(rows.map((r) => r.id));
  return loadMatchViews(
    db,
    unique.filter((id) => keep.has(id)),
    nowMs,
    lang,
  );
}
