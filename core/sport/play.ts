/**
 * How a simulated match unfolds, as a pure function of (seed, match, time). Each second of play draws its
 * events from `unit(seed, match, second, ...)`, so the state at any instant is the same however the
 * simulator steps towards it (every second, in jumps, after a restart) — deterministic for a seed.
 */
import { matchLengthSeconds, phaseClock, timedPhase, type ClockState } from './clock';
import { expectedScores, setWinProbability, type Ratings } from './pricing';
import { regulationSeconds, sportProfile, type SportProfile } from './profiles';
import { unit } from './random';
import { GAMES_SPORTS, setGames } from './scenarios';

export interface MatchInfo {
  id: number;
  sportId: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  beginMs: number;
}

export type Phase = 'upcoming' | 'live' | 'ended';

export interface MatchState {
  phase: Phase;
  home: number;
  away: number;
  /** Set sports: the set being played and when it began (timed sports derive both from the clock). */
  period: number;
  periodStartMs: number;
  /** Score of each period so far (timed sports: per period; tennis: games per set; other set sports 1-0). */
  periods: [number, number][];
}

export interface ScoreEvent {
  atMs: number;
  side: 1 | 2;
  points: number;
}

// Salts keep the draws of one second independent of each other.
const SALT = {
  rating: 31,
  stoppage: 41,
  goal: 11,
  basket: 13,
  value: 14,
  setEnd: 21,
  setWin: 22,
  games: 23,
  buzzer: 51,
};
/** Mean value of a scoring play in basketball (free throws, twos, threes). */
const MEAN_BASKET = 2.15;

export const profileOf = (m: MatchInfo): SportProfile => sportProfile(m.sportId, m.leagueId);

/** A team's strength in [-1, 1), fixed for a seed: the same team is strong in every fixture. */
export const teamRating = (seed: number, teamId: number) => 2 * unit(seed, teamId, SALT.rating) - 1;

export const ratingsOf = (seed: number, m: MatchInfo): Ratings => ({
  home: teamRating(seed, m.homeTeamId),
  away: teamRating(seed, m.awayTeamId),
});

/** Added time per period (count-up clocks), a whole number of minutes. */
export function stoppageOf(seed: number, m: MatchInfo): number[] {
  const f = profileOf(m).format;
  if (!f || f.maxStoppageSeconds === 0) return [];
  const minutes = f.maxStoppageSeconds / 60;
  return Array.from(
    { length: f.periods },
    (_, p) => 60 * Math.floor(unit(seed, m.id, p, SALT.stoppage) * (minutes + 1)),
  );
}

/** End of a timed match (ms); set sports end when a side has won enough sets. */
export function timedEndMs(seed: number, m: MatchInfo): number | null {
  const f = profileOf(m).format;
  return f ? m.beginMs + matchLengthSeconds(f, stoppageOf(seed, m)) * 1000 : null;
}

export const initialState = (m: MatchInfo): MatchState => ({
  phase: 'upcoming',
  home: 0,
  away: 0,
  period: 0,
  periodStartMs: m.beginMs,
  periods: [],
});

/**
 * Plays the seconds in (fromMs, toMs]: kick-off at `beginMs`, score events, the end. Returns the new state
 * and the events in order. The input state is not changed.
 */
