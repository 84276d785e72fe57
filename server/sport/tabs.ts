/**
 * The sport home tabs (SPEC §2): InPlay (default), Live, Soccer, BasketBall, Tennis, plus TableTennis for
 * Spanish-language brands or Volleyball for the Portuguese one (brand.extraSportTab). InPlay and Live list
 * sports as child tabs; a sport tab lists its leagues.
 */
import { asc } from 'drizzle-orm';
import type { HomeTab } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { leagues, sports } from '../db/schema';
import { contentText } from '../db/seed/content-text';

export const MAIN_TAB_KEYS = ['InPlay', 'Live'] as const;
export const BASE_SPORT_TABS = ['Soccer', 'BasketBall', 'Tennis'] as const;

/** `all`: every live and upcoming match, live first, no live cap (the league page asks it with a league_id). */
export type TabFilter =
  { kind: 'inplay' } | { kind: 'live' } | { kind: 'all' } | { kind: 'sport'; sportId: number };

const icon = (key: string, active: boolean) =>
  `/img/sports/${key.toLowerCase()}${active ? '-active' : ''}.svg`;

export async function homeTabs(db: DbOrTx, lang: Locale, extraSportTab: string | null): Promise<HomeTab[]> {
  const text = contentText(lang);
  const sportRows = await db.select().from(sports).orderBy(asc(sports.sort));
  const leagueRows = await db.select().from(leagues).orderBy(asc(leagues.sportId), asc(leagues.sort));
  const titleOf = (key: string) => (text.sports as Record<string, string>)[key] ?? key;
  const sportChildren = sportRows.map((s) => ({
    tab_key: s.tabKey,
    title: titleOf(s.tabKey),
    icon: icon(s.tabKey, false),
    icon_active: icon(s.tabKey, true),
  }));
  const main = MAIN_TAB_KEYS.map((key) => ({
    tab_key: key,
    type: 1,
    title: text.sportTabs[key],
    icon: icon(key, false),
    icon_active: icon(key, true),
    child: sportChildren,
  }));
  const sportKeys: string[] = [...BASE_SPORT_TABS, ...(extraSportTab ? [extraSportTab] : [])];
  const sportTabs = sportKeys.flatMap((key) => {
    const sport = sportRows.find((s) => s.tabKey === key);
    if (!sport) return [];
    return [
      {
        tab_key: key,
        type: 2,
        title: titleOf(key),
        icon: icon(key, false),
        icon_active: icon(key, true),
        child: leagueRows
          .filter((l) => l.sportId === sport.id)
          .map((l) => ({
            league_id: l.id,
            title: l.name,
            icon: icon(key, false),
            icon_active: icon(key, true),
          })),
      },
    ];
  });
  return [...main, ...sportTabs];
}

/** Any sport's tab key is accepted (the InPlay child tabs name them all), not only the brand's top row. */
export async function tabFilter(db: DbOrTx, tabKey: string): Promise<TabFilter | undefined> {
  if (tabKey === 'InPlay') return { kind: 'inplay' };
  if (tabKey === 'Live') return { kind: 'live' };
  if (tabKey === 'All') return { kind: 'all' };
  const rows = await db.select({ id: sports.id, tabKey: sports.tabKey }).from(sports);
  const sport = rows.find((s) => s.tabKey === tabKey);
  return sport ? { kind: 'sport', sportId: sport.id } : undefined;
}
