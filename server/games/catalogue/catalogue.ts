/**
 * The hall's reads. The catalogue is small (a few hundred games at most), the same for every player and
 * read on every lobby scroll, so it is held in memory and re-read from the `games` table every 30 s (an
 * operator's edit shows within that); per-player rows (favourites, recents) are read from the database.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Game, GamePlatform, GameTab } from '../../../core/contract/schemas/games';
import type { Db, DbOrTx } from '../../db/database';
import { gameFavorites, gameRecents, games } from '../../db/schema-games';
import { PROVIDERS } from './data';
import { TABS, type CatalogueRow } from './tabs';

export const CATALOGUE_TTL_MS = 30_000;
/** Bump when the cover art changes: the URL is cached for a year. */
export const COVER_VERSION = 'v2';

export const coverUrl = (platform: string, gameId: string) =>
  `/img/game/${COVER_VERSION}/${platform}/${gameId}.svg`;
export const providerLogoUrl = (platform: string) => `/img/game/${COVER_VERSION}/provider/${platform}.svg`;

export const platformName = (platform: string) =>
  PROVIDERS.find((p) => p.platform === platform)?.name ?? platform;

const gameKey = (platform: string, gameId: string) => `${platform}/${gameId}`;

export function toGame(row: CatalogueRow, favorites: ReadonlySet<string>): Game {
  return {
    game_platform: row.platform,
    game_id: row.gameId,
    game_name: row.name,
    game_cover: coverUrl(row.platform, row.gameId),
    platform_name: platformName(row.platform),
    category: row.category,
    rtp: row.rtp,
    is_hot: row.isHot,
    is_new: row.isNew,
    live_game: row.live,
    is_favorite: favorites.has(gameKey(row.platform, row.gameId)),
  };
}

/** Case- and accent-insensitive text for search. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Catalogue {
  /** Enabled games in hall order (popularity, platform, id). */
  rows(): Promise<CatalogueRow[]>;
  find(platform: string, gameId: string): Promise<CatalogueRow | undefined>;
  favoriteKeys(db: DbOrTx, uid: number | undefined): Promise<Set<string>>;
  tabs(liveOnly: boolean, uid: number | undefined): Promise<GameTab[]>;
  platforms(): Promise<GamePlatform[]>;
  search(keyword: string, liveOnly: boolean, platform?: string): Promise<CatalogueRow[]>;
  favorites(uid: number): Promise<CatalogueRow[]>;
  recents(uid: number): Promise<CatalogueRow[]>;
  /** Drops the in-memory copy (tests, operator tools). */
  invalidate(): void;
}

/** Every catalogue made on a database, so an operator's switch drops each copy (games and games-more). */
const dropsByDb = new WeakMap<Db, Set<() => void>>();

/**
 * Drops the in-memory copies of this process (the console's games switch). Other processes of a cluster
 * re-read within CATALOGUE_TTL_MS.
 */
export function invalidateCatalogues(db: Db): void {
  for (const drop of dropsByDb.get(db) ?? []) drop();
}

export function createCatalogue(db: Db, now: () => number): Catalogue {
  let cached: { at: number; rows: CatalogueRow[]; byKey: Map<string, CatalogueRow> } | null = null;
  const drops = dropsByDb.get(db) ?? new Set<() => void>();
  dropsByDb.set(db, drops);
  drops.add(() => {
    cached = null;
  });
  let loading: Promise<CatalogueRow[]> | null = null;

  async function load(): Promise<CatalogueRow[]> {
    const rows = await db
      .select({
        platform: games.platform,
        gameId: games.gameId,
        name: games.name,
        category: games.category,
        rtp: games.rtp,
        isHot: games.isHot,
        isNew: games.isNew,
        live: games.live,
        popularity: games.popularity,
      })
      .from(games)
      .where(eq(games.enabled, true))
      .orderBy(asc(games.popularity), asc(games.platform), asc(games.gameId));
    cached = { at: now(), rows, byKey: new Map(rows.map((r) => [gameKey(r.platform, r.gameId), r])) };
    return rows;
  }

  async function rows(): Promise<CatalogueRow[]> {
    if (cached && now() - cached.at < CATALOGUE_TTL_MS) return cached.rows;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function byKeys(keys: { platform: string; gameId: string }[]): Promise<CatalogueRow[]> {
    await rows();
    const map = cached!.byKey;
    return keys.flatMap((k) => map.get(gameKey(k.platform, k.gameId)) ?? []);
  }

  async function favorites(uid: number) {
    const keys = await db
      .select({ platform: gameFavorites.platform, gameId: gameFavorites.gameId })
      .from(gameFavorites)
      .where(eq(gameFavorites.uid, uid))
      .orderBy(desc(gameFavorites.createdAt), asc(gameFavorites.platform), asc(gameFavorites.gameId));
    return byKeys(keys);
  }

  async function recents(uid: number) {
    const keys = await db
      .select({ platform: gameRecents.platform, gameId: gameRecents.gameId })
      .from(gameRecents)
      .where(eq(gameRecents.uid, uid))
      .orderBy(desc(gameRecents.playedAt))
      .limit(60);
    return byKeys(keys);
  }

  return {
    rows,
    async find(platform, gameId) {
      await rows();
      return cached!.byKey.get(gameKey(platform, gameId));
    },
    async favoriteKeys(tx, uid) {
      if (!uid) return new Set();
      const list = await tx
        .select({ platform: gameFavorites.platform, gameId: gameFavorites.gameId })
        .from(gameFavorites)
        .where(eq(gameFavorites.uid, uid));
      return new Set(list.map((f) => gameKey(f.platform, f.gameId)));
    },
    async tabs(liveOnly, uid) {
      const list = (await rows()).filter((g) => !liveOnly || g.live);
      const userCount = async (table: typeof gameFavorites | typeof gameRecents) => {
        if (!uid) return 0;
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(and(eq(table.uid, uid)));
        return row?.n ?? 0;
      };
      const counts = { favorites: await userCount(gameFavorites), recents: await userCount(gameRecents) };
      return TABS.map((tab) => ({
        tab_title: tab.title,
        tab_key: tab.key,
        tab_icon: `/img/game/${COVER_VERSION}/tab/${tab.key}.svg`,
        num:
          tab.key === 'favorites' || tab.key === 'recents' ? counts[tab.key] : list.filter(tab.match).length,
        category: tab.category,
        sub_tab: tab.subTabs
          .map((sub) => ({
            tab_title: sub.title,
            tab_key: sub.key,
            tab_icon:
              tab.key === 'providers'
                ? providerLogoUrl(sub.key)
                : `/img/game/${COVER_VERSION}/tab/${sub.key}.svg`,
            num: list.filter(sub.match).length,
            category: sub.category,
          }))
          // On /live only the sub tabs that have live games are offered.
          .filter((sub) => !liveOnly || sub.num > 0),
      }));
    },
    async platforms() {
      const list = await rows();
      return PROVIDERS.map((p) => ({
        game_platform: p.platform,
        platform_name: p.name,
        logo: providerLogoUrl(p.platform),
        num: list.filter((g) => g.platform === p.platform).length,
      }));
    },
    async search(keyword, liveOnly, platform) {
      const words = fold(keyword).split(/\s+/).filter(Boolean);
      const list = await rows();
      return list.filter((g) => {
        if (liveOnly && !g.live) return false;
        if (platform && g.platform !== platform) return false;
        const text = fold(`${g.name} ${platformName(g.platform)} ${g.platform}`);
        return words.every((w) => text.includes(w));
      });
    },
    favorites,
    recents,
    invalidate() {
      cached = null;
    },
  };
}
