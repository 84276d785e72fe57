/**
 * The simulator's quotes for one match: the market list of core/sport/markets priced by the model at the
 * match's score and time left, plus a small drift that changes with each repricing round (`round`), so
 * prices move between events without wandering away from the model.
 */
import { lineValue, marketDefs, optionNames, type MarketDef } from '../../core/sport/markets';
import { ratingsOf, profileOf, type MatchInfo } from '../../core/sport/play';
import { fairProbabilities, outcomeTypes, quote, withDrift } from '../../core/sport/pricing';
import { normal } from '../../core/sport/random';

export interface QuotedOption {
  outcomeType: number;
  name: string;
  oddsMilli: number;
  locked: boolean;
}

export interface QuotedMarket extends MarketDef {
  options: QuotedOption[];
}

/** How far a stored points line may sit from the model before it is moved (a seeded 214.5 on a FIBA game). */
const POINTS_LINE_SLACK = 12;

export function quoteMatch(
  seed: number,
  m: MatchInfo,
  teams: readonly [string, string],
  score: readonly [number, number],
  remaining: number,
  round: number,
  storedLines: ReadonlyMap<number, string | null> = new Map(),
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
  return marketDefs(profile, ratings, kept).map((def) => {
    const fair = fairProbabilities(profile, ratings, { score, remaining }, def.kind, lineValue(def));
    const noise = fair.map((_, i) => normal(seed, m.id, round, def.index, i));
    const quoted = quote(withDrift(fair, noise));
    const types = outcomeTypes(def.kind, profile.hasDraw);
    const names = optionNames(def, profile.hasDraw, teams);
    return {
      ...def,
      options: types.map((ty, i) => ({ outcomeType: ty, name: names[i]!, ...quoted[i]! })),
    };
  });
}
