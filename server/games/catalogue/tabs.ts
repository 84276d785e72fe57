/**
 * The hall's tabs (SPEC §2 "Casino home tabs") and which catalogue games each shows. Titles are English
 * here; the page shows its own translation by tab_key and falls back to this title.
 */
import { PROVIDERS } from './data';

export interface CatalogueRow {
  platform: string;
  gameId: string;
  name: string;
  category: string;
  rtp: number;
  isHot: boolean;
  isNew: boolean;
  live: boolean;
  popularity: number;
}

export interface SubTabDef {
  key: string;
  title: string;
  category: string;
  match: (g: CatalogueRow) => boolean;
}

export interface TabDef {
  key: string;
  title: string;
  /** 'lobby' | 'user' (needs a session: favorites, recents) | 'new' | 'provider' */
  category: string;
  subTabs: SubTabDef[];
  /** Games of the tab without a sub tab (user tabs read the player's rows instead). */
  match: (g: CatalogueRow) => boolean;
}

const all = () => true;

export const LOBBY_SUB_TABS: SubTabDef[] = [
  { key: 'popular', title: 'Popular', category: 'popular', match: (g) => g.isHot },
  { key: 'slots', title: 'Slots', category: 'slots', match: (g) => g.category === 'slots' },
  {
    key: 'mini',
    title: 'Mini',
    category: 'mini',
    match: (g) => g.category === 'mini' || g.category === 'crash',
  },
  { key: 'fishing', title: 'Fishing', category: 'fishing', match: (g) => g.category === 'fishing' },
  { key: 'bgaming', title: 'BGaming', category: 'provider', match: (g) => g.platform === 'bgaming' },
  { key: 'fachai', title: 'FA CHAI', category: 'provider', match: (g) => g.platform === 'fc' },
  { key: 'bingo', title: 'Bingo', category: 'bingo', match: (g) => g.category === 'bingo' },
  {
    key: 'table',
    title: 'Table Game',
    category: 'table',
    match: (g) => g.category === 'table' || g.category === 'live',
  },
  { key: 'new', title: 'New', category: 'new', match: (g) => g.isNew },
];

export const PROVIDER_SUB_TABS: SubTabDef[] = PROVIDERS.map((p) => ({
  key: p.platform,
  title: p.name,
  category: 'provider',
  match: (g: CatalogueRow) => g.platform === p.platform,
}));

export const TABS: TabDef[] = [
  { key: 'lobby', title: 'Lobby', category: 'lobby', subTabs: LOBBY_SUB_TABS, match: all },
  { key: 'favorites', title: 'Favorites', category: 'user', subTabs: [], match: all },
  { key: 'recents', title: 'Recents', category: 'user', subTabs: [], match: all },
  { key: 'new', title: 'New', category: 'new', subTabs: [], match: (g) => g.isNew },
  { key: 'providers', title: 'Game Providers', category: 'provider', subTabs: PROVIDER_SUB_TABS, match: all },
];

export function findTab(
  tabKey: string,
  subTabKey: string | undefined,
): { tab: TabDef; sub?: SubTabDef } | null {
  const tab = TABS.find((t) => t.key === tabKey);
  if (!tab) return null;
  if (!subTabKey) return { tab };
  const sub = tab.subTabs.find((s) => s.key === subTabKey);
  return sub ? { tab, sub } : null;
}
