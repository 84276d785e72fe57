/**
 * The sportsbook calls (SPEC §7 "Sports"): tab list and tab data, the paged match list and its 5 s
 * increment, the 2 s latest odds, by ids / by source / the fb proxy's getList and getMatchDetail, the A-Z
 * tab info and search. Names the server sends (option and market names, sport titles) are in the answer
 * language: lca_lang if it is one of the eight, else the brand's default.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { endpoints } from '../../core/contract/endpoints';
import { schemaTable } from '../../core/contract/schema-table';
import type { BrandConfig } from '../../core/brand/brands';
import type { MatchIds } from '../../core/contract';
import { INT4_MAX } from '../../core/contract/schemas/bounds';
import type { Locale } from '../../core/i18n/locales';
import type { Db } from '../db/database';
import { readBrandSettings } from '../content/store';
import { answerLocale, requestedLocale } from '../content/lang';
import { createAnswerCache } from '../http/answer-cache';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { quietChildLogger } from '../http/quiet-log';
import { azTabInfo, homeTabData } from '../sport/catalogue';
import { decodeCursor } from '../sport/cursor';
import { decodeIncrCursor } from '../sport/incr-cursor';
import { createLiveOdds } from '../sport/live-odds';
import { marketName } from '../sport/market-names';
import { matchIncrement } from '../sport/match-incr';
import { listMatches } from '../sport/match-list';
import { searchMatches } from '../sport/match-search';
import { fbMatchList, matchesByIds, matchesBySource } from '../sport/match-sources';
import { loadMatchViews } from '../sport/match-view';
import { homeTabs, tabFilter } from '../sport/tabs';

/** Polled every 2 s / 5 s by every open client: a line per request at info level would drown the log. */
const HOT_PATHS = new Set([endpoints.latestOdds.path, endpoints.matchListNew.path, endpoints.matchList.path]);

/** As long as a latestOdds row may be cached (live-odds.ts): the answer is no staler than its parts. */
const ODDS_ANSWER_TTL_MS = 500;

/**
 * A cluster (REDIS_URL) also shares the match-list answers (first pages and the 5 s increments): every phone
 * on a tab asks the same page with the same cursor, so N nodes do one database read per key per second, and
 * the feed's write news drops them at once. One node alone does not cache them: its database reads are what
 * they were, and an answer never waits for its window to reflect a change made outside the feed.
 */
const LIST_ANSWER_TTL_MS = 1_000;

/** The brand's default language as edited in the database, re-read at most every 30 s. */
const DEFAULT_LANG_TTL_MS = 30_000;

/**
 * match_ids as MatchIdsSchema accepts them (1–200 ids of 1 to INT4_MAX), read from a raw body for the hot path;
 * null for anything else, which Fastify then validates and refuses with its usual message.
 */
export function validMatchIds(body: unknown): number[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const ids = (body as { match_ids?: unknown }).match_ids;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 200) return null;
  for (const id of ids)
    if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > INT4_MAX) return null;
  return ids as number[];
}

