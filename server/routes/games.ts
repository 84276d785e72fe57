/**
 * The game hall calls (SPEC §7 "Games"): tabs, games by tab (v1 offset, v2 cursor), banners, providers,
 * favourites, search, recents, first-open games, the wallet token and the launch of a game; the cover art;
 * and, for external providers, the seamless-wallet callbacks and the local fake provider.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { EndpointName } from '../../core/contract/endpoints';
import type { Game, GameRef } from '../../core/contract/schemas/games';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { gameFavorites, gameRecents } from '../db/schema-games';
import { COVER_VERSION, createCatalogue, toGame, type Catalogue } from '../games/catalogue/catalogue';
import { bannerSvg, coverSvg, providerLogoSvg, tabIconSvg } from '../games/catalogue/covers';
import { PROVIDERS } from '../games/catalogue/data';
import type { CatalogueRow } from '../games/catalogue/tabs';
import { findTab } from '../games/catalogue/tabs';
import { createAdapters } from '../games/providers/adapters';
import { registerWalletCallbacks } from '../games/providers/callbacks';
import { registerFakeProvider } from '../games/providers/fake-provider';
import { issueToken } from '../games/providers/tokens';
import { createSeamlessWallet } from '../games/providers/wallet';
import type { RequestContext } from '../http/context';
import { moneyCurrency } from '../http/currency';
import { registerEndpoint } from '../http/envelope';
import { preferredEncoding } from '../http/compress';
import { ApiFailure } from '../http/failure';

/** SPEC §9 page_limit. */
export const DEFAULT_PAGE = 10;
const FIRST_OPEN_COUNT = 8;
const BANNER_GAMES: readonly GameRef[] = [
  { game_platform: 'inhouse', game_id: 'crash' },
  { game_platform: 'pgsoft', game_id: 'jade-lantern-riches' },
  { game_platform: 'pp', game_id: 'skyforge-titans' },
  { game_platform: 'inhouse', game_id: 'slot' },
  { game_platform: 'tada', game_id: 'ocean-hunter-royale' },
];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Art bytes per URL, made once: the SVG and its br / gzip forms (a 3 KB cover is ~1.2 KB in br). The set
 * is bounded by the catalogue (a few hundred URLs), so no eviction.
 */
