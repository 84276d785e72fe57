/**
 * One match, one tick: play the seconds since the match was last written (core/sport/play), then decide
 * what to write — status, score and clock; markets suspended around a score event and reopened after it;
 * prices when a repricing round comes, the score changes or markets reopen. Pure: the store reads and
 * writes around it.
 */
import {
  advance,
  clockOf,
  initialState,
  profileOf,
  remainingShare,
  type MatchInfo,
  type MatchState,
} from '../../core/sport/play';
import { DEPTH_FIRST_INDEX } from '../../core/sport/depth';
import { formatPeriods, parsePeriods } from '../../core/sport/market-kinds';
import { unit } from '../../core/sport/random';
import { MarketStatus, MatchStatus } from '../db/schema';
import { marketIdOf, optionIdOf } from './ids';
import { quoteMatch } from './prices';
import type { StoredMatch, TickWrites } from './store';
import type { LeagueMargins } from './league-margins';

/** Live prices move every LIVE_ROUND_S seconds per match (staggered), upcoming ones every PRE_ROUND_S. */
export const LIVE_ROUND_S = 12;
export const PRE_ROUND_S = 300;
/** Live deeper markets reprice every DEPTH_ROUNDS-th round (and at once on events). */
export const DEPTH_ROUNDS = 3;

const statusOf = (s: MatchState) =>
  s.phase === 'upcoming' ? MatchStatus.NotStarted : s.phase === 'live' ? MatchStatus.Live : MatchStatus.Ended;

export const infoOf = (m: StoredMatch): MatchInfo => ({
  id: m.id,
  sportId: m.sportId,
  leagueId: m.leagueId,
  homeTeamId: m.homeTeamId,
  awayTeamId: m.awayTeamId,
  beginMs: m.beginMs,
});

/** The state the stored row describes (timed sports recompute period and clock from the begin time). */
export function storedState(m: StoredMatch): MatchState {
  if (m.status === MatchStatus.NotStarted) return initialState(infoOf(m));
  return {
    phase: m.status === MatchStatus.Live ? 'live' : 'ended',
    home: m.homeScore,
    away: m.awayScore,
    period: Math.max(1, m.clockPeriod),
    periodStartMs: m.clockAtMs ?? m.beginMs,
    // A row from before periods were kept: the score so far counts as one period (knownPeriods).
    periods: parsePeriods(m.periodScores) ?? [],
  };
}

/** The live repricing round of a match at `ms`; matches are staggered so they do not all move at once. */
export const liveRound = (seed: number, id: number, ms: number) =>
  Math.floor((Math.floor(ms / 1000) + Math.floor(unit(seed, id, 61) * LIVE_ROUND_S)) / LIVE_ROUND_S);

