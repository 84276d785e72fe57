/**
 * Seeds the demo sports catalogue: sports, leagues, teams, and a schedule relative to an anchor time (a few
 * matches live with scores and a running clock, the rest over the next days), with main markets priced by
 * odds.ts. The anchor is kept in seed_state, so a restart changes nothing; once the schedule has run out
 * (older than SCHEDULE_DAYS) it is laid out again from now, so a demo never shows an empty sport home.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../database';
import {
  leagues,
  markets,
  MarketStatus,
  matches,
  MatchStatus,
  options,
  seedState,
  sports,
  teams,
} from '../schema';
import { createRng, type Rng } from './random';
import { oddsMilliFor, threeWay, twoWay } from './odds';
import { SPORTS, leagueId, marketId, matchId, optionId, teamId, type SportDef } from './sports-catalogue';

export const SCHEDULE_DAYS = 6;
const ANCHOR_KEY = 'sports_anchor_ms';
const MINUTE = 60_000;

type MatchRow = typeof matches.$inferInsert;
type MarketRow = typeof markets.$inferInsert;
type OptionRow = typeof options.$inferInsert;

interface LiveState {
  home: number;
  away: number;
  running: boolean;
  direction: number;
  seconds: number;
  period: number;
  startedMinutesAgo: number;
}

/** What "live now" looks like per sport: score and clock at the anchor time. */
function liveState(sport: SportDef, rng: Rng): LiveState {
  switch (sport.id) {
    case 1: {
      const minute = rng.int(4, 86);
      const goals = (m: number) => (rng.chance(m / 150) ? 1 : 0) + (rng.chance(m / 300) ? 1 : 0);
      return {
        home: goals(minute),
        away: goals(minute),
        running: true,
        direction: 1,
        seconds: minute * 60 + rng.int(0, 59),
        period: minute < 45 ? 1 : 2,
        startedMinutesAgo: minute + (minute >= 45 ? 15 : 0),
      };
    }
    case 3: {
      const quarter = rng.int(1, 4);
      const base = (quarter - 1) * 27;
      return {
        home: base + rng.int(4, 26),
        away: base + rng.int(4, 26),
        running: true,
        direction: -1,
        seconds: rng.int(40, 700),
        period: quarter,
        startedMinutesAgo: quarter * 25,
      };
    }
    case 177: {
      const minute = rng.int(1, 15);
      return {
        home: rng.int(0, 3),
        away: rng.int(0, 2),
        running: true,
        direction: 1,
        seconds: minute * 60,
        period: minute < 8 ? 1 : 2,
        startedMinutesAgo: minute,
      };
    }
    case 164:
      return {
        home: rng.int(0, 1),
        away: rng.int(0, 1),
        running: true,
        direction: 1,
        seconds: rng.int(300, 2400),
        period: 1,
        startedMinutesAgo: 40,
      };
    default: {
      // Set-based sports: the score is sets won, the period the set being played; no running clock.
      const home = rng.int(0, 1);
      const away = rng.int(0, 1);
      return {
        home,
        away,
        running: false,
        direction: 1,
        seconds: 0,
        period: home + away + 1,
        startedMinutesAgo: 30 + 35 * (home + away),
      };
    }
  }
}

function priceMain(
  sport: SportDef,
  mId: number,
  strength: number,
  rng: Rng,
  names: [string, string],
): OptionRow[] {
  const probs = sport.hasDraw ? threeWay(strength) : twoWay(strength);
  const outcomes = sport.hasDraw
    ? [
        { ty: 1, nm: names[0] },
        { ty: 3, nm: 'Draw' },
        { ty: 2, nm: names[1] },
      ]
    : [
        { ty: 1, nm: names[0] },
        { ty: 2, nm: names[1] },
      ];
  return outcomes.map((o, i) => ({
    id: optionId(mId, i),
    marketId: mId,
    outcomeType: o.ty,
    name: o.nm,
    oddsMilli: oddsMilliFor(probs[i] ?? 0.5),
    locked: rng.chance(0.04),
    sort: i,
  }));
}