interface ArtBytes {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const artCache = new Map<string, ArtBytes>();

function sendArt(request: FastifyRequest, reply: FastifyReply, svg: string | undefined) {
  if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const key = request.url.split('?')[0]!;
  let bytes = artCache.get(key);
  if (!bytes) {
    const raw = Buffer.from(svg);
    bytes = {
      raw,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    artCache.set(key, bytes);
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding').type('image/svg+xml');
  if (encoding) return reply.header('content-encoding', encoding).send(bytes[encoding]);
  return reply.send(bytes.raw);
}

const hueOf = (platform: string) => PROVIDERS.find((p) => p.platform === platform)?.hue ?? 210;
const nameOf = (platform: string) => PROVIDERS.find((p) => p.platform === platform)?.name ?? platform;

const sessionUid = (ctx: RequestContext) => ctx.session?.uid;

/** The player's currency: one the brand serves (a named other one is refused: 3006). */
const currencyOf = (ctx: RequestContext): string => moneyCurrency(ctx);

function page<T>(list: T[], offset: number, limit: number) {
  const slice = list.slice(offset, offset + limit);
  return { slice, next: offset + slice.length, hasMore: offset + slice.length < list.length };
}

/** v2 cursor: the position after the last game sent (offset, base36) and the list size it was cut from. */
const encodeCursor = (offset: number) => (offset ? `o${offset.toString(36)}` : '');
function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return 0;
  const m = /^o([0-9a-z]{1,8})$/.exec(cursor);
  return m ? parseInt(m[1]!, 36) : null;
}

export function registerGameRoutes(app: FastifyInstance, db: Db, now: () => number): Catalogue {
  const catalogue = createCatalogue(db, now);
  const adapters = createAdapters();
  const wallet = createSeamlessWallet(db, now);

  async function tabGames(
    tabKey: string,
    subTabKey: string | undefined,
    liveOnly: boolean,
    uid: number | undefined,
  ): Promise<CatalogueRow[]> {
    const found = findTab(tabKey, subTabKey || undefined);
    if (!found)
      throw new ApiFailure(400, DmError.BadRequest, `tab "${tabKey}/${subTabKey ?? ''}" is not a game tab`);
    let list: CatalogueRow[];
    if (tabKey === 'favorites') list = uid ? await catalogue.favorites(uid) : [];
    else if (tabKey === 'recents') list = uid ? await catalogue.recents(uid) : [];
    else list = (await catalogue.rows()).filter(found.sub ? found.sub.match : found.tab.match);
    return liveOnly ? list.filter((g) => g.live) : list;
  }

  async function games(list: CatalogueRow[], uid: number | undefined): Promise<Game[]> {
    const favorites = await catalogue.favoriteKeys(db, uid);
    return list.map((g) => toGame(g, favorites));
  }

  async function existing(ref: GameRef): Promise<CatalogueRow> {
    const game = await catalogue.find(ref.game_platform, ref.game_id);
    if (!game) throw new ApiFailure(400, DmError.GameNotFound, 'This game is not available');
    return game;
  }

  registerEndpoint(app, 'gameTab', async ({ input, ctx }) => ({
    list: await catalogue.tabs(input.live_game === 1, sessionUid(ctx)),
  }));
  registerEndpoint(app, 'gameTabV2', async ({ input, ctx }) => ({
    list: await catalogue.tabs(input.live_game === 1, sessionUid(ctx)),
  }));

  registerEndpoint(app, 'gameByTab', async ({ input, ctx }) => {
    const uid = sessionUid(ctx);
    const list = await tabGames(input.tab_key, input.sub_tab_key, input.live_game === 1, uid);
    const { slice, next, hasMore } = page(list, input.offset ?? 0, input.limit ?? DEFAULT_PAGE);
    return { list: await games(slice, uid), offset: next, has_more: hasMore, total: list.length };
  });

  registerEndpoint(app, 'gameByTabV2', async ({ input, ctx }) => {
    const uid = sessionUid(ctx);
    const offset = decodeCursor(input.cursor);
    if (offset === null)
      throw new ApiFailure(400, DmError.BadRequest, 'cursor is not one this server gave out');
    const list = await tabGames(input.tab_key, input.sub_tab_key, input.live_game === 1, uid);
    const { slice, next, hasMore } = page(list, offset, input.limit ?? DEFAULT_PAGE);
    return {
      list: await games(slice, uid),
      cursor: hasMore ? encodeCursor(next) : '',
      has_more: hasMore,
      total: list.length,
    };
  });

  registerEndpoint(app, 'gameBanner', async () => {
    const list = [];
    for (const ref of BANNER_GAMES) {
      const g = await catalogue.find(ref.game_platform, ref.game_id);
      if (!g) continue;
      list.push({
        game_platform: g.platform,
        game_id: g.gameId,
        game_name: g.name,
        game_cover: toGame(g, new Set()).game_cover,
        game_link: `/game-room?platform=${g.platform}&game_id=${encodeURIComponent(g.gameId)}`,
        banner_image: `/img/game/v1/banner/${g.platform}/${g.gameId}.svg`,
        banner_type: 'game',
      });
    }
    return { list };
  });

  registerEndpoint(app, 'platformList', async () => ({ list: await catalogue.platforms() }));

  registerEndpoint(app, 'favoritesShow', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    let list = await catalogue.favorites(uid);
    if (input.live_game === 1) list = list.filter((g) => g.live);
    const { slice, next, hasMore } = page(list, input.offset ?? 0, input.limit ?? DEFAULT_PAGE);
    return { list: await games(slice, uid), offset: next, has_more: hasMore, total: list.length };
  });

  registerEndpoint(app, 'favoritesAdd', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    await existing(input);
    await db
      .insert(gameFavorites)
      .values({ uid, platform: input.game_platform, gameId: input.game_id })
      .onConflictDoNothing();
    return { is_favorite: true };
  });

