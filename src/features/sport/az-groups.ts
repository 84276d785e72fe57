import type { LeagueSummary } from '../../../core/contract';

export interface LetterGroup {
  letter: string;
  leagues: LeagueSummary[];
}

/**
 * Leagues in alphabetical order (in the player's language), grouped by first letter for the A-Z index.
 * Accents fold into their base letter (É under E); a name not starting with a letter goes under '#', last.
 */
export function letterGroups(leagues: readonly LeagueSummary[], locale: string): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...leagues].sort((a, b) => collator.compare(a.na, b.na));
  const groups = new Map<string, LeagueSummary[]>();
  for (const league of sorted) {
    const first = league.na.trim().normalize('NFD').charAt(0).toLocaleUpperCase(locale);
    const letter = /\p{L}/u.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), league]);
  }
  const out = [...groups].map(([letter, list]) => ({ letter, leagues: list }));
  return [...out.filter((g) => g.letter !== '#'), ...out.filter((g) => g.letter === '#')];
}
