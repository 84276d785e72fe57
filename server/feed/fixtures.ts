/**
 * New fixtures, so the demo catalogue never runs dry: each sport has kick-off slots on a fixed grid
 * (every `everyMinutes`), and every empty slot within the sport's horizon gets a match between two teams of
 * one of its leagues, priced pre-match. Nearest slots first, a few per tick, so a tick stays small even
 * when a long-stopped server catches up. Ids start at FIXTURE_ID_BASE, above every seeded id, and keep
 * option ids (match*100 + …) inside a 32-bit integer for ~19 million fixtures.
 */
import { and, eq, gte, lte, max } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { markets, MarketStatus, MatchStatus, matches, options } from '../db/schema';
import { leagueId, SPORTS, teamId } from '../db/seed/sports-catalogue';
import type { MatchInfo } from '../../core/sport/play';
import { unit } from '../../core/sport/random';
import { marketIdOf, optionIdOf } from './ids';
import { quoteMatch } from './prices';
import { PRE_ROUND_S } from './match-step';
import type { LeagueMargins } from './league-margins';

export const FIXTURE_ID_BASE = 2_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Slot spacing per sport, about its match length over the live matches wanted at once (soccer ~2 h / 6),
 * and how far ahead the slots are filled.
 */
export const FIXTURE_PLAN: Record<number, { everyMinutes: number; horizonHours: number }> = {
  1: { everyMinutes: 20, horizonHours: 24 },
  3: { everyMinutes: 30, horizonHours: 24 },
  5: { everyMinutes: 45, horizonHours: 24 },
  13: { everyMinutes: 60, horizonHours: 24 },
  15: { everyMinutes: 15, horizonHours: 12 },
  164: { everyMinutes: 60, horizonHours: 24 },
  177: { everyMinutes: 6, horizonHours: 6 },
};
/** No fixture is created closer than this to kick-off: the first slots go to matches that already exist. */
const LEAD_MS = 10 * MINUTE;

interface LeagueTeams {
  id: number;
  hot: boolean;
  teams: { id: number; name: string }[];
}

/** League -> team ids as the seed numbers them (teams of a sport numbered across its leagues). */
const leaguesBySport = new Map<number, LeagueTeams[]>(
  SPORTS.map((s) => {
    let next = 0;
    return [
      s.id,
      s.leagues.map((l, li) => ({
        id: leagueId(s.id, li),
        hot: l.hot ?? false,
        teams: l.teams.map((name) => ({ id: teamId(s.id, next++), name })),
      })),
    ];
  }),
);

/** The empty slots within every sport's horizon, nearest first. */
async function emptySlots(
  tx: Tx,
  nowMs: number,
): Promise<{ sportId: number; beginMs: number; slot: number }[]> {
  const horizon = Math.max(...Object.values(FIXTURE_PLAN).map((p) => p.horizonHours)) * HOUR;
  const taken = await tx
    .select({ sportId: matches.sportId, beginAt: matches.beginAt })
    .from(matches)
    .where(
      and(
        eq(matches.status, MatchStatus.NotStarted),
        gte(matches.beginAt, new Date(nowMs)),
        lte(matches.beginAt, new Date(nowMs + horizon)),
      ),
    );
  const takenSet = new Set(taken.map((t) => `${t.sportId}:${t.beginAt.getTime()}`));
  const out: { sportId: number; beginMs: number; slot: number }[] = [];
  for (const [sportId, plan] of Object.entries(FIXTURE_PLAN).map(([k, v]) => [Number(k), v] as const)) {
    const every = plan.everyMinutes * MINUTE;
    for (
      let slot = Math.ceil((nowMs + LEAD_MS) / every);
      slot * every <= nowMs + plan.horizonHours * HOUR;
      slot++
    )
      if (!takenSet.has(`${sportId}:${slot * every}`)) out.push({ sportId, beginMs: slot * every, slot });
  }
  return out.sort((a, b) => a.beginMs - b.beginMs || a.sportId - b.sportId);
}

/** Creates up to `budget` fixtures; returns how many, and whether slots are still empty. */
export async function createFixtures(
  tx: Tx,
  seed: number,
  nowMs: number,
  budget: number,
  margins: LeagueMargins = new Map(),
): Promise<{ created: number; more: boolean }> {
  const slots = await emptySlots(tx, nowMs);
  if (slots.length === 0) return { created: 0, more: false };
  const [top] = await tx
    .select({ id: max(matches.id) })
    .from(matches)
    .where(gte(matches.id, FIXTURE_ID_BASE));
  let nextId = Math.max(FIXTURE_ID_BASE, top?.id ?? 0) + 1;
  const picked = slots.slice(0, budget);
  const matchRows: (typeof matches.$inferInsert)[] = [];
  const marketRows: (typeof markets.$inferInsert)[] = [];
  const optionRows: (typeof options.$inferInsert)[] = [];
  for (const slot of picked) {
    const leagues = leaguesBySport.get(slot.sportId) ?? [];
    if (leagues.length === 0) continue;
    const league = leagues[Math.floor(unit(seed, slot.sportId, slot.slot, 1) * leagues.length)]!;
    const n = league.teams.length;
    const h = Math.floor(unit(seed, slot.sportId, slot.slot, 2) * n);
    const a = (h + 1 + Math.floor(unit(seed, slot.sportId, slot.slot, 3) * (n - 1))) % n;
    const home = league.teams[h]!;
    const away = league.teams[a]!;
    const info: MatchInfo = {
      id: nextId++,
      sportId: slot.sportId,
      leagueId: league.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      beginMs: slot.beginMs,
    };
    const round = Math.floor(nowMs / 1000 / PRE_ROUND_S);
    matchRows.push({
      ...info,
      beginAt: new Date(info.beginMs),
      status: MatchStatus.NotStarted,
      isHot: league.hot && unit(seed, info.id, 4) < 0.3,
      updatedAt: new Date(nowMs),
    });
    const margin = margins.get(info.leagueId);
    for (const q of quoteMatch(
      seed,
      info,
      [home.name, away.name],
      [0, 0],
      1,
      round,
      new Map(),
      [],
      true,
      margin,
    )) {
      const marketId = marketIdOf(info.id, q.index);
      marketRows.push({
        id: marketId,
        matchId: info.id,
        marketType: q.type,
        line: q.line,
        status: MarketStatus.Open,
        sort: q.index,
        updatedAt: new Date(nowMs),
      });
      q.options.forEach((o, i) => optionRows.push({ id: optionIdOf(marketId, i), marketId, sort: i, ...o }));
    }
  }
  if (matchRows.length) {
    await tx.insert(matches).values(matchRows);
    await tx.insert(markets).values(marketRows);
    await tx.insert(options).values(optionRows);
  }
  return { created: picked.length, more: slots.length > picked.length };
}
