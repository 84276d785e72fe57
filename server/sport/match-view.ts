/**
 * Turns match rows into the wire Match of SPEC §3 (with its markets and options), in the order asked, and
 * the light MatchLive of the 2 s odds poll. One query per table at most: matches (joined with their league
 * and teams for the full view), then markets joined with their options.
 */
import { aliasedTable, and, asc, count, eq, lt, ne, or, sql } from 'drizzle-orm';
import { DEPTH_FIRST_INDEX } from '../../core/sport/depth';
import type { Match, MarketGroup, LiveClock } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { leagues, markets, MarketStatus, MatchStatus, matches, options, teams } from '../db/schema';
import { localOptionName } from './market-names';

export const teamLogoUrl = (teamId: number) => `/img/teams/${teamId}.svg`;

/** Seconds on the live clock now: the feed wrote `seconds` at `at`; a running clock moved on since. */
export function clockSecondsAt(
  c: { running: boolean; direction: number; seconds: number; at: Date | null },
  nowMs: number,
): number {
  if (!c.running || !c.at) return c.seconds;
  const elapsed = Math.max(0, Math.floor((nowMs - c.at.getTime()) / 1000));
  return Math.max(0, c.seconds + (c.direction < 0 ? -elapsed : elapsed));
}

/** Odds x 1000 to decimal odds; negative when locked (SPEC §3). Two decimals, exact. */
export const wireOdds = (oddsMilli: number, locked: boolean) => (locked ? -oddsMilli : oddsMilli) / 1000;

