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
import { unit } from '../../core/sport/random';
import { MarketStatus, MatchStatus } from '../db/schema';
import { quoteMatch } from './prices';
import type { StoredMatch, TickWrites } from './store';

/** Live prices move every LIVE_ROUND_S seconds per match (staggered), upcoming ones every PRE_ROUND_S. */
export const LIVE_ROUND_S = 12;
export const PRE_ROUND_S = 300;

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
  const needQuote =
    prevTickMs === null ||
    roundChanged ||
    scoreChanged ||
    wentLive ||
    m.markets.some((mk) => mk.status !== MarketStatus.Open);
  const quoted = needQuote
    ? quoteMatch(
        seed,
        info,
        m.teamNames,
        [state.home, state.away],
        remainingShare(seed, info, state, nowMs),
        round,
        new Map(m.markets.map((mk) => [mk.index, mk.line])),
      )
    : m.markets.map((mk) => ({ index: mk.index, type: mk.marketType, line: mk.line, options: null }));

  let touched = false;
  for (const q of quoted) {
    const id = m.id * 10 + q.index + 1;
    const s = stored.get(q.index);
    if (!s) {
      if (!q.options) continue;
      out.newMarkets.push({
        id,
        matchId: m.id,
        marketType: q.type,
        line: q.line,
        status: ended
          ? MarketStatus.Closed
          : recentEvent || dangerAhead
            ? MarketStatus.Suspended
            : MarketStatus.Open,
        sort: q.index,
        options: q.options.map((o, i) => ({ id: id * 10 + i + 1, sort: i, ...o })),
      });
      touched = true;
      continue;
    }
    let target = s.status;
    let reopened = false;
    let restamp = false;
    if (ended) target = MarketStatus.Closed;
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

  const matchChanged =
    status !== m.status ||
    scoreChanged ||
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
    });
  else if (touched) out.touched.push(m.id);
}
