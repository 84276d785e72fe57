/**
 * Settlement of one leg (SPEC §4 settle results) from the final score, the market and the line, and the
 * payout factor of each result. Lines are read in quarters, so Asian quarter lines (-0.25, 2.75) settle as
 * two half stakes on the neighbouring lines: one half won and one pushed is win-half, one lost and one
 * pushed is lose-half. Whole lines push (equal); half lines never do.
 *
 * Market kinds follow core/sport/profiles.ts: type % 1000 = 7 total, 3 handicap (line = the home side's
 * handicap, as stored), anything else the winner market. Outcome types: 1 home, 2 away, 3 draw, 4 over,
 * 5 under.
 */
import { SettleResult, type SettleResultCode } from '../contract/schemas/bets';
import { isDepthKind, settleDepth, type PeriodScore } from '../sport/market-kinds';
import { THREE_WAY_MARKETS } from '../sport/profiles';

export type MarketKind = 'winner' | 'total' | 'handicap';

export function marketKindOf(marketType: number): MarketKind {
  const k = marketType % 1000;
  return k === 7 ? 'total' : k === 3 ? 'handicap' : 'winner';
}

/** "2.5" / "-1.25" / "+0.75" in quarters (10 / -5 / 3); null when it is not a multiple of 0.25. */
export function lineQuarters(line: string | null | undefined): number | null {
  if (line == null || line.trim() === '') return 0;
  const value = Number(line);
  if (!Number.isFinite(value)) return null;
  const q = value * 4;
  return Math.abs(q - Math.round(q)) < 1e-9 ? Math.round(q) : null;
}

type Half = 'win' | 'push' | 'lose';
const sideOf = (diffQuarters: number): Half =>
  diffQuarters > 0 ? 'win' : diffQuarters < 0 ? 'lose' : 'push';

/** Result of a bet whose selection is ahead by `diffQuarters` (score margin plus line, in quarters). */
export function lineResult(marginQuarters: number, lineQ: number): SettleResultCode {
  if (lineQ % 2 !== 0) {
    // Quarter line: half the stake on each neighbouring line (x.25 -> x.0 and x.5).
    const a = sideOf(marginQuarters + lineQ - 1);
    const b = sideOf(marginQuarters + lineQ + 1);
    return combineHalves(a, b);
  }
  const s = sideOf(marginQuarters + lineQ);
  return s === 'win' ? SettleResult.Win : s === 'lose' ? SettleResult.Lose : SettleResult.Equal;
}

function combineHalves(a: Half, b: Half): SettleResultCode {
  if (a === b) return a === 'win' ? SettleResult.Win : a === 'lose' ? SettleResult.Lose : SettleResult.Equal;
  const pair = new Set([a, b]);
  if (pair.has('win') && pair.has('push')) return SettleResult.WinHalf;
  if (pair.has('lose') && pair.has('push')) return SettleResult.LoseHalf;
  // win + lose cannot happen on neighbouring lines 0.5 apart; count it as a push of the whole stake.
  return SettleResult.Equal;
}

export interface LegOutcomeInput {
  marketType: number;
  line: string | null | undefined;
  /** Outcome type of the selection. */
  ty: number;
  home: number;
  away: number;
  /** The match was cancelled / abandoned: every leg on it is void. */
  cancelled?: boolean;
  /** Score of each period (games per set in tennis), for the period markets of core/sport/market-kinds. */
  periods?: readonly PeriodScore[] | null;
}

/** SPEC §4 settle result of a leg. A selection the market does not know (bad data) is cancelled. */
export function settleLeg(input: LegOutcomeInput): SettleResultCode {
  if (input.cancelled) return SettleResult.Cancel;
  const { home, away, ty } = input;
  const k = input.marketType % 1000;
  if (isDepthKind(k))
    return settleDepth(k, input.line == null ? NaN : Number(input.line), ty, {
      home,
      away,
      periods: input.periods ?? null,
    });
  const kind = marketKindOf(input.marketType);
  if (kind === 'winner') {
    if (ty === 3) return home === away ? SettleResult.Win : SettleResult.Lose;
    if (ty !== 1 && ty !== 2) return SettleResult.Cancel;
    // Level: on a 1X2 market the draw won, so home and away lost; a two-way market (no draw option) pays
    // the stake back.
    if (home === away)
      return THREE_WAY_MARKETS.has(input.marketType) ? SettleResult.Lose : SettleResult.Equal;
    return (ty === 1) === home > away ? SettleResult.Win : SettleResult.Lose;
  }
  const lineQ = lineQuarters(input.line);
  if (lineQ === null) return SettleResult.Cancel;
  if (kind === 'total') {
    const total = (home + away) * 4;
    if (ty === 4) return lineResult(total, -lineQ);
    if (ty === 5) return lineResult(-total, lineQ);
    return SettleResult.Cancel;
  }
  // Handicap: the line is the home side's; the away side has its opposite.
  if (ty === 1) return lineResult((home - away) * 4, lineQ);
  if (ty === 2) return lineResult((away - home) * 4, -lineQ);
  return SettleResult.Cancel;
}

/**
 * The leg's factor on the stake, in 1/2000 units (so halves stay integer): win = odds, lose = 0,
 * equal/cancel = 1 (stake back), win-half = (odds + 1) / 2, lose-half = 1/2. `oddsMilli` is decimal
 * odds x 1000. A leg not settled yet has no factor (null).
 */
export const FACTOR_ONE = 2000;

export function legFactor(result: number, oddsMilli: number): number | null {
  switch (result) {
    case SettleResult.Win:
      return 2 * oddsMilli;
    case SettleResult.Lose:
      return 0;
    case SettleResult.Equal:
    case SettleResult.Cancel:
      return FACTOR_ONE;
    case SettleResult.WinHalf:
      return oddsMilli + 1000;
    case SettleResult.LoseHalf:
      return 1000;
    default:
      return null;
  }
}
