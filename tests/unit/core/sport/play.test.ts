import { describe, expect, it } from 'vitest';
import { advance, clockOf, initialState, timedEndMs, type MatchInfo } from '../../../../core/sport/play';
import { readClock } from '../../../../core/sport/clock';

const SEED = 7;
const begin = Date.UTC(2026, 0, 10, 18, 0, 0);
const soccerMatch: MatchInfo = {
  id: 10_001,
  sportId: 1,
  leagueId: 101,
  homeTeamId: 1001,
  awayTeamId: 1002,
  beginMs: begin,
};

describe('advance', () => {
  it('is the same whether stepped second by second or in one jump', () => {
    const end = timedEndMs(SEED, soccerMatch)! + 1000;
    const jump = advance(SEED, soccerMatch, initialState(soccerMatch), begin - 5000, end);
    let state = initialState(soccerMatch);
    let t = begin - 5000;
    const events = [];
    while (t < end) {
      const next = Math.min(end, t + 7_000);
      const r = advance(SEED, soccerMatch, state, t, next);
      state = r.state;
      events.push(...r.events);
      t = next;
    }
    expect(state).toEqual(jump.state);
    expect(events).toEqual(jump.events);
    expect(jump.state.phase).toBe('ended');
  });

  it('starts at the begin time and ends when regulation and added time are over', () => {
    expect(advance(SEED, soccerMatch, initialState(soccerMatch), 0, begin - 1).state.phase).toBe('upcoming');
    expect(advance(SEED, soccerMatch, initialState(soccerMatch), 0, begin).state.phase).toBe('live');
    const end = timedEndMs(SEED, soccerMatch)!;
    expect(advance(SEED, soccerMatch, initialState(soccerMatch), 0, end - 1000).state.phase).toBe('live');
    expect(advance(SEED, soccerMatch, initialState(soccerMatch), 0, end).state.phase).toBe('ended');
  });

  it('gives believable scores over many matches: about 2.7 goals a soccer match, no level basketball', () => {
    let goals = 0;
    for (let i = 0; i < 300; i++) {
      const m = { ...soccerMatch, id: 10_000 + i, homeTeamId: 1000 + (i % 30), awayTeamId: 1030 - (i % 29) };
      const s = advance(SEED, m, initialState(m), 0, timedEndMs(SEED, m)!).state;
      goals += s.home + s.away;
    }
    expect(goals / 300).toBeGreaterThan(2.2);
    expect(goals / 300).toBeLessThan(3.3);
    for (let i = 0; i < 40; i++) {
      const m: MatchInfo = {
        id: 30_000 + i,
        sportId: 3,
        leagueId: 301,
        homeTeamId: 3001 + i,
        awayTeamId: 3100 - i,
        beginMs: begin,
      };
      const s = advance(SEED, m, initialState(m), 0, timedEndMs(SEED, m)!).state;
      expect(s.phase).toBe('ended');
      expect(s.home).not.toBe(s.away);
      expect(s.home + s.away).toBeGreaterThan(170);
    }
  });

  it('ends a best-of-3 tennis match when a player has two sets', () => {
    const m: MatchInfo = {
      id: 50_001,
      sportId: 5,
      leagueId: 501,
      homeTeamId: 5001,
      awayTeamId: 5002,
      beginMs: begin,
    };
    const s = advance(SEED, m, initialState(m), 0, begin + 6 * 3600_000).state;
    expect(s.phase).toBe('ended');
    expect(Math.max(s.home, s.away)).toBe(2);
    expect(Math.min(s.home, s.away)).toBeLessThan(2);
  });
});

describe('clockOf', () => {
  it('publishes a clock that readers extrapolate to the true match time', () => {
    const live = advance(SEED, soccerMatch, initialState(soccerMatch), 0, begin + 600_000).state;
    const clock = clockOf(SEED, soccerMatch, live, begin + 600_000);
    expect(clock).toMatchObject({ running: true, direction: 1, period: 1 });
    expect(readClock(clock, begin + 600_000)).toBe(600);
    expect(readClock(clock, begin + 660_000)).toBe(660);
  });
});
