/**
 * Names of the options of the deeper markets (core/sport/market-kinds), built from the outcome type, the
 * market's line and the team names with the words of one language. The feed stores the English name; the
 * server names options again at read time in the reader's language (server/sport/market-names.ts).
 */
import { K, TY } from './market-kinds';
import { formatLine } from './markets';

export interface OptionWords {
  draw: string;
  over: string;
  under: string;
  yes: string;
  no: string;
  odd: string;
  even: string;
  anyOther: string;
  /** "By {n}: {team}" (winning margin; the number first, so a cut-off team name still reads); `{n}` may be "3+". */
  winBy: string;
}

export const EN_OPTION_WORDS: OptionWords = {
  draw: 'Draw',
  over: 'Over',
  under: 'Under',
  yes: 'Yes',
  no: 'No',
  odd: 'Odd',
  even: 'Even',
  anyOther: 'Any other',
  winBy: 'By {n}: {team}',
};

/** Kinds whose home/away options carry the line as a handicap ("Team -1.5"). */
const HANDICAP_KINDS: ReadonlySet<number> = new Set([3, K.firstHalfSpread, K.gamesHandicap]);

/** A depth option's name; null when the type is not one of the depth types (the caller keeps the stored one). */
export function optionLabel(
  marketType: number,
  ty: number,
  line: string | null,
  teams: readonly [string, string],
  w: OptionWords = EN_OPTION_WORDS,
): string {
  const k = marketType % 1000;
  const side = (s: number) => (s === TY.home ? teams[0] : s === TY.away ? teams[1] : w.draw);
  if (ty === TY.home || ty === TY.away) {
    const name = side(ty);
    if (!HANDICAP_KINDS.has(k) || line === null) return name;
    const home = Number(line);
    const value = ty === TY.home ? home : -home;
    return `${name} ${Number.isInteger(value * 2) ? formatLine(value, true) : (value > 0 ? '+' : '') + String(value)}`;
  }
  if (ty === TY.draw) return w.draw;
  if (ty === TY.over) return `${w.over} ${line ?? ''}`.trim();
  if (ty === TY.under) return `${w.under} ${line ?? ''}`.trim();
  if (ty === TY.yes) return w.yes;
  if (ty === TY.no) return w.no;
  if (ty === TY.odd) return w.odd;
  if (ty === TY.even) return w.even;
  if (ty === TY.homeOrDraw) return `${teams[0]} / ${w.draw}`;
  if (ty === TY.homeOrAway) return `${teams[0]} / ${teams[1]}`;
  if (ty === TY.drawOrAway) return `${w.draw} / ${teams[1]}`;
  if (ty === TY.otherScore) return w.anyOther;
  if (ty >= TY.scoreBase && ty < TY.otherScore) {
    const n = ty - TY.scoreBase;
    return `${Math.floor(n / 10)}-${n % 10}`;
  }
  if (ty > TY.htftBase && ty < TY.homeByBase) {
    // The 1 / X / 2 notation every bettor reads: two team names would not fit a third of a phone's width.
    const code = (s: number) => (s === TY.home ? '1' : s === TY.away ? '2' : 'X');
    const n = ty - TY.htftBase;
    return `${code(Math.floor(n / 10))}/${code(n % 10)}`;
  }
  if (ty > TY.homeByBase && ty < TY.awayByBase + 10) {
    const home = ty < TY.awayByBase;
    const n = ty - (home ? TY.homeByBase : TY.awayByBase);
    const label = n >= 3 ? `${n}+` : String(n);
    return w.winBy.replace('{team}', home ? teams[0] : teams[1]).replace('{n}', label);
  }
  return String(ty);
}
