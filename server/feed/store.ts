/**
 * What a feed reads and writes, for any adapter (the simulator, or an operator's provider): the matches
 * that need work with their markets and options, and batched writes — one statement per table per tick, so
 * a tick stays a handful of queries however many prices move. Everything goes through the tick's `tx`.
 */
import { aliasedTable, and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { markets, MarketStatus, MatchStatus, matches, options, teams } from '../db/schema';
import { marketIndex } from './ids';

export interface StoredOption {
  id: number;
  outcomeType: number;
  name: string;
  oddsMilli: number;
  locked: boolean;
}

export interface StoredMarket {
  id: number;
  /** Position in the match (ids.ts: marketIdOf). */
  index: number;
  marketType: number;
  line: string | null;
  status: number;
  updatedAtMs: number;
  options: StoredOption[];
}

export interface StoredMatch {
  id: number;
  sportId: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  teamNames: [string, string];
  beginMs: number;
  status: number;
  homeScore: number;
  awayScore: number;
  clockRunning: boolean;
  clockDirection: number;
  clockSeconds: number;
  clockPeriod: number;
  clockAtMs: number | null;
  /** As stored (core/sport/market-kinds parsePeriods); null on rows written before periods were kept. */
  periodScores: string | null;
  updatedAtMs: number;
  markets: StoredMarket[];
}

export { marketIndex };

/** Which matches need work this tick: live, due to start, or due a pre-match repricing. */
function workingCondition(nowMs: number, upcoming: { period: number; at: number }) {
  return or(
    eq(matches.status, MatchStatus.Live),
    and(eq(matches.status, MatchStatus.NotStarted), lte(matches.beginAt, new Date(nowMs))),
    // Upcoming matches take turns for a pre-match repricing: about 1/period of them per second.
    and(
      eq(matches.status, MatchStatus.NotStarted),
      gte(matches.beginAt, new Date(nowMs)),
      sql`(${matches.id} + ${upcoming.at}) % ${upcoming.period} = 0`,
    ),
  );
}

/**
 * The working set of a tick. The leader is the only writer of these rows, so it keeps them in `cache`
 * (kept current by `applyToCache`) and reads in full only the rows whose `updated_at` it has not seen: in
 * a steady state a tick reads one narrow index scan, not every live match with its markets and options.
 */
export async function loadWorkingSet(
  tx: Tx,
  nowMs: number,
  upcoming: { period: number; at: number },
  cache: Map<number, StoredMatch>,
): Promise<StoredMatch[]> {
  const keys = await tx
    .select({ id: matches.id, updatedAt: matches.updatedAt })
    .from(matches)
    .where(workingCondition(nowMs, upcoming))
    .orderBy(asc(matches.id));
  const wanted = new Set(keys.map((k) => k.id));
  for (const id of cache.keys()) if (!wanted.has(id)) cache.delete(id);
  const stale = keys.filter((k) => cache.get(k.id)?.updatedAtMs !== k.updatedAt.getTime()).map((k) => k.id);
  for (const m of await loadMatches(tx, stale)) cache.set(m.id, m);
  return keys.flatMap((k) => cache.get(k.id) ?? []);
}

/** Matches by id with their team names, markets and options: three indexed queries. */
export async function loadMatches(tx: Tx, ids: readonly number[]): Promise<StoredMatch[]> {
  if (ids.length === 0) return [];
  const home = aliasedTable(teams, 'feed_home');
  const away = aliasedTable(teams, 'feed_away');
  const rows = await tx
    .select({ m: matches, homeName: home.name, awayName: away.name })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(inArray(matches.id, [...ids]))
    .orderBy(asc(matches.id));
  const found = rows.map((r) => r.m.id);
  const marketRows = found.length
    ? await tx.select().from(markets).where(inArray(markets.matchId, found)).orderBy(asc(markets.id))
    : [];
  const optionRows = marketRows.length
    ? await tx
        .select()
        .from(options)
        .where(
          inArray(
            options.marketId,
            marketRows.map((m) => m.id),
          ),
        )
        .orderBy(asc(options.marketId), asc(options.sort))
    : [];
  const optionsByMarket = new Map<number, StoredOption[]>();
  for (const o of optionRows) {
    const list = optionsByMarket.get(o.marketId) ?? [];
    list.push({
      id: o.id,
      outcomeType: o.outcomeType,
      name: o.name,
      oddsMilli: o.oddsMilli,
      locked: o.locked,
    });
    optionsByMarket.set(o.marketId, list);
  }
  const marketsByMatch = new Map<number, StoredMarket[]>();
  for (const mk of marketRows) {
    const list = marketsByMatch.get(mk.matchId) ?? [];
    list.push({
      id: mk.id,
      index: marketIndex(mk.matchId, mk.id),
      marketType: mk.marketType,
      line: mk.line,
      status: mk.status,
      updatedAtMs: mk.updatedAt.getTime(),
      options: optionsByMarket.get(mk.id) ?? [],
    });
    marketsByMatch.set(mk.matchId, list);
  }
  return rows.map(({ m, homeName, awayName }): StoredMatch => ({
    id: m.id,
    sportId: m.sportId,
    leagueId: m.leagueId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    teamNames: [homeName, awayName],
    beginMs: m.beginAt.getTime(),
    status: m.status,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    clockRunning: m.clockRunning,
    clockDirection: m.clockDirection,
    clockSeconds: m.clockSeconds,
    clockPeriod: m.clockPeriod,
    clockAtMs: m.clockAt?.getTime() ?? null,
    periodScores: m.periodScores,
    updatedAtMs: m.updatedAt.getTime(),
    markets: marketsByMatch.get(m.id) ?? [],
  }));
}

/** A match row change; `updatedAt` is always bumped so the incremental poll (incr_cursor) sees it. */
export interface MatchWrite {
  id: number;
  status: number;
  homeScore: number;
  awayScore: number;
  clockRunning: boolean;
  clockDirection: number;
  clockSeconds: number;
  clockPeriod: number;
  clockAtMs: number;
  periodScores: string;
}

export interface MarketWrite {
  id: number;
  status: number;
  line: string | null;
}

export interface OptionWrite {
  id: number;
  name: string;
  oddsMilli: number;
  locked: boolean;
}

export interface NewMarket {
  id: number;
  matchId: number;
  marketType: number;
  line: string | null;
  status: number;
  sort: number;
  options: {
    id: number;
    outcomeType: number;
    name: string;
    oddsMilli: number;
    locked: boolean;
    sort: number;
  }[];
}

export interface TickWrites {
  matches: MatchWrite[];
  /** Matches touched only through their markets: `updated_at` bumped, nothing else. */
  touched: number[];
  markets: MarketWrite[];
  options: OptionWrite[];
  newMarkets: NewMarket[];
}

export const emptyWrites = (): TickWrites => ({
  matches: [],
  touched: [],
  markets: [],
  options: [],
  newMarkets: [],
});

const values = (rows: ReturnType<typeof sql>[]) => sql.join(rows, sql`, `);

/** Applies a tick's writes: at most one statement per kind, stamped with the tick time. */
export async function applyWrites(tx: Tx, w: TickWrites, nowMs: number): Promise<number> {
  const at = new Date(nowMs).toISOString();
  if (w.newMarkets.length) {
    await tx
      .insert(markets)
      .values(w.newMarkets.map(({ options: _o, ...m }) => ({ ...m, updatedAt: new Date(nowMs) })))
      .onConflictDoNothing();
    await tx
      .insert(options)
      .values(w.newMarkets.flatMap((m) => m.options.map((o) => ({ ...o, marketId: m.id }))))
      .onConflictDoNothing();
  }
  if (w.options.length)
    await tx.execute(sql`update ${options} set odds_milli = v.o, locked = v.l, name = v.n
      from (values ${values(w.options.map((o) => sql`(${o.id}::bigint, ${o.oddsMilli}::int, ${o.locked}::boolean, ${o.name}::text)`))})
      as v(id, o, l, n) where ${options.id} = v.id`);
  // A market an operator suspended (ops_market_holds) or closed (voided) is left as it is; closing still
  // applies, a closed market never reopens (server/ops/README.md "Trading").
  if (w.markets.length)
    await tx.execute(sql`update ${markets} set status = v.s, line = v.li, updated_at = ${at}::timestamptz
      from (values ${values(w.markets.map((m) => sql`(${m.id}::int, ${m.status}::smallint, ${m.line}::text)`))})
      as v(id, s, li) where ${markets.id} = v.id
        and (v.s = ${MarketStatus.Closed} or (${markets.status} <> ${MarketStatus.Closed}
          and not exists (select 1 from ops_market_holds h where h.market_id = ${markets.id})))`);
  if (w.matches.length)
    await tx.execute(sql`update ${matches} set status = v.st, home_score = v.hs, away_score = v.aws,
      clock_running = v.cr, clock_direction = v.cd, clock_seconds = v.cs, clock_period = v.cp,
      clock_at = v.ca, period_scores = v.ps, updated_at = ${at}::timestamptz
      from (values ${values(
        w.matches.map(
          (m) =>
            sql`(${m.id}::int, ${m.status}::smallint, ${m.homeScore}::int, ${m.awayScore}::int, ${m.clockRunning}::boolean, ${m.clockDirection}::smallint, ${m.clockSeconds}::int, ${m.clockPeriod}::smallint, ${new Date(m.clockAtMs).toISOString()}::timestamptz, ${m.periodScores}::text)`,
        ),
      )}) as v(id, st, hs, aws, cr, cd, cs, cp, ca, ps) where ${matches.id} = v.id`);
  const touched = w.touched.filter((id) => !w.matches.some((m) => m.id === id));
  if (touched.length)
    await tx
      .update(matches)
      .set({ updatedAt: new Date(nowMs) })
      .where(inArray(matches.id, touched));
  return w.matches.length + touched.length + w.markets.length + w.options.length + w.newMarkets.length;
}

/** Mirrors a tick's writes into the cached rows, so the cache equals the database after the commit. */
export function applyToCache(cache: Map<number, StoredMatch>, w: TickWrites, nowMs: number): void {
  const marketsById = new Map<number, StoredMarket>();
  const optionsById = new Map<number, StoredOption>();
  for (const m of cache.values())
    for (const mk of m.markets) {
      marketsById.set(mk.id, mk);
      for (const o of mk.options) optionsById.set(o.id, o);
    }
  for (const nm of w.newMarkets) {
    const m = cache.get(nm.matchId);
    if (!m || m.markets.some((mk) => mk.id === nm.id)) continue;
    m.markets.push({
      id: nm.id,
      index: marketIndex(nm.matchId, nm.id),
      marketType: nm.marketType,
      line: nm.line,
      status: nm.status,
      updatedAtMs: nowMs,
      options: nm.options.map((o) => ({
        id: o.id,
        outcomeType: o.outcomeType,
        name: o.name,
        oddsMilli: o.oddsMilli,
        locked: o.locked,
      })),
    });
    m.markets.sort((a, b) => a.id - b.id);
    m.updatedAtMs = nowMs;
  }
  for (const o of w.options)
    Object.assign(optionsById.get(o.id) ?? {}, { name: o.name, oddsMilli: o.oddsMilli, locked: o.locked });
  for (const mk of w.markets)
    Object.assign(marketsById.get(mk.id) ?? {}, { status: mk.status, line: mk.line, updatedAtMs: nowMs });
  for (const mw of w.matches) {
    const m = cache.get(mw.id);
    if (!m) continue;
    Object.assign(m, {
      status: mw.status,
      homeScore: mw.homeScore,
      awayScore: mw.awayScore,
      clockRunning: mw.clockRunning,
      clockDirection: mw.clockDirection,
      clockSeconds: mw.clockSeconds,
      clockPeriod: mw.clockPeriod,
      clockAtMs: mw.clockAtMs,
      periodScores: mw.periodScores,
      updatedAtMs: nowMs,
    });
  }
  for (const id of w.touched) {
    const m = cache.get(id);
    if (m) m.updatedAtMs = nowMs;
  }
}
