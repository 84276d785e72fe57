/**
 * How each sport of SPEC §9 plays, for the clock, the simulator and the pricing model. Numbers are plain
 * demo averages (a soccer side scores ~1.35 goals, a pro basketball side ~112 points), enough for prices
 * and scores that look like the sport.
 */
export type SportKind = 'goals' | 'points' | 'sets';

export interface TimedFormat {
  periods: number;
  periodSeconds: number;
  /** Breaks after each period but the last (half time, quarter breaks). */
  breakSeconds: readonly number[];
  /** 1 counts up (soccer), -1 counts down from periodSeconds (basketball). */
  direction: 1 | -1;
  /** Added time per period is drawn in [0, maxStoppageSeconds] (count-up clocks only). */
  maxStoppageSeconds: number;
}

export interface SportProfile {
  sportId: number;
  kind: SportKind;
  hasDraw: boolean;
  /** SPEC §9 default market (soccer 1005, basketball 3004, tennis 5001, others sportId*1000+1). */
  winnerType: number;
  /** Over/under on goals, points or sets: sportId*1000+7 (soccer 1007 as seeded). */
  totalType: number;
  /** Home handicap: sportId*1000+3 (our code; the spec names none). */
  handicapType: number | null;
  /** Timed sports; set sports have none. */
  format: TimedFormat | null;
  /** Expected score of each side of an even match over regulation (goals or points). */
  baseScore: number;
  /** Set sports: sets to win the match, mean and minimum length of a set. */
  setsToWin: number;
  meanSetSeconds: number;
  minSetSeconds: number;
  /** Set sports whose clock runs within a set (a Dota map); tennis and the like show no clock. */
  setClockRuns: boolean;
  /** Markets close around a score event: `before` seconds ahead (danger) to `after` seconds past it. */
  suspend: { before: number; after: number } | null;
}

const SOCCER: TimedFormat = {
  periods: 2,
  periodSeconds: 45 * 60,
  breakSeconds: [15 * 60],
  direction: 1,
  maxStoppageSeconds: 5 * 60,
};
/** FIBA 4x10; the North American league (301) plays 4x12. */
const basketball = (minutes: number): TimedFormat => ({
  periods: 4,
  periodSeconds: minutes * 60,
  breakSeconds: [120, 15 * 60, 120],
  direction: -1,
  maxStoppageSeconds: 0,
});
/** eFootball "8 min": two 4-minute halves and a one-minute break, in real time. */
const EFOOTBALL: TimedFormat = {
  periods: 2,
  periodSeconds: 4 * 60,
  breakSeconds: [60],
  direction: 1,
  maxStoppageSeconds: 0,
};

const base = (sportId: number) => ({
  sportId,
  hasDraw: false,
  winnerType: sportId * 1000 + 1,
  totalType: sportId * 1000 + 7,
  handicapType: null,
  format: null,
  baseScore: 0,
  setsToWin: 0,
  meanSetSeconds: 0,
  minSetSeconds: 0,
  setClockRuns: false,
  suspend: null,
});

const sets = (sportId: number, setsToWin: number, mean: number, min: number, clockRuns = false) =>
  ({
    ...base(sportId),
    kind: 'sets',
    setsToWin,
    meanSetSeconds: mean,
    minSetSeconds: min,
    setClockRuns: clockRuns,
    suspend: { before: 0, after: 6 },
  }) satisfies SportProfile;

const PROFILES: Record<number, SportProfile> = {
  1: {
    ...base(1),
    kind: 'goals',
    hasDraw: true,
    winnerType: 1005,
    totalType: 1007,
    handicapType: 1003,
    format: SOCCER,
    baseScore: 1.35,
    suspend: { before: 2, after: 8 },
  },
  // Baskets come every few seconds; books reprice through them rather than suspending each time.
  3: {
    ...base(3),
    kind: 'points',
    winnerType: 3004,
    handicapType: 3003,
    format: basketball(10),
    baseScore: 80,
  },
  5: sets(5, 2, 40 * 60, 25 * 60),
  13: sets(13, 3, 24 * 60, 18 * 60),
  15: sets(15, 3, 7 * 60, 4 * 60),
  164: sets(164, 2, 36 * 60, 22 * 60, true),
  177: {
    ...base(177),
    kind: 'goals',
    hasDraw: true,
    winnerType: 177005,
    handicapType: 177003,
    format: EFOOTBALL,
    baseScore: 1.7,
    suspend: { before: 1, after: 5 },
  },
};

/** The league of 4x12 basketball (the seeded North American league, id 301). */
export const LONG_QUARTER_LEAGUES: ReadonlySet<number> = new Set([301]);

export function sportProfile(sportId: number, leagueId = 0): SportProfile {
  const p = PROFILES[sportId];
  if (!p) throw new RangeError(`no profile for sport ${sportId}`);
  if (sportId === 3 && LONG_QUARTER_LEAGUES.has(leagueId))
    return { ...p, format: basketball(12), baseScore: 112 };
  return p;
}

export const PROFILED_SPORTS: readonly number[] = Object.keys(PROFILES).map(Number);

/**
 * Winner markets with a draw option (1X2: soccer 1005, eFootball 177005): a level result wins the draw and
 * loses home and away. The other winner markets are two-way, and a level result there pushes.
 */
export const THREE_WAY_MARKETS: ReadonlySet<number> = new Set(
  Object.values(PROFILES)
    .filter((p) => p.hasDraw)
    .map((p) => p.winnerType),
);

/** Regulation playing seconds of a timed sport (no stoppage, no breaks). */
export const regulationSeconds = (f: TimedFormat) => f.periods * f.periodSeconds;