export function advance(
  seed: number,
  m: MatchInfo,
  state: MatchState,
  fromMs: number,
  toMs: number,
): { state: MatchState; events: ScoreEvent[] } {
  const s: MatchState = { ...state, periods: state.periods.map((p) => [p[0], p[1]]) };
  const events: ScoreEvent[] = [];
  if (s.phase === 'ended') return { state: s, events };
  const profile = profileOf(m);
  const beginSec = Math.ceil(m.beginMs / 1000);
  let sec = Math.floor(fromMs / 1000) + 1;
  const last = Math.floor(toMs / 1000);
  if (s.phase === 'upcoming') {
    sec = Math.max(sec, beginSec);
    if (sec > last) return { state: s, events };
    s.phase = 'live';
    s.period = 1;
    s.periodStartMs = m.beginMs;
  }
  const f = profile.format;
  // Timed sports: every period begun has its score, 0-0 included (period markets settle on it).
  const padPeriods = () => {
    while (f && s.periods.length < s.period) s.periods.push([0, 0]);
  };
  const score = (side: 1 | 2, points: number, atSec: number) => {
    if (side === 1) s.home += points;
    else s.away += points;
    if (f) {
      // The period being played (set before the score) takes the points.
      padPeriods();
      const current = s.periods[s.period - 1]!;
      if (side === 1) current[0] += points;
      else current[1] += points;
    }
    events.push({ atMs: atSec * 1000, side, points });
  };
  const [eh, ea] = expectedScores(profile, ratingsOf(seed, m));
  if (f) {
    const stoppage = stoppageOf(seed, m);
    const reg = regulationSeconds(f);
    for (; sec <= last; sec++) {
      const phase = timedPhase(f, stoppage, sec - beginSec);
      if (phase.finished) {
        // A points game cannot end level: a last-second basket (our stand-in for overtime).
        if (profile.kind === 'points' && s.home === s.away)
          score(unit(seed, m.id, SALT.buzzer) < 0.5 ? 1 : 2, 2, sec - 1);
        s.phase = 'ended';
        s.period = phase.period;
        padPeriods();
        break;
      }
      s.period = phase.period;
      padPeriods();
      if (!phase.running) continue;
      if (profile.kind === 'goals') {
        if (unit(seed, m.id, sec, SALT.goal, 1) < eh / reg) score(1, 1, sec);
        if (unit(seed, m.id, sec, SALT.goal, 2) < ea / reg) score(2, 1, sec);
      } else {
        for (const [side, e] of [
          [1, eh],
          [2, ea],
        ] as const) {
          if (unit(seed, m.id, sec, SALT.basket, side) >= e / reg / MEAN_BASKET) continue;
          const v = unit(seed, m.id, sec, SALT.value, side);
          score(side, v < 0.1 ? 1 : v < 0.75 ? 2 : 3, sec);
        }
      }
    }
    return { state: s, events };
  }
  // Set sports: a set ends at a random second past its minimum length; the winner is drawn from strength.
  const pSet = setWinProbability(ratingsOf(seed, m));
  const hazard = 1 / Math.max(1, profile.meanSetSeconds - profile.minSetSeconds);
  for (; sec <= last; sec++) {
    if (sec * 1000 - s.periodStartMs < profile.minSetSeconds * 1000) continue;
    if (unit(seed, m.id, sec, SALT.setEnd) >= hazard) continue;
    const side = unit(seed, m.id, sec, SALT.setWin) < pSet ? 1 : 2;
    score(side, 1, sec);
    // Tennis sets carry their games (drawn from the table the pricing uses); other sets count as 1-0.
    const g = GAMES_SPORTS.has(m.sportId)
      ? setGames(unit(seed, m.id, sec, SALT.games))
      : { winner: 1, loser: 0 };
    s.periods.push(side === 1 ? [g.winner, g.loser] : [g.loser, g.winner]);
    if (Math.max(s.home, s.away) >= profile.setsToWin) {
      s.phase = 'ended';
      break;
    }
    s.period += 1;
    s.periodStartMs = sec * 1000;
  }
  return { state: s, events };
}

/** The live clock to publish at `nowMs`, anchored where its current course began. */
export function clockOf(seed: number, m: MatchInfo, s: MatchState, nowMs: number): ClockState {
  const profile = profileOf(m);
  const f = profile.format;
  if (s.phase === 'upcoming')
    return {
      running: false,
      direction: f?.direction ?? 1,
      seconds: f && f.direction < 0 ? f.periodSeconds : 0,
      period: 0,
      atMs: m.beginMs,
    };
  if (f) {
    const elapsed = Math.floor((nowMs - m.beginMs) / 1000);
    const phase = timedPhase(f, stoppageOf(seed, m), Math.max(0, elapsed));
    const clock = phaseClock(f, phase, Math.ceil(m.beginMs / 1000) * 1000);
    return s.phase === 'ended' ? { ...clock, running: false } : clock;
  }
  return {
    running: profile.setClockRuns && s.phase === 'live',
    direction: 1,
    seconds: 0,
    period: s.period,
    atMs: s.periodStartMs,
  };
}

/** Share of regulation still to play at `nowMs` (1 for set sports: their pricing counts sets, not time). */
export function remainingShare(seed: number, m: MatchInfo, s: MatchState, nowMs: number): number {
  const f = profileOf(m).format;
  if (!f || s.phase === 'upcoming') return 1;
  if (s.phase === 'ended') return 0;
  const phase = timedPhase(f, stoppageOf(seed, m), Math.max(0, Math.floor((nowMs - m.beginMs) / 1000)));
  return 1 - phase.played / regulationSeconds(f);
}
