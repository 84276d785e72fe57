import { t } from '@lingui/core/macro';
import * as endpoints from '../../../core/contract/endpoints-games';
import type { Game, GameRef } from '../../../core/contract/schemas/games';
import { api, quietApi } from '../../platform/api';

/** SPEC §9 page size of the hall: four rows of three covers. */
export const PAGE_SIZE = 12;

/** Opening any game goes to the game room (in-house and external alike). */
export const gameRoomUrl = (g: GameRef) =>
  `/game-room?platform=${encodeURIComponent(g.game_platform)}&game_id=${encodeURIComponent(g.game_id)}`;

export const gameDetailUrl = (g: GameRef) =>
  `/game-detail?platform=${encodeURIComponent(g.game_platform)}&game_id=${encodeURIComponent(g.game_id)}`;

/** A page of games, whatever the source: the hall's tabs (v2 cursor), search, favourites, recents. */
export type GameSource =
  | { kind: 'tab'; tab_key: string; sub_tab_key?: string; live?: boolean }
  | { kind: 'search'; keyword: string; live?: boolean }
  /** `v` changes when the page knows the list changed (a heart taken off on this tab): it loads again. */
  | { kind: 'favorites'; v?: number }
  | { kind: 'recents' };

export interface GamePageResult {
  list: Game[];
  next: string;
  hasMore: boolean;
  total: number;
}

export async function loadGames(source: GameSource, after: string): Promise<GamePageResult> {
  const live = 'live' in source && source.live ? { live_game: 1 as const } : {};
  if (source.kind === 'tab') {
    const page = await quietApi.call(endpoints.gameByTabV2, {
      tab_key: source.tab_key,
      ...(source.sub_tab_key ? { sub_tab_key: source.sub_tab_key } : {}),
      ...(after ? { cursor: after } : {}),
      limit: PAGE_SIZE,
      ...live,
    });
    return { list: page.list, next: page.cursor, hasMore: page.has_more, total: page.total };
  }
  const paged = { offset: Number(after) || 0, limit: PAGE_SIZE };
  const page =
    source.kind === 'search'
      ? await quietApi.call(endpoints.gameSearch, { keyword: source.keyword, ...paged, ...live })
      : await quietApi.call(
          source.kind === 'favorites' ? endpoints.favoritesShow : endpoints.recentList,
          paged,
        );
  return { list: page.list, next: String(page.offset), hasMore: page.has_more, total: page.total };
}

export const setFavorite = (g: GameRef, on: boolean) =>
  api.call(on ? endpoints.favoritesAdd : endpoints.favoritesDel, {
    game_platform: g.game_platform,
    game_id: g.game_id,
  });

/** The hall's tab names in the page's language (the server's title is the fallback). */
export function tabTitle(key: string, fallback: string): string {
  switch (key) {
    case 'lobby':
      return t`Lobby`;
    case 'favorites':
      return t`Favorites`;
    case 'recents':
      return t`Recents`;
    case 'new':
      return t`New`;
    case 'providers':
      return t`Game Providers`;
    case 'popular':
      return t`Popular`;
    case 'slots':
      return t`Slots`;
    case 'mini':
      return t`Mini`;
    case 'fishing':
      return t`Fishing`;
    case 'bingo':
      return t`Bingo`;
    case 'table':
      return t`Table Game`;
    default:
      return fallback;
  }
}