export function registerSportRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const oddsAnswers = createAnswerCache(now, ODDS_ANSWER_TTL_MS);
  // A cluster (REDIS_URL) shares the answers between nodes and drops them when the feed writes.
  if (app.cluster) oddsAnswers.remote = app.cluster.answers({ name: 'odds', ttlMs: ODDS_ANSWER_TTL_MS });
  app.addHook('onRoute', (route) => {
    if (typeof route.url === 'string' && HOT_PATHS.has(route.url))
      route.childLoggerFactory = quietChildLogger;
  });

  const defaultLangs = new Map<string, { lang: string; at: number }>();
  /** Not async: with lca_lang (every poll sends it) the answer needs no promise. */
  function langOf(ctx: RequestContext): Locale | Promise<Locale> {
    return requestedLocale(ctx.params) ?? brandLang(ctx);
  }
  async function brandLang(ctx: RequestContext): Promise<Locale> {
    const brand: BrandConfig = ctx.brand;
    let known = defaultLangs.get(brand.id);
    if (!known || now() - known.at > DEFAULT_LANG_TTL_MS) {
      known = { lang: (await readBrandSettings(db, brand)).defaultLang, at: now() };
      defaultLangs.set(brand.id, known);
    }
    return answerLocale(ctx.params, brand, known.lang);
  }

  async function filterOf(tabKey: string) {
    const filter = await tabFilter(db, tabKey);
    if (!filter) throw new ApiFailure(400, DmError.BadRequest, `tab_key "${tabKey}" is not a sport home tab`);
    return filter;
  }

  const listAnswers = app.cluster ? createAnswerCache(now, LIST_ANSWER_TTL_MS) : undefined;
  if (listAnswers) listAnswers.remote = app.cluster!.answers({ name: 'lists', ttlMs: LIST_ANSWER_TTL_MS });
  /**
   * The key holds everything a list answer depends on: the language and the route's own fields (in schema
   * order), never the common parameters each client adds (smid, uid, ts: they would make every key unique).
   */
  const listShared = (name: 'matchList' | 'matchListNew') => {
    if (!listAnswers) return undefined;
    const fields = Object.keys(schemaTable[name].input.properties);
    return {
      cache: listAnswers,
      key: (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        const input = JSON.stringify([name, ...fields.map((f) => query[f] ?? null)]);
        const lang = langOf(request.ctx);
        return typeof lang === 'string' ? `${lang}|${input}` : lang.then((l) => `${l}|${input}`);
      },
    };
  };

  const liveOdds = createLiveOdds(db, { now });
  app.cluster?.feedNews.onWrote(() => {
    oddsAnswers.clear();
    listAnswers?.clear();
    liveOdds.clear();
  });

  registerEndpoint(app, 'homeTabList', async ({ ctx }) => {
    const settings = await readBrandSettings(db, ctx.brand);
    const lang = answerLocale(ctx.params, ctx.brand, settings.defaultLang);
    return { list: await homeTabs(db, lang, settings.extraSportTab) };
  });

  registerEndpoint(
    app,
    'matchList',
    async ({ input, ctx }) => {
      const filter = await filterOf(input.tab_key);
      const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
      if (input.cursor && !cursor)
        throw new ApiFailure(400, DmError.BadRequest, 'cursor is not one this server gave out');
      return listMatches(db, {
        filter,
        leagueId: input.league_id,
        cursor,
        // SPEC §4: the first load asks `size` (5), the following pages `page_limit` (10). The engine also
        // reloads everything shown at once with size = records loaded.
        pageSize: cursor ? input.page_limit : (input.size ?? input.page_limit),
        nowMs: now(),
        lang: await langOf(ctx),
      });
    },
    listShared('matchList'),
  );

  registerEndpoint(
    app,
    'matchListNew',
    async ({ input, ctx }) => {
      const filter = await filterOf(input.tab_key);
      const cursor = decodeIncrCursor(input.incr_cursor);
      if (!cursor)
        throw new ApiFailure(400, DmError.BadRequest, 'incr_cursor is not one this server gave out');
      return matchIncrement(db, {
        filter,
        leagueId: input.league_id,
        cursor,
        nowMs: now(),
        lang: await langOf(ctx),
      });
    },
    listShared('matchListNew'),
  );

  // Clients watching the same matches get the same bytes for half a second, kept by language and ids.
  registerEndpoint(
    app,
    'latestOdds',
    async ({ input, ctx }) => ({ list: await liveOdds.get(input.match_ids, await langOf(ctx)) }),
    {
      cache: oddsAnswers,
      key: (request) => {
        const ids = (request.body as MatchIds).match_ids.join(',');
        const lang = langOf(request.ctx);
        return typeof lang === 'string' ? `${lang}|${ids}` : lang.then((l) => `${l}|${ids}`);
      },
      hotKey: (body, lang) => {
        const ids = validMatchIds(body);
        return ids ? `${lang}|${ids.join(',')}` : null;
      },
    },
  );

  registerEndpoint(app, 'matchListByIds', async ({ input, ctx }) => ({
    records: await matchesByIds(db, input.match_ids, now(), await langOf(ctx)),
  }));

  registerEndpoint(app, 'matchListBySource', async ({ input, ctx }) => ({
    records: await matchesBySource(db, input, now(), await langOf(ctx)),
  }));

  registerEndpoint(app, 'fbMatchList', async ({ input, ctx }) => {
    const list = await fbMatchList(db, {
      leagueId: input.leagueId,
      sportId: input.sportId,
      current: input.current ?? 1,
      size: input.size ?? 20,
      nowMs: now(),
      lang: await langOf(ctx),
    });
    if (!list) throw new ApiFailure(404, DmError.NotFound, `league ${input.leagueId} does not exist`);
    return list;
  });

  registerEndpoint(app, 'matchDetail', async ({ input, ctx }) => {
    const lang = await langOf(ctx);
    // The open match detail is the one answer with every market (lists carry the main ones).
    const [match] = await loadMatchViews(db, [input.matchId], now(), lang, 'full');
    if (!match) throw new ApiFailure(404, DmError.NotFound, `match ${input.matchId} does not exist`);
    const market_names = Object.fromEntries(match.mg.map((g) => [String(g.mty), marketName(g.mty, lang)]));
    return { match, market_names };
  });

  registerEndpoint(app, 'homeTabData', async ({ input }) => {
    const filter = await filterOf(input.tab_key);
    return homeTabData(db, input.tab_key, filter);
  });

  registerEndpoint(app, 'azTabInfo', async ({ ctx }) => azTabInfo(db, await langOf(ctx)));

  registerEndpoint(app, 'matchSearch', async ({ input, ctx }) =>
    searchMatches(db, input.keyword, now(), await langOf(ctx)),
  );
}
