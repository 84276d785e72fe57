/**
 * Games catalogue and provider adapters (SPEC §7 "Games"): issue #7.
 * Spread into the endpoint table by endpoints.ts; kept apart so each area edits its own file.
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

const launch = (platform: string) =>
  endpoint<GameRef, GameLaunch>('POST', `/api/piranha/pg_game/${platform}/launch`);

export const gamesEndpoints = {
  /** getGameHomeTabList: Lobby (with sub tabs), Favorites, Recents, New, Game Providers. */
  gameTab: endpoint<GameTabQuery, GameTabList>('GET', '/api/piranha/pg_game/hall/game_tab'),
  /** getGameList: a tab's games, offset paging. */
  gameByTab: endpoint<GameByTabQuery, GamePage>('GET', '/api/piranha/pg_game/hall/game_by_tab'),
  /** getGameTabList (v2): same tabs; v2 game_by_tab pages with an opaque cursor. */
  gameTabV2: endpoint<GameTabQuery, GameTabList>('GET', '/api/piranha/pg_game/hall/v2/game_tab'),
  gameByTabV2: endpoint<GameByTabV2Query, GameCursorPage>('GET', '/api/piranha/pg_game/hall/v2/game_by_tab'),
  /** getGameBannerList. */
  gameBanner: endpoint<Empty, GameBannerList>('GET', '/api/piranha/pg_game/hall/banner'),
  /** getPlatformList: the providers with their game counts. */
  platformList: endpoint<Empty, GamePlatformList>('GET', '/api/piranha/pg_game/hall/platform_list'),
  favoritesShow: endpoint<PagedQuery, GamePage>('GET', '/api/piranha/pg_game/favorites/show'),
  favoritesAdd: endpoint<GameRef, FavoriteResult>('POST', '/api/piranha/pg_game/favorites/add'),
  favoritesDel: endpoint<GameRef, FavoriteResult>('POST', '/api/piranha/pg_game/favorites/del'),
  /** gameSearch: paged by offset. */
  gameSearch: endpoint<GameSearchQuery, GamePage>('GET', '/api/piranha/pg_game/search'),
  /** gameSearchAll: first games and the matching providers. */
  gameSearchAll: endpoint<GameSearchAllQuery, GameSearchAll>('GET', '/api/piranha/pg_game/search/all'),
  /** The player's last opened games, newest first (empty for a visitor). */
  recentList: endpoint<PagedQuery, GamePage>('GET', '/api/piranha/pg_game/recent_list'),
  /** Games suggested on a first open of the hall. */
  firstOpenGames: endpoint<GameTabQuery, GameList>('GET', '/api/piranha/pg_game/first_open/games'),
  /** getGameUserToken: a signed wallet token for one provider (needs a session). */
  gameUserToken: endpoint<GameTokenQuery, GameToken>('GET', '/api/piranha/game/base/user/token/get'),
  /** Launch any game (the game room's call): the URL to show in an iframe; records a recent. */
  gameLaunch: endpoint<GameRef, GameLaunch>('POST', '/api/piranha/pg_game/launch'),
  /** The same launch under each provider's own path (SPEC §7: "launch endpoints per game provider"). */
  launchPgsoft: launch('pgsoft'),
  launchPp: launch('pp'),
  launchTada: launch('tada'),
  launchSpribe: launch('spribe'),
  launchBgaming: launch('bgaming'),
  launchKa: launch('ka'),
  launchFc: launch('fc'),
} as const;
