/**
 * The 5 s incremental fetch of a tab (matchListNew, SPEC §4): the matches changed since incr_cursor. Those
 * the tab lists now (within its first 50, all a client can hold) come back as records; those that left it
 * (finished, main market closed, pushed out of InPlay's 3 live) as `removed` ids. Changed matches of the
 * tab beyond its first 50 are left out: the client could not show them.
 *
 * Exactness rests on the feed being the one writer of matches, committing in stamp order (it is a single
 * leader): every change after the cursor's stamp carries a later stamp. Changes are read in (updated_at, id)
 * order, at most INCR_MAX per answer; the new cursor is the last change read, so a burst is caught up over
 * the next polls with nothing skipped.
 */
import { and, asc, desc, gte, sql } from 'drizzle-orm';
import type { MatchIncr } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { matches } from '../db/schema';
import { MAX_MATCH_RECORDS } from './cursor';
import { encodeIncrCursor, type IncrCursor } from './incr-cursor';
import { idIn, loadMatchViews } from './match-view';
import { inPlayLiveIds, staticConditions, tabConditions, tabWindowIds } from './tab-query';
import type { TabFilter } from './tabs';

export const INCR_MAX = 200;

const micros = sql<string>`(extract(epoch from ${matches.updatedAt}) * 1000000)::bigint::text`;
const stampOf = (m: bigint) =>
  sql`(timestamptz 'epoch' + ${m.toString()}::bigint * interval '1 microsecond')`;

/** The newest change of any match: where the next increment starts. */
export async function readHighWater(db: DbOrTx): Promise<Omit<IncrCursor, 'live'>> {
  const [row] = await db
    .select({ micros, id: matches.id })
    .from(matches)
    .orderBy(desc(matches.updatedAt), desc(matches.id))
    .limit(1);
  return row ? { micros: BigInt(row.micros), id: row.id } : { micros: 0n, id: 0 };
}

export interface MatchIncrRequest {
  filter: TabFilter;
  leagueId?: number | undefined;
  cursor: IncrCursor;
  nowMs: number;
  lang: Locale;
}

export async function matchIncrement(db: DbOrTx, req: MatchIncrRequest): Promise<MatchIncr> {
  const c = req.cursor;
  const stamp = stampOf(c.micros);
  // `>=` first lets the updated_at index serve the row comparison.
  const changed = await db
    .select({ id: matches.id, micros })
    .from(matches)
    .where(
      and(
        gte(matches.updatedAt, stamp),
        sql`(${matches.updatedAt}, ${matches.id}) > (${stamp}, ${c.id})`,
        ...staticConditions(req.filter, req.leagueId),
      ),
    )
    .orderBy(asc(matches.updatedAt), asc(matches.id))
    .limit(INCR_MAX);
  const last = changed[changed.length - 1];
  const live = req.filter.kind === 'inplay' ? await inPlayLiveIds(db) : undefined;

  const candidates = new Set(changed.map((r) => r.id));
  if (live && c.live) {
    const before = new Set(c.live);
    const now = new Set(live);
    for (const id of live) if (!before.has(id)) candidates.add(id);
    for (const id of c.live) if (!now.has(id)) candidates.add(id);
  }
  const next = encodeIncrCursor({
    ...(last ? { micros: BigInt(last.micros), id: last.id } : { micros: c.micros, id: c.id }),
    ...(live ? { live } : {}),
  });
  if (candidates.size === 0) return { records: [], removed: [], incr_cursor: next };

  const ids = [...candidates];
  const members = new Set(
    (
      await db
        .select({ id: matches.id })
        .from(matches)
        .where(and(idIn(matches.id, ids), ...tabConditions(db, req.filter, req.leagueId)))
    ).map((r) => r.id),
  );
  const window = await tabWindowIds(db, req.filter, req.leagueId, MAX_MATCH_RECORDS);
  const shown = window.filter((id) => candidates.has(id) && members.has(id));
  const removed = ids.filter((id) => !members.has(id)).sort((a, b) => a - b);
  return {
    records: await loadMatchViews(db, shown, req.nowMs, req.lang),
    removed,
    incr_cursor: next,
  };
}
