/**
 * The match list per tab (SPEC §3, §4, §5), cursor-paged: first page `size` (5) then `page_limit` (10),
 * and no more once 50 records have been delivered. Which matches and in which order: tab-query.ts.
 *
 * The answer's incr_cursor is read before the page, so a change landing while the page is read is also
 * in the next increment (sent twice at worst, never lost: the client replaces a record by id).
 */
import { and, sql } from 'drizzle-orm';
import type { MatchList } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { matches } from '../db/schema';
import { encodeCursor, MAX_MATCH_RECORDS, type MatchCursor } from './cursor';
import { encodeIncrCursor } from './incr-cursor';
import { readHighWater } from './match-incr';
import { loadMatchViews } from './match-view';
import { inPlayLiveIds, rankExpr, tabConditions, tabOrder } from './tab-query';
import type { TabFilter } from './tabs';

export { MAIN_TAB_LIVE_CAP } from './tab-query';

export interface MatchListRequest {
  filter: TabFilter;
  leagueId?: number | undefined;
  cursor?: MatchCursor | undefined;
  pageSize: number;
  nowMs: number;
  lang?: Locale;
}

export async function listMatches(db: DbOrTx, req: MatchListRequest): Promise<MatchList> {
  const high = await readHighWater(db);
  const live = req.filter.kind === 'inplay' ? await inPlayLiveIds(db) : undefined;
  const incr_cursor = encodeIncrCursor({ ...high, ...(live ? { live } : {}) });

  const delivered = req.cursor?.count ?? 0;
  const limit = Math.min(req.pageSize, MAX_MATCH_RECORDS - delivered);
  if (limit <= 0)
    return { records: [], cursor: req.cursor ? encodeCursor(req.cursor) : '', incr_cursor, has_more: false };

  const conditions = tabConditions(db, req.filter, req.leagueId);
  if (req.cursor) {
    const c = req.cursor;
    conditions.push(
      sql`(${rankExpr}, ${matches.beginAt}, ${matches.id}) > (${c.rank}, ${new Date(c.beginMs).toISOString()}::timestamptz, ${c.id})`,
    );
  }
  const keys = await db
    .select({ id: matches.id, rank: rankExpr, beginAt: matches.beginAt })
    .from(matches)
    .where(and(...conditions))
    .orderBy(...tabOrder)
    .limit(limit + 1);

  const page = keys.slice(0, limit);
  const count = delivered + page.length;
  const last = page[page.length - 1];
  const records = await loadMatchViews(
    db,
    page.map((k) => k.id),
    req.nowMs,
    req.lang,
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
  return { records, cursor, incr_cursor, has_more: keys.length > limit && count < MAX_MATCH_RECORDS };
}
