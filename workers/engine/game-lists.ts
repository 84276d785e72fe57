/**
 * Game lists as topics see them: a hall tab (cursor pages) or a search, favourites or recents (offset pages),
 * each game keyed by platform and id (ids repeat across providers). Shared by the lobby's topics (first
 * screen) and the player's favourites (player-topics.ts).
 */
import * as endpoints from '../../core/contract/endpoints-games';
import type { Game } from '../../core/contract/schemas/games';
import type { GameListData, GameListParams, ListedGame } from '../topics';
import type { Fetch, Loaded } from './topic-defs';

/** SPEC §9 page of the hall: four rows of three covers. */
export const GAME_PAGE = 12;
/** A refresh asks again for every page on screen, up to this many games. */
const MAX_GAMES = 96;

type GameSourceParams = GameListParams | { list: 'favorites' | 'recents'; v?: number };

/** One page of a game list, from its cursor (tabs) or offset (search, favourites, recents). */
async function gamePage(fetch: Fetch, params: GameSourceParams, after: string, limit: number) {
  const live = 'live' in params && params.live ? { live_game: 1 as const } : {};
  if ('kind' in params && params.kind === 'tab') {
    const page = await fetch(endpoints.gameByTabV2, {
      tab_key: params.tab_key,
      ...(params.sub_tab_key ? { sub_tab_key: params.sub_tab_key } : {}),
      ...(after ? { cursor: after } : {}),
      limit,
      ...live,
    });
    return { list: keyed(page.list), next: page.cursor, has_more: page.has_more, total: page.total };
  }
  const paged = { offset: Number(after) || 0, limit };
  const page =
    'kind' in params
      ? await fetch(endpoints.gameSearch, { keyword: params.keyword, ...paged, ...live })
      : await fetch(params.list === 'favorites' ? endpoints.favoritesShow : endpoints.recentList, paged);
  return { list: keyed(page.list), next: String(page.offset), has_more: page.has_more, total: page.total };
}

const keyed = (games: Game[]): ListedGame[] =>
  games.map((g) => ({ ...g, ref: `${g.game_platform}:${g.game_id}` }));

/** Every game on screen again (the pages loaded so far, in one call), so the grid does not shrink. */
export async function loadGameList(
  fetch: Fetch,
  params: GameSourceParams,
  prev: Loaded<GameListData> | undefined,
): Promise<Loaded<GameListData>> {
  const shown = prev?.data.list.length ?? 0;
  const limit = Math.min(Math.max(shown, GAME_PAGE), MAX_GAMES);
  const page = await gamePage(fetch, params, '', limit);
  return { data: { list: page.list, total: page.total, has_more: page.has_more }, meta: { next: page.next } };
}

export async function moreGames(
  fetch: Fetch,
  params: GameSourceParams,
  prev: Loaded<GameListData>,
): Promise<Loaded<GameListData>> {
  if (!prev.data.has_more) return prev;
  const next = typeof prev.meta?.next === 'string' ? prev.meta.next : '';
  const page = await gamePage(fetch, params, next, GAME_PAGE);
  const known = new Set(prev.data.list.map((g) => g.ref));
  const list = [...prev.data.list, ...page.list.filter((g) => !known.has(g.ref))];
  return { data: { list, total: page.total, has_more: page.has_more }, meta: { next: page.next } };
}
