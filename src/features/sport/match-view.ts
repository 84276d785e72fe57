import type { Match, Market, Option } from '../../../core/contract';
import { readWireClock } from '../../../core/sport/clock';

/**
 * What a match card shows, derived from the wire shape (SPEC §3). Pure, so the rules are tested without a
 * DOM: the main market is the first market group's first market; a market that is not open (ss != 1) or an
 * option with negative odds is shown locked.
 */
export const MATCH_LIVE = 5;

export interface OddsCell {
  key: string;
  matchId: number;
  marketId: number;
  ty: number;
  /** The option's name as the feed sends it: with match, market and ty it names the option on the slip. */
  nm: string;
  label: string;
  odds: number;
  locked: boolean;
}

export function mainMarket(match: Pick<Match, 'mg'>): Market | undefined {
  return match.mg[0]?.mks[0];
}

/** Short labels for the outcome types the main markets use: 1 home, 2 away, 3 draw, 4 over, 5 under. */
function optionLabel(option: Option, line: string | undefined): string {
  switch (option.ty) {
    case 1:
      return '1';
    case 2:
      return '2';
    case 3:
      return 'X';
    case 4:
      return line ? `O ${line}` : 'O';
    case 5:
      return line ? `U ${line}` : 'U';
    default:
      return option.nm;
  }
}

/** Home, draw, away order (1 X 2) whatever order the feed sends; at most three cells. */
const ORDER: Record<number, number> = { 1: 0, 3: 1, 2: 2, 4: 0, 5: 1 };

const rank = (option: Option) => ORDER[option.ty] ?? 9;

/** Runs on every card of every odds tick: no copy or sort when the feed already sends 1 X 2 order. */
export function oddsCells(match: Pick<Match, 'mg' | 'id'>): OddsCell[] {
  const market = mainMarket(match);
  if (!market) return [];
  const open = market.ss === 1;
  let options = market.op;
  for (let i = 1; i < options.length; i++) {
    if (rank(options[i - 1]!) > rank(options[i]!)) {
      options = [...options].sort((a, b) => rank(a) - rank(b));
      break;
    }
  }
  const cells: OddsCell[] = [];
  const count = Math.min(options.length, 3);
  for (let i = 0; i < count; i++) {
    const op = options[i]!;
    cells.push({
      key: `${match.id}-${market.id}-${op.ty}`,
      matchId: match.id,
      marketId: market.id,
      ty: op.ty,
      nm: op.nm,
      label: optionLabel(op, market.li),
      odds: op.od,
      locked: !open || !(op.od > 0),
    });
  }
  return cells;
}

export function isLive(match: Pick<Match, 'ms'>): boolean {
  return match.ms === MATCH_LIVE;
}

/** Live clock (SPEC §3 mc): seconds now, counting up (tp 1) or down (tp -1) while running. */
export function clockSeconds(match: Pick<Match, 'mc'>, elapsedMs: number): number | null {
  return match.mc ? readWireClock(match.mc, elapsedMs) : null;
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function score(match: Pick<Match, 'nsg'>): [number, number] | null {
  const sc = match.nsg[0]?.sc;
  if (!sc || sc.length < 2) return null;
  return [sc[0]!, sc[1]!];
}
