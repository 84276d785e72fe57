/**
 * Games catalogue and provider adapters (SPEC §7 "Games"): issue #7.
 * Re-exported into the endpoint table by endpoint-defs.ts; kept apart so each area edits its own file.
 *
 * The spec names the pg_game/hall calls, favorites, search, recent_list, first_open/games and
 * game/base/user/token/get; the exact prefix of those without a full path, the provider list and the launch
 * calls are ours (all under /api/piranha/pg_game/). The seamless-wallet callbacks a provider makes are not
 * part of this table: they speak the provider's protocol (server/games/providers/).
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  FavoriteResult,
  GameBannerList,
  GameByTabQuery,
  GameByTabV2Query,
  GameCursorPage,
  GameLaunch,
  GameList,
  GamePage,
  GamePlatformList,
  GameRef,
  GameSearchAll,
  GameSearchAllQuery,
  GameSearchQuery,
  GameTabList,
  GameTabQuery,
  GameToken,
  GameTokenQuery,
  PagedQuery,
} from './schemas/games';

/*#__NO_SIDE_EFFECTS__*/
function launch(platform: string) {
  return endpoint<GameRef, GameLaunch>('POST', `/api/piranha/pg_game/${platform}/launch`);
}

/** getGameHomeTabList: Lobby (with sub tabs), Favorites, Recents, New, Game Providers. */
export const gameTab = endpoint<GameTabQuery, GameTabList>('GET', '/api/piranha/pg_game/hall/game_tab');
/** getGameList: a tab's games, offset paging. */
export const gameByTab = endpoint<GameByTabQuery, GamePage>('GET', '/api/piranha/pg_game/hall/game_by_tab');
/** getGameTabList (v2): same tabs; v2 game_by_tab pages with an opaque cursor. */
export const gameTabV2 = endpoint<GameTabQuery, GameTabList>('GET', '/api/piranha/pg_game/hall/v2/game_tab');
export const gameByTabV2 = endpoint<GameByTabV2Query, GameCursorPage>(
  'GET',
  '/api/piranha/pg_game/hall/v2/game_by_tab',
);
/** getGameBannerList. */
export const gameBanner = endpoint<Empty, GameBannerList>('GET', '/api/piranha/pg_game/hall/banner');
/** getPlatformList: the providers with their game counts. */
export const platformList = endpoint<Empty, GamePlatformList>(
  'GET',
  '/api/piranha/pg_game/hall/platform_list',
);
export const favoritesShow = endpoint<PagedQuery, GamePage>('GET', '/api/piranha/pg_game/favorites/show');
export const favoritesAdd = endpoint<GameRef, FavoriteResult>('POST', '/api/piranha/pg_game/favorites/add');
export const favoritesDel = endpoint<GameRef, FavoriteResult>('POST', '/api/piranha/pg_game/favorites/del');
/** gameSearch: paged by offset. */
export const gameSearch = endpoint<GameSearchQuery, GamePage>('GET', '/api/piranha/pg_game/search');
/** gameSearchAll: first games and the matching providers. */
export const gameSearchAll = endpoint<GameSearchAllQuery, GameSearchAll>(
  'GET',
  '/api/piranha/pg_game/search/all',
);
/** The player's last opened games, newest first (empty for a visitor). */
export const recentList = endpoint<PagedQuery, GamePage>('GET', '/api/piranha/pg_game/recent_list');
/** Games suggested on a first open of the hall. */
export const firstOpenGames = endpoint<GameTabQuery, GameList>(
  'GET',
  '/api/piranha/pg_game/first_open/games',
);
/** getGameUserToken: a signed wallet token for one provider (needs a session). */
export const gameUserToken = endpoint<GameTokenQuery, GameToken>(
  'GET',
  '/api/piranha/game/base/user/token/get',
);
/** Launch any game (the game room's call): the URL to show in an iframe; records a recent. */
export const gameLaunch = endpoint<GameRef, GameLaunch>('POST', '/api/piranha/pg_game/launch');
/** The same launch under each provider's own path (SPEC §7: "launch endpoints per game provider"). */
export const launchPgsoft = launch('pgsoft');
export const launchPp = launch('pp');
export const launchTada = launch('tada');
export const launchSpribe = launch('spribe');
export const launchBgaming = launch('bgaming');
export const launchKa = launch('ka');
export const launchFc = launch('fc');
