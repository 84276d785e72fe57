/**
 * Which markets a match offers, and under which ids. Index 0 is always the sport's main market (SPEC §9)
 * and index 1 the main total, as the seed lays them out; the feed adds the rest. Lines are half lines so
 * nothing is void, chosen around the expected score so both sides are worth quoting.
 */
import { expectedScores, outcomeTypes, type MarketKind, type Ratings } from './pricing';
import type { SportProfile } from './profiles';

export interface MarketDef {
  /** Position of the market in the match: ids are matchId*10 + index, so at most 10. */
  index: number;
  type: number;
  kind: MarketKind;
  /** As shown (`li`): "2.5", "-1.5"; null for the winner market. */
  line: string | null;
}

/** "+1.5" / "-1.5" / "2.5": handicaps carry their sign, totals do not. */
export function formatLine(value: number, signed: boolean): string {
  const text = value.toFixed(1);
  return signed && value > 0 ? `+${text}` : text;
}

const halfLine = (x: number) => Math.floor(x) + 0.5;

/**
 * The market list of a match. `existing` maps index -> line of markets already stored (seeded lines are
 * kept, and the other lines of the same type avoid repeating them).
 */
export function marketDefs(
  profile: SportProfile,
  ratings: Ratings,
  existing: ReadonlyMap<number, string | null> = new Map(),
): MarketDef[] {
  const defs: MarketDef[] = [{ index: 0, type: profile.winnerType, kind: 'winner', line: null }];
  const [eh, ea] = expectedScores(profile, ratings);
  const total = (index: number, fallback: string) =>
    defs.push({ index, type: profile.totalType, kind: 'total', line: existing.get(index) ?? fallback });
  if (profile.kind === 'goals') {
    total(1, '2.5');
    const others = ['1.5', '2.5', '3.5', '4.5'].filter((l) => l !== defs[1]!.line);
    total(2, others[0]!);
    total(3, others[1]!);
  } else if (profile.kind === 'points') {
    total(1, formatLine(halfLine(eh + ea), false));
  } else {
    // Sets played: best of 3 -> 2.5, best of 5 -> 3.5.
    total(1, formatLine(profile.setsToWin + 0.5, false));
  }
  if (profile.handicapType !== null) {
    const diff = eh - ea;
    // Goals: the favourite gives 1.5; points: about the expected margin.
    const home =
      profile.kind === 'goals' ? (diff >= 0 ? -1.5 : 1.5) : -halfLine(Math.abs(diff)) * Math.sign(diff || 1);
    defs.push({
      index: defs.length,
      type: profile.handicapType,
      kind: 'handicap',
      line: existing.get(defs.length) ?? formatLine(home, true),
    });
  }
  return defs;
}

/** Option names as the seed writes them: team names, "Draw", "Over 2.5", "Under 2.5", "Team -1.5". */
export function optionNames(def: MarketDef, hasDraw: boolean, teams: readonly [string, string]): string[] {
  const types = outcomeTypes(def.kind, hasDraw);
  return types.map((ty) => {
    if (def.kind === 'total') return `${ty === 4 ? 'Over' : 'Under'} ${def.line}`;
    if (ty === 3) return 'Draw';
    const name = ty === 1 ? teams[0] : teams[1];
    if (def.kind !== 'handicap' || def.line === null) return name;
    const home = Number(def.line);
    return `${name} ${formatLine(ty === 1 ? home : -home, true)}`;
  });
}

/** The line as a number for pricing: totals and home handicaps; 0 for a winner market. */
export const lineValue = (def: Pick<MarketDef, 'line'>): number => (def.line === null ? 0 : Number(def.line));
