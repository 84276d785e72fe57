/**
 * A-Z search (/az-filter-search): leagues and live or upcoming matches whose league or team names contain
 * the keyword, ignoring case and accents ("sao paulo" finds "São Paulo", "GREMIO" finds "Grêmio"). Names
 * are folded in JS rather than with PostgreSQL's unaccent, which PGlite does not ship; the league and team
 * tables are small.
 */
import { and, asc, inArray, or } from 'drizzle-orm';
import type { MatchSearch } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { leagues, MatchStatus, matches, teams } from '../db/schema';
import { leagueCounts } from './catalogue';
import { MAX_MATCH_RECORDS } from './cursor';
import { loadMatchViews } from './match-view';
import { rankExpr } from './tab-query';

/** Lower case without diacritics; "ß" and the like fold through NFKD's compatibility forms. */
export const foldName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();

export async function searchMatches(
  db: DbOrTx,
  keyword: string,
  nowMs: number,
  lang: Locale,
): Promise<MatchSearch> {
  const needle = foldName(keyword);
  if (!needle) return { leagues: [], records: [] };
  const [leagueRows, teamRows] = await Promise.all([
    db.select({ id: leagues.id, name: leagues.name, sportId: leagues.sportId }).from(leagues),
    db.select({ id: teams.id, name: teams.name }).from(teams),
  ]);
  const hitLeagues = leagueRows.filter((l) => foldName(l.name).includes(needle));
  const hitTeams = teamRows.filter((t) => foldName(t.name).includes(needle)).map((t) => t.id);
  const leagueIds = hitLeagues.map((l) => l.id);
  const nameHit = [
    ...(leagueIds.length ? [inArray(matches.leagueId, leagueIds)] : []),
    ...(hitTeams.length
      ? [inArray(matches.homeTeamId, hitTeams), inArray(matches.awayTeamId, hitTeams)]
      : []),
  ];
  if (!nameHit.length) return { leagues: [], records: [] };

  const [ids, counts] = await Promise.all([
    db
      .select({ id: matches.id })
      .from(matches)
      .where(and(inArray(matches.status, [MatchStatus.Live, MatchStatus.NotStarted]), or(...nameHit)))
      .orderBy(rankExpr, asc(matches.beginAt), asc(matches.id))
      .limit(MAX_MATCH_RECORDS),
    leagueCounts(db),
  ]);
  return {
    leagues: hitLeagues
      .map((l) => ({ id: l.id, na: l.name, sid: l.sportId, count: counts.get(l.id)?.total ?? 0 }))
      .sort((a, b) => a.na.localeCompare(b.na, 'en', { sensitivity: 'base' })),
    records: await loadMatchViews(
      db,
      ids.map((r) => r.id),
      nowMs,
      lang,
    ),
  };
}