/** `= any($1)`: one parameter whatever the number of ids, so the statement text stays the same. */
export const idIn = (column: typeof matches.id | typeof markets.matchId, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;

/** The columns of a match the live part needs (status, score, clock). */
export const liveColumns = {
  id: matches.id,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  clockRunning: matches.clockRunning,
  clockDirection: matches.clockDirection,
  clockSeconds: matches.clockSeconds,
  clockPeriod: matches.clockPeriod,
  clockAt: matches.clockAt,
  updatedAt: matches.updatedAt,
};
export type LiveRow = {
  id: number;
  status: number;
  homeScore: number;
  awayScore: number;
  clockRunning: boolean;
  clockDirection: number;
  clockSeconds: number;
  clockPeriod: number;
  clockAt: Date | null;
  updatedAt: Date;
};

/** SPEC §3: the clock is sent while the match is live only. */
export function liveClock(m: LiveRow, nowMs: number): LiveClock | undefined {
  if (m.status !== MatchStatus.Live) return undefined;
  return {
    r: m.clockRunning,
    tp: m.clockDirection < 0 ? -1 : 1,
    s: clockSecondsAt(
      { running: m.clockRunning, direction: m.clockDirection, seconds: m.clockSeconds, at: m.clockAt },
      nowMs,
    ),
    pe: m.clockPeriod,
  };
}

export interface MatchMarkets {
  mg: MarketGroup[];
  /** SPEC §3 `tms`: markets beyond the one a card shows. */
  tms: number;
}

/**
 * Which markets an answer carries: 'main' (lists, cards and the 2 s odds poll: the main markets only, so a
 * list of 50 matches stays small) or 'full' (an open match detail: every market of core/sport/depth.ts).
 */
export type MarketScope = 'main' | 'full';

/** Lines sort as numbers within a group (totals 0.5 .. 5.5, handicaps -2.75 .. +0.5, sets 1 .. 3). */
function sortLines(group: MarketGroup): void {
  if (group.mks.length < 2 || !group.mks.every((m) => m.li !== undefined && Number.isFinite(Number(m.li))))
    return;
  group.mks.sort((a, b) => Number(a.li) - Number(b.li));
}

/**
 * Markets and options of the matches, grouped by market type in display order; one joined query (and, for
 * the main scope, one count so `tms` still tells the card how many markets the detail has).
 */
export async function loadMarkets(
  db: DbOrTx,
  ids: readonly number[],
  lang: Locale,
  scope: MarketScope = 'main',
): Promise<Map<number, MatchMarkets>> {
  const out = new Map<number, MatchMarkets>();
  if (ids.length === 0) return out;
  // The deeper markets' options are named after the teams (full scope only: lists carry none of them).
  const teamsOf = new Map<number, [string, string]>();
  if (scope === 'full') {
    const home = aliasedTable(teams, 'option_home');
    const away = aliasedTable(teams, 'option_away');
    for (const t of await db
      .select({ id: matches.id, home: home.name, away: away.name })
      .from(matches)
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .where(idIn(matches.id, ids)))
      teamsOf.set(t.id, [t.home, t.away]);
  }
  // A deeper market whose period is over (first half after half time, a set played) is closed for good:
  // left out rather than shown locked. Main markets stay as they were (closed at the end of the match).
  const offered = or(lt(markets.sort, DEPTH_FIRST_INDEX), ne(markets.status, MarketStatus.Closed));
  const rows = await db
    .select({
      marketId: markets.id,
      matchId: markets.matchId,
      type: markets.marketType,
      line: markets.line,
      status: markets.status,
      ty: options.outcomeType,
      nm: options.name,
      odds: options.oddsMilli,
      locked: options.locked,
    })
    .from(markets)
    .leftJoin(options, eq(options.marketId, markets.id))
    .where(
      scope === 'full'
        ? and(idIn(markets.matchId, ids), offered)
        : and(idIn(markets.matchId, ids), lt(markets.sort, DEPTH_FIRST_INDEX)),
    )
    .orderBy(asc(markets.matchId), asc(markets.sort), asc(markets.id), asc(options.sort));

  let lastMarket = -1;
  let current: MarketGroup['mks'][number] | undefined;
  for (const r of rows) {
    let entry = out.get(r.matchId);
    if (!entry) {
      entry = { mg: [], tms: 0 };
      out.set(r.matchId, entry);
    }
    if (r.marketId !== lastMarket) {
      lastMarket = r.marketId;
      let group = entry.mg.find((g) => g.mty === r.type);
      if (!group) {
        group = { mty: r.type, mks: [] };
        entry.mg.push(group);
      }
      current = { id: r.marketId, ss: r.status, ...(r.line !== null ? { li: r.line } : {}), op: [] };
      group.mks.push(current);
      entry.tms++;
    }
    if (r.ty !== null && r.nm !== null && r.odds !== null && current)
      current.op.push({
        od: wireOdds(r.odds, r.locked === true),
        nm: localOptionName(r.nm, r.type, r.ty, r.line, teamsOf.get(r.matchId), lang),
        ty: r.ty,
      });
  }
  if (scope === 'main' && out.size > 0) {
    const counts = await db
      .select({ matchId: markets.matchId, n: count() })
      .from(markets)
      .where(and(idIn(markets.matchId, [...out.keys()]), offered))
      .groupBy(markets.matchId);
    for (const c of counts) {
      const entry = out.get(c.matchId);
      if (entry) entry.tms = Number(c.n);
    }
  }
  for (const entry of out.values()) {
    entry.tms = Math.max(0, entry.tms - 1);
    for (const g of entry.mg) sortLines(g);
  }
  return out;
}

export async function loadMatchViews(
  db: DbOrTx,
  ids: readonly number[],
  nowMs: number,
  lang: Locale = 'en',
  scope: MarketScope = 'main',
): Promise<Match[]> {
  if (ids.length === 0) return [];
  const home = aliasedTable(teams, 'home_team');
  const away = aliasedTable(teams, 'away_team');
  const rows = await db
    .select({
      ...liveColumns,
      sportId: matches.sportId,
      leagueId: matches.leagueId,
      beginAt: matches.beginAt,
      isHot: matches.isHot,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      leagueName: leagues.name,
      homeName: home.name,
      awayName: away.name,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(idIn(matches.id, ids));
  const marketsOf = await loadMarkets(
    db,
    rows.map((r) => r.id),
    lang,
    scope,
  );

  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    if (!m) return [];
    const mk = marketsOf.get(id);
    const mc = liveClock(m, nowMs);
    const view: Match = {
      id: m.id,
      sid: m.sportId,
      nm: `${m.homeName} vs ${m.awayName}`,
      bt: m.beginAt.getTime(),
      ms: m.status,
      lg: { id: m.leagueId, na: m.leagueName },
      ts: [
        { id: m.homeTeamId, na: m.homeName, lurl: teamLogoUrl(m.homeTeamId) },
        { id: m.awayTeamId, na: m.awayName, lurl: teamLogoUrl(m.awayTeamId) },
      ],
      nsg: [{ sc: [m.homeScore, m.awayScore] }],
      ...(mc ? { mc } : {}),
      mg: mk?.mg ?? [],
      is_hot: m.isHot,
      tms: mk?.tms ?? 0,
    };
    return [view];
  });
}
