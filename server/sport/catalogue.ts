/**
 * League-level views of the catalogue: getHomeTabData (a category's leagues and live count) and getAzTabInfo
 * (the A-Z filter: every sport with its leagues in alphabetical order). Counts are live and upcoming matches.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { AzTabInfo, HomeTabData, LeagueSummary } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { leagues, MatchStatus, matches, sports } from '../db/schema';
import { contentText } from '../db/seed/content-text';
import type { TabFilter } from './tabs';

interface LeagueCount {
  leagueId: number;
  total: number;
  live: number;
}

export async function leagueCounts(db: DbOrTx): Promise<Map<number, LeagueCount>> {
  const rows = await db
    .select({
      leagueId: matches.leagueId,
      total: sql<number>`count(*)::int`,
      live: sql<number>`(count(*) filter (where ${matches.status} = ${MatchStatus.Live}))::int`,
    })
    .from(matches)
    .where(inArray(matches.status, [MatchStatus.Live, MatchStatus.NotStarted]))
    .groupBy(matches.leagueId);
  return new Map(rows.map((r) => [r.leagueId, { ...r, total: Number(r.total), live: Number(r.live) }]));
}

const byName = (a: LeagueSummary, b: LeagueSummary) =>
  a.na.localeCompare(b.na, 'en', { sensitivity: 'base' });

/**
 * A sport tab shows all its leagues in the operator's order; InPlay, Live and All the leagues with a
 * match they list (Live: live ones), by name. live_count is the tab's live matches.
 */
export async function homeTabData(db: DbOrTx, tabKey: string, filter: TabFilter): Promise<HomeTabData> {
  const [all, counts] = await Promise.all([
    db.select().from(leagues).orderBy(asc(leagues.sportId), asc(leagues.sort)),
    leagueCounts(db),
  ]);
  const summary = (l: (typeof all)[number], live: boolean): LeagueSummary => {
    const c = counts.get(l.id);
    return { id: l.id, na: l.name, sid: l.sportId, count: (live ? c?.live : c?.total) ?? 0 };
  };
  if (filter.kind === 'sport') {
    const mine = all.filter((l) => l.sportId === filter.sportId);
    return {
      tab_key: tabKey,
      leagues: mine.map((l) => summary(l, false)),
      live_count: mine.reduce((n, l) => n + (counts.get(l.id)?.live ?? 0), 0),
    };
  }
  const liveOnly = filter.kind === 'live';
  return {
    tab_key: tabKey,
    leagues: all
      .map((l) => summary(l, liveOnly))
      .filter((l) => l.count > 0)
      .sort(byName),
    live_count: [...counts.values()].reduce((n, c) => n + c.live, 0),
  };
}

export async function azTabInfo(db: DbOrTx, lang: Locale): Promise<AzTabInfo> {
  const [sportRows, leagueRows, counts] = await Promise.all([
    db.select().from(sports).orderBy(asc(sports.sort)),
    db.select().from(leagues),
    leagueCounts(db),
  ]);
  const titles = contentText(lang).sports as Record<string, string>;
  return {
    list: sportRows.map((s) => {
      const list = leagueRows
        .filter((l) => l.sportId === s.id)
        .map((l) => ({ id: l.id, na: l.name, sid: s.id, count: counts.get(l.id)?.total ?? 0 }))
        .filter((l) => l.count > 0)
        .sort(byName);
      return {
        sport_id: s.id,
        title: titles[s.tabKey] ?? s.name,
        icon: `/img/sports/${s.tabKey.toLowerCase()}.svg`,
        count: list.reduce((n, l) => n + l.count, 0),
        leagues: list,
      };
    }),
  };
}
