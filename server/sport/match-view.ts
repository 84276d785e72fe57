/** Turns match rows into the wire Match of SPEC §3 (with its markets and options), in the order asked. */
import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
import type { Match, MarketGroup } from '../../core/contract';
import type { DbOrTx } from '../db/database';
import { leagues, markets, MatchStatus, matches, options, teams } from '../db/schema';

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

export async function loadMatchViews(db: DbOrTx, ids: readonly number[], nowMs: number): Promise<Match[]> {
  if (ids.length === 0) return [];
  const home = aliasedTable(teams, 'home_team');
  const away = aliasedTable(teams, 'away_team');
  const rows = await db
    .select({ m: matches, leagueName: leagues.name, homeName: home.name, awayName: away.name })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(inArray(matches.id, [...ids]));
  const marketRows = await db
    .select()
    .from(markets)
    .where(inArray(markets.matchId, [...ids]))
    .orderBy(asc(markets.matchId), asc(markets.sort), asc(markets.id));
  const optionRows = marketRows.length
    ? await db
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

  const optionsByMarket = new Map<number, typeof optionRows>();
  for (const o of optionRows)
    optionsByMarket.set(o.marketId, [...(optionsByMarket.get(o.marketId) ?? []), o]);
  const groupsByMatch = new Map<number, MarketGroup[]>();
  const marketCount = new Map<number, number>();
  for (const mk of marketRows) {
    const groups = groupsByMatch.get(mk.matchId) ?? [];
    let group = groups.find((g) => g.mty === mk.marketType);
    if (!group) {
      group = { mty: mk.marketType, mks: [] };
      groups.push(group);
    }
    group.mks.push({
      id: mk.id,
      ss: mk.status,
      ...(mk.line !== null ? { li: mk.line } : {}),
      op: (optionsByMarket.get(mk.id) ?? []).map((o) => ({
        od: wireOdds(o.oddsMilli, o.locked),
        nm: o.name,
        ty: o.outcomeType,
      })),
    });
    groupsByMatch.set(mk.matchId, groups);
    marketCount.set(mk.matchId, (marketCount.get(mk.matchId) ?? 0) + 1);
  }

  const byId = new Map(rows.map((r) => [r.m.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const m = r.m;
    const live = m.status === MatchStatus.Live;
    const view: Match = {
      id: m.id,
      sid: m.sportId,
      nm: `${r.homeName} vs ${r.awayName}`,
      bt: m.beginAt.getTime(),
      ms: m.status,
      lg: { id: m.leagueId, na: r.leagueName },
      ts: [
        { id: m.homeTeamId, na: r.homeName, lurl: teamLogoUrl(m.homeTeamId) },
        { id: m.awayTeamId, na: r.awayName, lurl: teamLogoUrl(m.awayTeamId) },
      ],
      nsg: [{ sc: [m.homeScore, m.awayScore] }],
      ...(live
        ? {
            mc: {
              r: m.clockRunning,
              tp: m.clockDirection < 0 ? -1 : 1,
              s: clockSecondsAt(
                {
                  running: m.clockRunning,
                  direction: m.clockDirection,
                  seconds: m.clockSeconds,
                  at: m.clockAt,
                },
                nowMs,
              ),
              pe: m.clockPeriod,
            },
          }
        : {}),
      mg: groupsByMatch.get(id) ?? [],
      is_hot: m.isHot,
      tms: Math.max(0, (marketCount.get(id) ?? 0) - 1),
    };
    return [view];
  });
}
