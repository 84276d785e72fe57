import { Type, type Static } from '@sinclair/typebox';
import { ListOf } from './common';

/**
 * The game hall (SPEC §3 "Game tabs", "Game banner", §7 "Games"). A game is named by the pair
 * (game_platform, game_id): game_platform is the provider family ('pgsoft', 'pp', 'tada', 'spribe',
 * 'bgaming', 'ka', 'fc', or 'inhouse' for our own provably-fair games).
 */
const Platform = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9_]+$' });
const GameId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
/** SPEC §2: /live adds live_game=1 to game requests (only live-dealer games). */
const LiveGame = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]));

export const GameSchema = Type.Object({
  game_platform: Type.String(),
  game_id: Type.String(),
  game_name: Type.String(),
  /** Cover image URL (3:4, 240x320), long-cached. */
  game_cover: Type.String(),
  /** The provider's display name ("PG Soft", "Originals"). */
  platform_name: Type.String(),
  /** Catalogue category: slots, mini, fishing, bingo, table, crash, live. */
  category: Type.String(),
  /** Return to player in hundredths of a percent (9650 = 96.50 %). */
  rtp: Type.Integer(),
  is_hot: Type.Boolean(),
  is_new: Type.Boolean(),
  live_game: Type.Boolean(),
  /** Whether the logged-in player has it in Favorites (always false for a visitor). */
  is_favorite: Type.Boolean(),
});
export type Game = Static<typeof GameSchema>;

export const GameRefSchema = Type.Object({ game_platform: Platform, game_id: GameId });
export type GameRef = Static<typeof GameRefSchema>;

/** SPEC §3 Game tabs: tab_title, tab_key, tab_icon, num, category, sub_tab. */
export const GameSubTabSchema = Type.Object({
  tab_title: Type.String(),
  tab_key: Type.String(),
  tab_icon: Type.String(),
  num: Type.Integer(),
  category: Type.String(),
});
export type GameSubTab = Static<typeof GameSubTabSchema>;
export const GameTabSchema = Type.Object({
  tab_title: Type.String(),
  tab_key: Type.String(),
  tab_icon: Type.String(),
  num: Type.Integer(),
  /** 'lobby' (sub tabs are categories), 'user' (favorites, recents: needs a session), 'new', 'provider'. */
  category: Type.String(),
  sub_tab: Type.Array(GameSubTabSchema),
});
export type GameTab = Static<typeof GameTabSchema>;
export const GameTabQuerySchema = Type.Object({ live_game: LiveGame });
export type GameTabQuery = Static<typeof GameTabQuerySchema>;
export const GameTabListSchema = ListOf(GameTabSchema);
export type GameTabList = Static<typeof GameTabListSchema>;

/** v1: offset paging (page_limit 10 by default, SPEC §9). */
export const GameByTabQuerySchema = Type.Object({
  tab_key: Type.String({ minLength: 1, maxLength: 32 }),
  sub_tab_key: Type.Optional(Type.String({ maxLength: 32 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  live_game: LiveGame,
});
export type GameByTabQuery = Static<typeof GameByTabQuerySchema>;
export const GamePageSchema = Type.Object({
  list: Type.Array(GameSchema),
  /** Offset of the next page. */
  offset: Type.Integer(),
  has_more: Type.Boolean(),
  total: Type.Integer(),
});
export type GamePage = Static<typeof GamePageSchema>;

/** v2: cursor paging (opaque cursor from the previous page). */
export const GameByTabV2QuerySchema = Type.Object({
  tab_key: Type.String({ minLength: 1, maxLength: 32 }),
  sub_tab_key: Type.Optional(Type.String({ maxLength: 32 })),
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  live_game: LiveGame,
});
export type GameByTabV2Query = Static<typeof GameByTabV2QuerySchema>;
export const GameCursorPageSchema = Type.Object({
  list: Type.Array(GameSchema),
  cursor: Type.String(),
  has_more: Type.Boolean(),
  total: Type.Integer(),
});
export type GameCursorPage = Static<typeof GameCursorPageSchema>;

/** SPEC §3 Game banner. banner_type: 'game' opens the game, 'link' follows game_link. */
export const GameBannerSchema = Type.Object({
  game_platform: Type.String(),
  game_id: Type.String(),
  game_name: Type.String(),
  game_cover: Type.String(),
  game_link: Type.String(),
  banner_image: Type.String(),
  banner_type: Type.String(),
});
export type GameBanner = Static<typeof GameBannerSchema>;
export const GameBannerListSchema = ListOf(GameBannerSchema);
export type GameBannerList = Static<typeof GameBannerListSchema>;

export const PagedQuerySchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  live_game: LiveGame,
});
export type PagedQuery = Static<typeof PagedQuerySchema>;

export const GameSearchQuerySchema = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 64 }),
  game_platform: Type.Optional(Type.String({ maxLength: 32 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  live_game: LiveGame,
});
export type GameSearchQuery = Static<typeof GameSearchQuerySchema>;

/** A provider (getPlatformList): its key, display name, logo and how many games it has here. */
export const GamePlatformSchema = Type.Object({
  game_platform: Type.String(),
  platform_name: Type.String(),
  logo: Type.String(),
  num: Type.Integer(),
});
export type GamePlatform = Static<typeof GamePlatformSchema>;
export const GamePlatformListSchema = ListOf(GamePlatformSchema);
export type GamePlatformList = Static<typeof GamePlatformListSchema>;

/** gameSearchAll: matching games (first page) and matching providers. */
export const GameSearchAllQuerySchema = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 64 }),
  live_game: LiveGame,
});
export type GameSearchAllQuery = Static<typeof GameSearchAllQuerySchema>;
export const GameSearchAllSchema = Type.Object({
  list: Type.Array(GameSchema),
  total: Type.Integer(),
  platforms: Type.Array(GamePlatformSchema),
});
export type GameSearchAll = Static<typeof GameSearchAllSchema>;

export const GameListSchema = ListOf(GameSchema);
export type GameList = Static<typeof GameListSchema>;

export const FavoriteResultSchema = Type.Object({ is_favorite: Type.Boolean() });
export type FavoriteResult = Static<typeof FavoriteResultSchema>;

/** game/base/user/token/get: a short-lived signed token a provider's game uses to call our wallet. */
export const GameTokenQuerySchema = Type.Object({ game_platform: Platform });
export type GameTokenQuery = Static<typeof GameTokenQuerySchema>;
export const GameTokenSchema = Type.Object({
  token: Type.String(),
  /** Epoch milliseconds. */
  expire_at: Type.Integer(),
});
export type GameToken = Static<typeof GameTokenSchema>;

/** Launch: the URL the game room shows in an iframe. */
export const GameLaunchSchema = Type.Object({
  launch_url: Type.String(),
  /** The game's name, for the room's header (an addition to SPEC's answer). */
  game_name: Type.Optional(Type.String()),
});
export type GameLaunch = Static<typeof GameLaunchSchema>;