function priceTotal(mId: number, line: string, rng: Rng): OptionRow[] {
  const over = 0.42 + rng.next() * 0.16;
  return [
    {
      id: optionId(mId, 0),
      marketId: mId,
      outcomeType: 4,
      name: `Over ${line}`,
      oddsMilli: oddsMilliFor(over),
      locked: false,
      sort: 0,
    },
    {
      id: optionId(mId, 1),
      marketId: mId,
      outcomeType: 5,
      name: `Under ${line}`,
      oddsMilli: oddsMilliFor(1 - over),
      locked: false,
      sort: 1,
    },
  ];
}

interface Schedule {
  matches: MatchRow[];
  markets: MarketRow[];
  options: OptionRow[];
}

/** Lays out the schedule of every sport relative to `anchorMs`. Pure: same seed and anchor, same rows. */
export function buildSchedule(seed: number, anchorMs: number): Schedule {
  const out: Schedule = { matches: [], markets: [], options: [] };
  const anchor = new Date(anchorMs);
  for (const sport of SPORTS) {
    const rng = createRng(seed * 31 + sport.id);
    let teamBase = 0;
    const leagueTeams = sport.leagues.map((league, li) => {
      const ids = league.teams.map((name, ti) => ({ id: teamId(sport.id, teamBase + ti), name }));
      teamBase += league.teams.length;
      return { id: leagueId(sport.id, li), hot: league.hot ?? false, teams: ids };
    });
    // Upcoming kick-offs on the quarter hour, spread over the schedule window.
    const firstSlot = Math.ceil((anchorMs + 20 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
    for (let i = 0; i < sport.matches; i++) {
      const league = leagueTeams[i % leagueTeams.length]!;
      const homeIdx = rng.int(0, league.teams.length - 1);
      let awayIdx = rng.int(0, league.teams.length - 2);
      if (awayIdx >= homeIdx) awayIdx++;
      const home = league.teams[homeIdx]!;
      const away = league.teams[awayIdx]!;
      const id = matchId(sport.id, i);
      const isLive = i < sport.live;
      const live = isLive ? liveState(sport, rng) : undefined;
      const beginAt = live
        ? new Date(anchorMs - live.startedMinutesAgo * MINUTE)
        : new Date(
            firstSlot +
              Math.floor(((i - sport.live) * ((SCHEDULE_DAYS * 24 * 60) / sport.matches)) / 15) *
                15 *
                MINUTE +
              rng.int(0, 3) * 15 * MINUTE,
          );
      out.matches.push({
        id,
        sportId: sport.id,
        leagueId: league.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        beginAt,
        status: live ? MatchStatus.Live : MatchStatus.NotStarted,
        homeScore: live?.home ?? 0,
        awayScore: live?.away ?? 0,
        isHot: league.hot && rng.chance(0.4),
        clockRunning: live?.running ?? false,
        clockDirection: live?.direction ?? 1,
        clockSeconds: live?.seconds ?? 0,
        clockPeriod: live?.period ?? 0,
        clockAt: live ? anchor : null,
        updatedAt: anchor,
      });
      const strength = (rng.next() - 0.5) * 2 + (live ? (live.home - live.away) * 0.4 : 0);
      const mainId = marketId(id, 0);
      out.markets.push({
        id: mainId,
        matchId: id,
        marketType: sport.mainMarketType,
        line: null,
        status: rng.chance(0.08) ? MarketStatus.Suspended : MarketStatus.Open,
        sort: 0,
        updatedAt: anchor,
      });
      out.options.push(...priceMain(sport, mainId, strength, rng, [home.name, away.name]));
      if (sport.totalMarket) {
        const totalId = marketId(id, 1);
        const line = rng.pick(sport.totalMarket.lines);
        out.markets.push({
          id: totalId,
          matchId: id,
          marketType: sport.totalMarket.type,
          line,
          status: rng.chance(0.05) ? MarketStatus.Suspended : MarketStatus.Open,
          sort: 1,
          updatedAt: anchor,
        });
        out.options.push(...priceTotal(totalId, line, rng));
      }
    }
  }
  return out;
}

/** `set` for an upsert: every column but the primary key takes the incoming (excluded) value. */
function excludedAll(table: PgTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, col]) => !col.primary)
      .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
  );
}

