/**
 * The simulator's quotes for one match: the main markets of core/sport/markets and the deeper ones of
 * core/sport/depth, priced by the model at the match's score, periods and time left, plus a small drift
 * that changes with each repricing round (`round`), so prices move between events without wandering away
 * from the model.
 */
import { depthDefs, quoteDepth } from '../../core/sport/depth';
import type { PeriodScore } from '../../core/sport/market-kinds';
import { lineValue, marketDefs, optionNames } from '../../core/sport/markets';
import { optionLabel } from '../../core/sport/option-labels';
import { ratingsOf, profileOf, type MatchInfo } from '../../core/sport/play';
import { MARGIN, fairProbabilities, outcomeTypes, quote, withDrift } from '../../core/sport/pricing';
import { normal } from '../../core/sport/random';

export interface QuotedOption {
  outcomeType: number;
  name: string;
  oddsMilli: number;
  locked: boolean;
}

export interface QuotedMarket {
  index: number;
  type: number;
  line: string | null;
  options: QuotedOption[];
  /** The market's periods are over (a first-half market after half time): it closes. */
  closed: boolean;
}

/** How far a stored points line may sit from the model before it is moved (a seeded 214.5 on a FIBA game). */
const POINTS_LINE_SLACK = 12;

/**
 * Drift keeps a market's probabilities summing as they did: a partition (1X2, over/under) is renormalised,
 * a market of overlapping options (double chance) is not.
 */
function drift(fair: readonly number[], noise: readonly number[]): number[] {
  const sum = fair.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) < 1e-6) return withDrift(fair, noise);
  return fair.map((p, i) => Math.min(1, p * Math.exp((noise[i] ?? 0) * 0.04)));
}

/**
 * Fair prices of the deeper markets before kick-off, by match: they depend on the teams only (the drift of
 * each repricing round is applied on top), so an upcoming match's table (~10 ms of a soccer tick) is built
 * once per process, not at every pre-match round. Oldest entries go first past the cap.
 */
const PRE_MATCH_CACHE_MAX = 3000;
const preMatchDepth = new Map<string, ReturnType<typeof quoteDepth>>();

function cachedDepth(
  key: string | null,
  build: () => ReturnType<typeof quoteDepth>,
): ReturnType<typeof quoteDepth> {
  if (key === null) return build();
  const hit = preMatchDepth.get(key);
  if (hit) return hit;
  const fresh = build();
  if (preMatchDepth.size >= PRE_MATCH_CACHE_MAX) preMatchDepth.delete(preMatchDepth.keys().next().value!);
  preMatchDepth.set(key, fresh);
  return fresh;
}

export function quoteMatch(
  seed: number,
  m: MatchInfo,
  teams: readonly [string, string],
  score: readonly [number, number],
  remaining: number,
  round: number,
  storedLines: ReadonlyMap<number, string | null> = new Map(),
  periods: readonly PeriodScore[] = [],
  /** False: the main markets only (a live round where the deeper ones hold their prices). */
  withDepth = true,
  /** The league's margin multiplier (a trader's, server/feed/league-margins.ts), else the default. */
  margin = MARGIN,
): QuotedMarket[] {
  const profile = profileOf(m);
  const ratings = ratingsOf(seed, m);
  const kept = new Map(storedLines);
  if (profile.kind === 'points') {
    const fresh = marketDefs(profile, ratings);
    for (const def of fresh) {
      const stored = kept.get(def.index);
      if (
        stored != null &&
        def.line !== null &&
        Math.abs(Number(stored) - Number(def.line)) > POINTS_LINE_SLACK
      )
        kept.delete(def.index);
    }
  }
  const main = marketDefs(profile, ratings, kept);
  const mainQuotes = main.map((def): QuotedMarket => {
    const fair = fairProbabilities(profile, ratings, { score, remaining }, def.kind, lineValue(def));
    const noise = fair.map((_, i) => normal(seed, m.id, round, def.index, i));
    const quoted = quote(withDrift(fair, noise), margin);
    const types = outcomeTypes(def.kind, profile.hasDraw);
    const names = optionNames(def, profile.hasDraw, teams);
    return {
      index: def.index,
      type: def.type,
      line: def.line,
      closed: false,
      options: types.map((ty, i) => ({ outcomeType: ty, name: names[i]!, ...quoted[i]! })),
    };
  });
  if (!withDepth) return mainQuotes;
  const taken = new Set(main.map((d) => `${d.type}|${d.line ?? ''}`));
  const preMatch = remaining >= 1 && score[0] === 0 && score[1] === 0 && periods.length === 0;
  const depth = cachedDepth(preMatch ? `${seed}|${m.id}|${[...taken].join(',')}` : null, () =>
    quoteDepth(profile, ratings, { score, remaining, periods }, depthDefs(profile, ratings, taken)),
  );
  const depthQuotes = depth.map(({ def, fair, closed }): QuotedMarket => {
    const noise = fair.map((_, i) => normal(seed, m.id, round, def.index, i));
    const quoted = quote(drift(fair, noise), margin);
    return {
      index: def.index,
      type: def.type,
      line: def.line,
      closed,
      options: def.outcomes.map((ty, i) => ({
        outcomeType: ty,
        name: optionLabel(def.type, ty, def.line, teams),
        ...quoted[i]!,
      })),
    };
  });
  return [...mainQuotes, ...depthQuotes];
}
