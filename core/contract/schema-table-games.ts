/** JSON schemas of endpoints-games.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as g from './schemas/games';
import type { EndpointSchemas } from './schema-table-types';

const launch = { input: g.GameRefSchema, result: g.GameLaunchSchema };

export const gamesSchemas = {
  gameTab: { input: g.GameTabQuerySchema, result: g.GameTabListSchema },
  gameByTab: { input: g.GameByTabQuerySchema, result: g.GamePageSchema },
  gameTabV2: { input: g.GameTabQuerySchema, result: g.GameTabListSchema },
  gameByTabV2: { input: g.GameByTabV2QuerySchema, result: g.GameCursorPageSchema },
  gameBanner: { input: EmptySchema, result: g.GameBannerListSchema },
  platformList: { input: EmptySchema, result: g.GamePlatformListSchema },
  favoritesShow: { input: g.PagedQuerySchema, result: g.GamePageSchema },
  favoritesAdd: { input: g.GameRefSchema, result: g.FavoriteResultSchema },
  favoritesDel: { input: g.GameRefSchema, result: g.FavoriteResultSchema },
  gameSearch: { input: g.GameSearchQuerySchema, result: g.GamePageSchema },
  gameSearchAll: { input: g.GameSearchAllQuerySchema, result: g.GameSearchAllSchema },
  recentList: { input: g.PagedQuerySchema, result: g.GamePageSchema },
  firstOpenGames: { input: g.GameTabQuerySchema, result: g.GameListSchema },
  gameUserToken: { input: g.GameTokenQuerySchema, result: g.GameTokenSchema },
  gameLaunch: launch,
  launchPgsoft: launch,
  launchPp: launch,
  launchTada: launch,
  launchSpribe: launch,
  launchBgaming: launch,
  launchKa: launch,
  launchFc: launch,
} satisfies Record<string, EndpointSchemas>;