async function insertChunked<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedSportsCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(sports)
    .values(
      SPORTS.map((s, i) => ({
        id: s.id,
        tabKey: s.tabKey,
        name: s.name,
        sort: i + 1,
        hasDraw: s.hasDraw,
        mainMarketType: s.mainMarketType,
      })),
    )
    .onConflictDoNothing();
  const leagueRows = SPORTS.flatMap((s) =>
    s.leagues.map((l, i) => ({
      id: leagueId(s.id, i),
      sportId: s.id,
      name: l.name,
      country: l.country,
      sort: i + 1,
      isHot: l.hot ?? false,
    })),
  );
  await tx.insert(leagues).values(leagueRows).onConflictDoNothing();
  const teamRows = SPORTS.flatMap((s) =>
    s.leagues
      .flatMap((l) => l.teams)
      .map((name, i) => ({ id: teamId(s.id, i), sportId: s.id, name, shortName: shortName(name) })),
  );
  await tx.insert(teams).values(teamRows).onConflictDoNothing();
}

/** Three letters for a crest or a narrow column: initials of the words, else the first letters. */
export function shortName(name: string): string {
  const words = name
    .replace(/\(.*\)/, '')
    .split(/[\s—-]+/)
    .filter((w) => /^\p{L}/u.test(w));
  const initials = words.map((w) => w[0]!).join('');
  return (initials.length >= 2 ? initials : (words[0] ?? name)).slice(0, 3).toUpperCase();
}

export interface SeedSportsOptions {
  seed: number;
  now: number;
}

export async function seedSports(
  tx: Tx,
  { seed, now }: SeedSportsOptions,
): Promise<{ anchorMs: number; relaid: boolean }> {
  await seedSportsCatalogue(tx);
  const [stored] = await tx.select().from(seedState).where(eq(seedState.key, ANCHOR_KEY));
  const storedAnchor = stored ? Number(stored.value) : Number.NaN;
  const fresh = Number.isFinite(storedAnchor) && now - storedAnchor < (SCHEDULE_DAYS - 1) * 24 * 60 * MINUTE;
  const anchorMs = fresh ? storedAnchor : now;
  const schedule = buildSchedule(seed, anchorMs);
  if (fresh) {
    // Same anchor: only fill rows that are missing; never overwrite what the live feed has written since.
    await insertChunked(schedule.matches, 200, (c) => tx.insert(matches).values(c).onConflictDoNothing());
    await insertChunked(schedule.markets, 400, (c) => tx.insert(markets).values(c).onConflictDoNothing());
    await insertChunked(schedule.options, 500, (c) => tx.insert(options).values(c).onConflictDoNothing());
    return { anchorMs, relaid: false };
  }
  await insertChunked(schedule.matches, 200, (c) =>
    tx
      .insert(matches)
      .values(c)
      .onConflictDoUpdate({ target: matches.id, set: excludedAll(matches) }),
  );
  await insertChunked(schedule.markets, 400, (c) =>
    tx
      .insert(markets)
      .values(c)
      .onConflictDoUpdate({ target: markets.id, set: excludedAll(markets) }),
  );
  await insertChunked(schedule.options, 500, (c) =>
    tx
      .insert(options)
      .values(c)
      .onConflictDoUpdate({ target: options.id, set: excludedAll(options) }),
  );
  await tx
    .insert(seedState)
    .values({ key: ANCHOR_KEY, value: String(anchorMs) })
    .onConflictDoUpdate({
      target: seedState.key,
      set: { value: String(anchorMs), updatedAt: new Date(now) },
    });
  return { anchorMs, relaid: true };
}
