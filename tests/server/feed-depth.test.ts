/**
 * The deeper markets under the simulator, in memory (the feed's pure step and its cache, no database): a
 * soccer match opens with 40+ markets, keeps 20+ open through play, closes its first-half markets at half
 * time and every market at the end; the period scores it writes add up to the final score.
 */
import { describe, expect, it } from 'vitest';
import { parsePeriods } from '../../core/sport/market-kinds';
import { timedEndMs, type MatchInfo } from '../../core/sport/play';
import { MarketStatus, MatchStatus } from '../../server/db/schema';
import { stepMatch } from '../../server/feed/match-step';
import { applyToCache, emptyWrites, type StoredMatch } from '../../server/feed/store';

const SEED = 20_261_122;

function fresh(info: MatchInfo): StoredMatch {
  return {
    ...info,
    teamNames: ['Home FC', 'Away FC'],
    status: MatchStatus.NotStarted,
    homeScore: 0,
    awayScore: 0,
    clockRunning: false,
    clockDirection: 1,
    clockSeconds: 0,
    clockPeriod: 0,
    clockAtMs: null,
    periodScores: null,
    updatedAtMs: info.beginMs - 3600_000,
    markets: [],
  };
}

/** Steps a match in memory as the runner does, returning the cached row after each tick. */
function play(info: MatchInfo, ticks: number[], seen: (m: StoredMatch, nowMs: number) => void) {
  const cache = new Map([[info.id, fresh(info)]]);
  let prev: number | null = null;
  for (const nowMs of ticks) {
    const w = emptyWrites();
    stepMatch(SEED, cache.get(info.id)!, nowMs, prev, w);
    applyToCache(cache, w, nowMs);
    prev = nowMs;
    seen(cache.get(info.id)!, nowMs);
  }
  return cache.get(info.id)!;
}

const soccer = (id: number): MatchInfo => ({
  id,
  sportId: 1,
  leagueId: 101,
  homeTeamId: 1001 + (id % 7),
  awayTeamId: 1010 + (id % 5),
  beginMs: Date.UTC(2026, 10, 26, 12),
});

describe('soccer depth under the simulator', () => {
  it('40+ markets before kick-off, 20+ open in play, first-half markets closed after half time', () => {
    for (const id of [2_000_101, 2_000_102, 2_000_103]) {
      const info = soccer(id);
      const end = timedEndMs(SEED, info)!;
      const ticks = [info.beginMs - 600_000];
      for (let t = info.beginMs + 1000; t <= end + 60_000; t += 20_000) ticks.push(t);
      let minOpen = Infinity;
      let preMatch = 0;
      const final = play(info, ticks, (m, nowMs) => {
        if (m.status === MatchStatus.NotStarted) preMatch = m.markets.length;
        if (m.status !== MatchStatus.Live) return;
        const notClosed = m.markets.filter((mk) => mk.status !== MarketStatus.Closed).length;
        minOpen = Math.min(minOpen, notClosed);
        const secondHalf = nowMs > info.beginMs + 62 * 60_000;
        if (secondHalf) {
          // Half-time result (1014) and first-half totals (1020) are over.
          for (const mk of m.markets.filter((x) => x.marketType === 1014 || x.marketType === 1020))
            expect(mk.status).toBe(MarketStatus.Closed);
        }
      });
      expect(preMatch).toBeGreaterThanOrEqual(40);
      expect(minOpen).toBeGreaterThanOrEqual(20);
      expect(final.status).toBe(MatchStatus.Ended);
      expect(final.markets.every((mk) => mk.status === MarketStatus.Closed)).toBe(true);
      const periods = parsePeriods(final.periodScores)!;
      expect(periods).toHaveLength(2);
      expect(periods[0]![0] + periods[1]![0]).toBe(final.homeScore);
      expect(periods[0]![1] + periods[1]![1]).toBe(final.awayScore);
    }
  });

  it('tennis sets carry their games; basketball quarters add up to the score', () => {
    const tennis: MatchInfo = {
      ...soccer(2_000_201),
      sportId: 5,
      leagueId: 501,
      homeTeamId: 5001,
      awayTeamId: 5002,
    };
    const t = play(
      tennis,
      Array.from({ length: 400 }, (_, i) => tennis.beginMs + i * 60_000),
      () => {},
    );
    expect(t.status).toBe(MatchStatus.Ended);
    const sets = parsePeriods(t.periodScores)!;
    expect(sets).toHaveLength(t.homeScore + t.awayScore);
    for (const [h, a] of sets) expect(Math.max(h, a)).toBeGreaterThanOrEqual(6);
    expect(sets.filter(([h, a]) => h > a).length).toBe(t.homeScore);
    const hoops: MatchInfo = {
      ...soccer(2_000_301),
      sportId: 3,
      leagueId: 301,
      homeTeamId: 3001,
      awayTeamId: 3002,
    };
    const end = timedEndMs(SEED, hoops)!;
    const b = play(
      hoops,
      Array.from({ length: 200 }, (_, i) => hoops.beginMs + i * 30_000).concat(end + 1000),
      () => {},
    );
    expect(b.status).toBe(MatchStatus.Ended);
    const quarters = parsePeriods(b.periodScores)!;
    expect(quarters).toHaveLength(4);
    expect(quarters.reduce((s, q) => s + q[0], 0)).toBe(b.homeScore);
    expect(quarters.reduce((s, q) => s + q[1], 0)).toBe(b.awayScore);
    expect(b.markets.length).toBeGreaterThanOrEqual(20);
  });
});