export function stepMatch(
  seed: number,
  m: StoredMatch,
  nowMs: number,
  prevTickMs: number | null,
  out: TickWrites,
  margins: LeagueMargins = new Map(),
): void {
  const info = infoOf(m);
  const profile = profileOf(info);
  const before = storedState(m);
  // The row was last written at `updated_at`, after playing every second up to then.
  const from = Math.max(m.updatedAtMs, m.beginMs - 1000);
  const { state, events } =
    from < nowMs ? advance(seed, info, before, from, nowMs) : { state: before, events: [] };
  const status = statusOf(state);
  const clock = clockOf(seed, info, state, nowMs);
  const scoreChanged = state.home !== m.homeScore || state.away !== m.awayScore;
  const wentLive = m.status === MatchStatus.NotStarted && status !== MatchStatus.NotStarted;
  const ended = status === MatchStatus.Ended;
  const live = status === MatchStatus.Live;

  const suspend = live ? profile.suspend : null;
  const recentEvent = suspend !== null && events.some((e) => e.atMs > nowMs - suspend.after * 1000);
  const dangerAhead =
    suspend !== null &&
    suspend.before > 0 &&
    advance(seed, info, state, nowMs, nowMs + suspend.before * 1000).events.length > 0;

  const round = live ? liveRound(seed, m.id, nowMs) : Math.floor(nowMs / 1000 / PRE_ROUND_S);
  const roundChanged = !live || prevTickMs === null || liveRound(seed, m.id, prevTickMs) !== round;
  const stored = new Map(m.markets.map((mk) => [mk.index, mk]));
  // Quoting builds score tables for every market: only when a price or the market list can change.
  const periodTurned = live && (clock.period !== m.clockPeriod || clock.running !== m.clockRunning);
  const anySuspended = m.markets.some((mk) => mk.status === MarketStatus.Suspended);
  const needQuote =
    prevTickMs === null ||
    roundChanged ||
    scoreChanged ||
    wentLive ||
    // A period ended or began (the clock changed course): its period markets close at once, not a round later.
    periodTurned ||
    // Suspended markets may reopen; closed ones (a finished half's) never do and need no quote.
    anySuspended;
  // In play the deeper markets (40 of a soccer match's 45) move every DEPTH_ROUNDS-th round, and at once on
  // a score, a period turn or a reopening: a third of the writes, the main markets still every round.
  const needDepth =
    needQuote &&
    (!live ||
      prevTickMs === null ||
      scoreChanged ||
      wentLive ||
      periodTurned ||
      anySuspended ||
      m.markets.every((mk) => mk.index < DEPTH_FIRST_INDEX) ||
      round % DEPTH_ROUNDS === 0);
  const unquoted = (mk: StoredMatch['markets'][number]) => ({
    index: mk.index,
    type: mk.marketType,
    line: mk.line,
    options: null,
    closed: mk.status === MarketStatus.Closed,
  });
  const quoted = needQuote
    ? [
        ...quoteMatch(
          seed,
          info,
          m.teamNames,
          [state.home, state.away],
          remainingShare(seed, info, state, nowMs),
          round,
          new Map(m.markets.map((mk) => [mk.index, mk.line])),
          state.periods,
          needDepth,
          margins.get(info.leagueId),
        ),
        // Not quoted this round: kept as they are, but still suspended and closed with the match.
        ...(needDepth ? [] : m.markets.filter((mk) => mk.index >= DEPTH_FIRST_INDEX).map(unquoted)),
      ]
    : m.markets.map(unquoted);

  let touched = false;
  for (const q of quoted) {
    const id = marketIdOf(m.id, q.index);
    const s = stored.get(q.index);
    if (!s) {
      if (!q.options) continue;
      out.newMarkets.push({
        id,
        matchId: m.id,
        marketType: q.type,
        line: q.line,
        status:
          ended || q.closed
            ? MarketStatus.Closed
            : recentEvent || dangerAhead
              ? MarketStatus.Suspended
              : MarketStatus.Open,
        sort: q.index,
        options: q.options.map((o, i) => ({ id: optionIdOf(id, i), sort: i, ...o })),
      });
      touched = true;
      continue;
    }
    let target = s.status;
    let reopened = false;
    let restamp = false;
    // A market whose periods are over (first half after half time) stays closed, events or not.
    if (ended || q.closed) target = MarketStatus.Closed;
    else if (recentEvent) {
      target = MarketStatus.Suspended;
      restamp = true; // the hold counts from the latest event
    } else if (dangerAhead) target = MarketStatus.Suspended;
    else if (
      s.status === MarketStatus.Suspended &&
      (!suspend || nowMs - s.updatedAtMs >= suspend.after * 1000)
    ) {
      target = MarketStatus.Open;
      reopened = true;
    }
    const lineChanged = q.line !== s.line;
    if (target !== s.status || restamp || lineChanged) {
      out.markets.push({ id: s.id, status: target, line: q.line });
      touched = true;
    }
    const reprice =
      !ended &&
      target === MarketStatus.Open &&
      (roundChanged || scoreChanged || wentLive || reopened || lineChanged);
    if (!reprice || !q.options) continue;
    const byType = new Map(s.options.map((o) => [o.outcomeType, o]));
    for (const o of q.options) {
      const so = byType.get(o.outcomeType);
      if (!so || (so.oddsMilli === o.oddsMilli && so.locked === o.locked && so.name === o.name)) continue;
      out.options.push({ id: so.id, name: o.name, oddsMilli: o.oddsMilli, locked: o.locked });
      touched = true;
    }
  }

  const periodScores = formatPeriods(state.periods);
  const matchChanged =
    status !== m.status ||
    scoreChanged ||
    (status !== MatchStatus.NotStarted && periodScores !== (m.periodScores ?? '')) ||
    (status !== MatchStatus.NotStarted &&
      (clock.running !== m.clockRunning ||
        clock.direction !== m.clockDirection ||
        clock.seconds !== m.clockSeconds ||
        clock.period !== m.clockPeriod ||
        clock.atMs !== m.clockAtMs));
  if (matchChanged)
    out.matches.push({
      id: m.id,
      status,
      homeScore: state.home,
      awayScore: state.away,
      clockRunning: clock.running,
      clockDirection: clock.direction,
      clockSeconds: clock.seconds,
      clockPeriod: clock.period,
      clockAtMs: clock.atMs,
      periodScores,
    });
  else if (touched) out.touched.push(m.id);
}
