/**
 * The bet builder's price on the server: the picks are read from the catalogue (quotes.ts loadSelections,
 * as every placement reads them), the match's state from its row (score, periods, time left, as the feed
 * last wrote it), and the joint price from the same model the feed prices with (core/sport: the ratings of
 * the feed's seed, the score table of the state) through core/bets/builder.ts. So a builder quote moves
 * with the match exactly as the feed's own prices do, and settles by the same rules.
 */
import { eq } from 'drizzle-orm';
import { priceBuilder, builderWinProbability, type BuilderLeg } from '../../core/bets/builder';
import { combinedOddsMilli } from '../../core/bets/returns';
import type { BuilderRefusalCode } from '../../core/contract/schemas/bets-builder';
import type { SelectionRef } from '../../core/contract/schemas/bets';
import { scoreTable } from '../../core/sport/depth';
import { parsePeriods } from '../../core/sport/market-kinds';
import { profileOf, ratingsOf, remainingShare, type MatchInfo } from '../../core/sport/play';
import type { Cell } from '../../core/sport/scenarios';
import type { DbOrTx } from '../db/database';
import { matches, MatchStatus } from '../db/schema';
import { storedState } from '../feed/match-step';
import type { StoredMatch } from '../feed/store';
import { isBettable, loadSelections, selectionOf, type SelectionState } from './quotes';

export type BuilderQuoteResult =
  | { ok: true; oddsMilli: number; probability: number; naiveMilli: number; legs: SelectionState[] }
  | { ok: false; reason: BuilderRefusalCode; leg?: number };

/** The refusal as an English sentence (error_msg; the client shows its own text by reason). */
export const BUILDER_REASONS: Record<BuilderRefusalCode, string> = {
  too_few: 'Pick at least two selections for a bet builder.',
  too_many: 'A bet builder takes at most six selections.',
  sport: 'Bet builder is not offered for this sport.',
  market: 'This market cannot be combined in a bet builder.',
  same_market: 'Only one selection per market can be combined.',
  contradictory: 'These selections cannot all win together.',
  redundant: 'This selection is already implied by the others and would not change the price.',
  odds_low: 'The combined odds are too low for a bet builder.',
  odds_high: 'The combined odds are above the maximum for a bet builder.',
  closed: 'This selection is not open for betting right now.',
  other_match: 'All bet builder selections must come from the same match.',
};

/** The model's table of final scores for a match row now; null for a sport priced without a table. */
export async function matchCells(
  db: DbOrTx,
  seed: number,
  matchId: number,
  nowMs: number,
): Promise<Cell[] | null> {
  const [m] = await db.select().from(matches).where(eq(matches.id, matchId)).limit(1);
  if (!m) return null;
  const info: MatchInfo = {
    id: m.id,
    sportId: m.sportId,
    leagueId: m.leagueId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    beginMs: m.beginAt.getTime(),
  };
  const profile = profileOf(info);
  if (profile.kind === 'points') return null;
  const row = {
    ...info,
    status: m.status,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    clockPeriod: m.clockPeriod,
    clockAtMs: m.clockAt?.getTime() ?? null,
    periodScores: m.periodScores,
  } as StoredMatch;
  const state = storedState(row);
  const remaining = m.status === MatchStatus.NotStarted ? 1 : remainingShare(seed, info, state, nowMs);
  return scoreTable(profile, ratingsOf(seed, info), {
    score: [m.homeScore, m.awayScore],
    remaining,
    periods: parsePeriods(m.periodScores) ?? [],
  });
}

export const builderLegOf = (s: { marketType: number; line: string | null; ty: number }): BuilderLeg => ({
  marketType: s.marketType,
  line: s.line,
  ty: s.ty,
});

/** Quote a builder of `refs` on `matchId` as it stands now. */
export async function quoteBuilder(
  db: DbOrTx,
  seed: number,
  nowMs: number,
  matchId: number,
  refs: readonly SelectionRef[],
): Promise<BuilderQuoteResult> {
  const states = await loadSelections(
    db,
    refs.map((r) => r.marketId),
  );
  const legs: SelectionState[] = [];
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i]!;
    if (ref.matchId !== matchId) return { ok: false, reason: 'other_match', leg: i };
    const s = selectionOf(states, ref);
    if (!s) return { ok: false, reason: 'other_match', leg: i };
    if (!isBettable(s)) return { ok: false, reason: 'closed', leg: i };
    legs.push(s);
  }
  const cells = legs.length >= 2 ? await matchCells(db, seed, matchId, nowMs) : [];
  const q = priceBuilder(cells, legs.map(builderLegOf));
  if (!q.ok)
    return q.leg === undefined
      ? { ok: false, reason: q.reason }
      : { ok: false, reason: q.reason, leg: q.leg };
  return {
    ok: true,
    oddsMilli: q.oddsMilli,
    probability: q.probability,
    naiveMilli: combinedOddsMilli(legs.map((l) => l.oddsMilli)),
    legs,
  };
}

/** Fair probability now that an open builder's legs all win (cash-out); null when it cannot be valued. */
export async function builderProbabilityNow(
  db: DbOrTx,
  seed: number,
  nowMs: number,
  matchId: number,
  legs: readonly BuilderLeg[],
): Promise<number | null> {
  return builderWinProbability(await matchCells(db, seed, matchId, nowMs), legs);
}