  registerEndpoint(app, 'favoritesDel', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    await db
      .delete(gameFavorites)
      .where(
        and(
          eq(gameFavorites.uid, uid),
          eq(gameFavorites.platform, input.game_platform),
          eq(gameFavorites.gameId, input.game_id),
        ),
      );
    return { is_favorite: false };
  });

  registerEndpoint(app, 'gameSearch', async ({ input, ctx }) => {
    const uid = sessionUid(ctx);
    const list = await catalogue.search(input.keyword, input.live_game === 1, input.game_platform);
    const { slice, next, hasMore } = page(list, input.offset ?? 0, input.limit ?? DEFAULT_PAGE);
    return { list: await games(slice, uid), offset: next, has_more: hasMore, total: list.length };
  });

  registerEndpoint(app, 'gameSearchAll', async ({ input, ctx }) => {
    const uid = sessionUid(ctx);
    const list = await catalogue.search(input.keyword, input.live_game === 1);
    const words = input.keyword.toLowerCase().trim();
    const platforms = (await catalogue.platforms()).filter(
      (p) => p.platform_name.toLowerCase().includes(words) || p.game_platform.includes(words),
    );
    return { list: await games(list.slice(0, 30), uid), total: list.length, platforms };
  });

  registerEndpoint(app, 'recentList', async ({ input, ctx }) => {
    const uid = sessionUid(ctx);
    let list = uid ? await catalogue.recents(uid) : [];
    if (input.live_game === 1) list = list.filter((g) => g.live);
    const { slice, next, hasMore } = page(list, input.offset ?? 0, input.limit ?? DEFAULT_PAGE);
    return { list: await games(slice, uid), offset: next, has_more: hasMore, total: list.length };
  });

  registerEndpoint(app, 'firstOpenGames', async ({ input, ctx }) => {
    const rows = (await catalogue.rows()).filter((g) => g.isHot && (input.live_game !== 1 || g.live));
    return { list: await games(rows.slice(0, FIRST_OPEN_COUNT), sessionUid(ctx)) };
  });

  registerEndpoint(app, 'gameUserToken', async ({ input, ctx }) => {
    const { uid } = requireUser(ctx);
    const adapter = adapters.get(input.game_platform);
    if (!adapter?.secret)
      throw new ApiFailure(400, DmError.GameProviderUnavailable, 'This game provider is not available now');
    const issued = await issueToken(
      db,
      { uid, platform: adapter.platform, currency: currencyOf(ctx) },
      now(),
    );
    return { token: issued.token, expire_at: issued.expiresAt };
  });

  async function launch(ref: GameRef, ctx: RequestContext, platformOfPath?: string) {
    const { uid } = requireUser(ctx);
    if (platformOfPath && ref.game_platform !== platformOfPath)
      throw new ApiFailure(400, DmError.GameNotFound, 'This game is not one of this provider');
    const game = await existing(ref);
    const currency = currencyOf(ctx);
    await db
      .insert(gameRecents)
      .values({ uid, platform: game.platform, gameId: game.gameId, playedAt: new Date(now()) })
      .onConflictDoUpdate({
        target: [gameRecents.uid, gameRecents.platform, gameRecents.gameId],
        set: { playedAt: sql`excluded.played_at` },
      });
    // In-house games are played in the game room itself: nothing to frame.
    if (game.platform === 'inhouse') return { launch_url: '', game_name: game.name };
    const adapter = adapters.get(game.platform);
    if (!adapter?.secret)
      throw new ApiFailure(400, DmError.GameProviderUnavailable, 'This game provider is not available now');
    const { token } = await issueToken(
      db,
      { uid, platform: game.platform, currency, gameId: game.gameId },
      now(),
    );
    const lang = ctx.params.lca_lang ?? ctx.brand.defaultLang;
    return {
      launch_url: adapter.launchUrl({ platform: game.platform, gameId: game.gameId, token, currency, lang }),
      // The room's header names the game (one header, one Back button: issue #23).
      game_name: game.name,
    };
  }

  registerEndpoint(app, 'gameLaunch', async ({ input, ctx }) => launch(input, ctx));
  const perProvider: [EndpointName & `launch${string}`, string][] = [
    ['launchPgsoft', 'pgsoft'],
    ['launchPp', 'pp'],
    ['launchTada', 'tada'],
    ['launchSpribe', 'spribe'],
    ['launchBgaming', 'bgaming'],
    ['launchKa', 'ka'],
    ['launchFc', 'fc'],
  ];
  for (const [name, platform] of perProvider)
    registerEndpoint(app, name, async ({ input, ctx }) => launch(input, ctx, platform));

  // ---- Art: covers, banners, provider logos, tab icons (deterministic SVG, cached for a year) ----------
  app.get<{ Params: { platform: string; file: string } }>(
    `/img/game/${COVER_VERSION}/:platform/:file`,
    async (request, reply) => {
      const { platform, file } = request.params;
      const id = file.replace(/\.svg$/, '');
      let svg: string | undefined;
      if (platform === 'provider') {
        const p = PROVIDERS.find((x) => x.platform === id);
        if (p) svg = providerLogoSvg(p.name, p.hue);
      } else if (platform === 'tab') {
        svg = tabIconSvg(id);
      } else {
        const game = file.endsWith('.svg') ? await catalogue.find(platform, id) : undefined;
        if (game) svg = coverSvg(game, hueOf(platform));
      }
      return sendArt(request, reply, svg);
    },
  );
  app.get<{ Params: { platform: string; file: string } }>(
    '/img/game/v1/banner/:platform/:file',
    async (request, reply) => {
      const { platform, file } = request.params;
      const game = file.endsWith('.svg') ? await catalogue.find(platform, file.slice(0, -4)) : undefined;
      return sendArt(request, reply, game && bannerSvg(game, hueOf(platform), nameOf(platform)));
    },
  );

  registerWalletCallbacks(app, adapters, wallet, now);
  registerFakeProvider(
    app,
    adapters,
    async (platform, gameId) => (await catalogue.find(platform, gameId))?.name,
    now,
  );
  return catalogue;
}
