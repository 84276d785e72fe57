import { Type, type Static } from '@sinclair/typebox';
import { CatalogueId } from './bounds';

/** SPEC §3 Option: `od` is decimal odds; a negative value means the option is locked. */
export const OptionSchema = Type.Object({
  od: Type.Number(),
  nm: Type.String(),
  ty: Type.Integer({ description: 'outcome type: 1 home, 2 away, 3 draw, 4 over, 5 under, ...' }),
});
export type Option = Static<typeof OptionSchema>;

/** SPEC §3 Market: `ss` 1 is open; `li` is the total or handicap line when the market has one. */
export const MarketSchema = Type.Object({
  id: Type.Integer(),
  ss: Type.Integer(),
  li: Type.Optional(Type.String()),
  op: Type.Array(OptionSchema),
});
export type Market = Static<typeof MarketSchema>;

export const MarketGroupSchema = Type.Object({
  mty: Type.Integer({ description: 'market type, e.g. soccer 1005 (1x2), basketball 3004, tennis 5001' }),
  mks: Type.Array(MarketSchema),
});
export type MarketGroup = Static<typeof MarketGroupSchema>;

export const TeamSchema = Type.Object({ id: Type.Integer(), na: Type.String(), lurl: Type.String() });
export type Team = Static<typeof TeamSchema>;

/** SPEC §3 live clock: r running, tp direction (1 up, -1 down), s seconds, pe period. */
export const LiveClockSchema = Type.Object({
  r: Type.Boolean(),
  tp: Type.Integer(),
  s: Type.Integer(),
  pe: Type.Integer(),
});
export type LiveClock = Static<typeof LiveClockSchema>;

/** SPEC §3 Match: `ms` 4 not started, 5 live; `bt` begin time in epoch milliseconds. */
export const MatchSchema = Type.Object({
  id: Type.Integer(),
  sid: Type.Integer({ description: 'sport id, SPEC §9' }),
  nm: Type.String(),
  bt: Type.Integer(),
  ms: Type.Integer(),
  lg: Type.Object({ id: Type.Integer(), na: Type.String() }),
  ts: Type.Array(TeamSchema),
  nsg: Type.Array(Type.Object({ sc: Type.Array(Type.Integer()) })),
  mc: Type.Optional(LiveClockSchema),
  mg: Type.Array(MarketGroupSchema),
  is_hot: Type.Boolean(),
  tms: Type.Integer(),
});
export type Match = Static<typeof MatchSchema>;

/** SPEC §3 Home tab: a category with child sport tabs (tab_key) or league tabs (league_id). */
export const HomeTabChildSchema = Type.Object({
  tab_key: Type.Optional(Type.String()),
  league_id: Type.Optional(Type.Integer()),
  title: Type.String(),
  icon: Type.String(),
  icon_active: Type.String(),
});
export type HomeTabChild = Static<typeof HomeTabChildSchema>;
export const HomeTabSchema = Type.Object({
  tab_key: Type.String(),
  type: Type.Integer({ description: '1 sport tabs, 2 league tabs' }),
  title: Type.String(),
  icon: Type.String(),
  icon_active: Type.String(),
  child: Type.Array(HomeTabChildSchema),
});
export type HomeTab = Static<typeof HomeTabSchema>;
export const HomeTabListSchema = Type.Object({ list: Type.Array(HomeTabSchema) });
export type HomeTabList = Static<typeof HomeTabListSchema>;

/** SPEC §3/§4 Match list per tab: first load size 5, then page_limit 10, capped at 50 records. */
export const MatchListQuerySchema = Type.Object({
  tab_key: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' }),
  league_id: Type.Optional(CatalogueId()),
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
  page_limit: Type.Integer({ minimum: 1, maximum: 50 }),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type MatchListQuery = Static<typeof MatchListQuerySchema>;
export const MatchListSchema = Type.Object({
  records: Type.Array(MatchSchema),
  cursor: Type.String(),
  incr_cursor: Type.String(),
  has_more: Type.Boolean(),
});
export type MatchList = Static<typeof MatchListSchema>;

/**
 * The live part of a match, polled every 2 s for the matches on screen (getLatestOddsByMatchIds): status,
 * score, clock and markets. Kept small on purpose: it is the hottest call of the API.
 */
export const MatchLiveSchema = Type.Object({
  id: Type.Integer(),
  ms: Type.Integer(),
  nsg: Type.Array(Type.Object({ sc: Type.Array(Type.Integer()) })),
  mc: Type.Optional(LiveClockSchema),
  mg: Type.Array(MarketGroupSchema),
  tms: Type.Integer(),
});
export type MatchLive = Static<typeof MatchLiveSchema>;

export const MatchIdsSchema = Type.Object({
  match_ids: Type.Array(CatalogueId(), { minItems: 1, maxItems: 200 }),
});
export type MatchIds = Static<typeof MatchIdsSchema>;

/** Ids asked for but unknown or finished are absent from the list: the client drops them. */
export const MatchLiveListSchema = Type.Object({ list: Type.Array(MatchLiveSchema) });
export type MatchLiveList = Static<typeof MatchLiveListSchema>;

/**
 * The 5 s incremental fetch of a tab's list (SPEC §4): everything that changed since `incr_cursor` among the
 * tab's matches. `records` are new or changed matches that belong to the tab now, `removed` the ids that left
 * it (finished, or no longer listed by the tab's rules). The client merges them into what it has loaded.
 */
export const MatchIncrQuerySchema = Type.Object({
  tab_key: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' }),
  league_id: Type.Optional(CatalogueId()),
  incr_cursor: Type.String({ minLength: 1, maxLength: 64 }),
});
export type MatchIncrQuery = Static<typeof MatchIncrQuerySchema>;
export const MatchIncrSchema = Type.Object({
  records: Type.Array(MatchSchema),
  removed: Type.Array(Type.Integer()),
  incr_cursor: Type.String(),
});
export type MatchIncr = Static<typeof MatchIncrSchema>;

export const MatchByIdsSchema = Type.Object({ records: Type.Array(MatchSchema) });
export type MatchByIds = Static<typeof MatchByIdsSchema>;

/** Lists by source: hot (is_hot), today (begins today), live. */
export const MatchSourceQuerySchema = Type.Object({
  source: Type.Union([Type.Literal('hot'), Type.Literal('today'), Type.Literal('live')]),
  page_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type MatchSourceQuery = Static<typeof MatchSourceQuerySchema>;

/** Match detail (/match-detail): every market group of the match, with its live score and clock. */
export const MatchDetailQuerySchema = Type.Object({ matchId: CatalogueId() });
export type MatchDetailQuery = Static<typeof MatchDetailQuerySchema>;
export const MatchDetailSchema = Type.Object({
  match: MatchSchema,
  /** Display names per market type in the request's language, e.g. {"1005": "1x2", "1007": "Total goals"}. */
  market_names: Type.Record(Type.String(), Type.String()),
});
export type MatchDetail = Static<typeof MatchDetailSchema>;

/** getList of the fb proxy: the matches of a league (/league) or of a sport, paged like the tab list. */
export const FbMatchListQuerySchema = Type.Object({
  leagueId: Type.Optional(CatalogueId()),
  sportId: Type.Optional(CatalogueId()),
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FbMatchListQuery = Static<typeof FbMatchListQuerySchema>;
export const FbMatchListSchema = Type.Object({
  records: Type.Array(MatchSchema),
  total: Type.Integer(),
  current: Type.Integer(),
  league: Type.Optional(Type.Object({ id: Type.Integer(), na: Type.String(), sid: Type.Integer() })),
});
export type FbMatchList = Static<typeof FbMatchListSchema>;

/** getHomeTabData: what a category tab shows above its list (its leagues, for league-type categories). */
export const HomeTabDataQuerySchema = Type.Object({
  tab_key: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' }),
});
export type HomeTabDataQuery = Static<typeof HomeTabDataQuerySchema>;
export const LeagueSummarySchema = Type.Object({
  id: Type.Integer(),
  na: Type.String(),
  sid: Type.Integer(),
  count: Type.Integer({ description: 'upcoming and live matches' }),
});
export type LeagueSummary = Static<typeof LeagueSummarySchema>;
export const HomeTabDataSchema = Type.Object({
  tab_key: Type.String(),
  leagues: Type.Array(LeagueSummarySchema),
  live_count: Type.Integer(),
});
export type HomeTabData = Static<typeof HomeTabDataSchema>;

/** getAzTabInfo: the A-Z filter — sports, each with its leagues in alphabetical order. */
export const AzTabInfoSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      sport_id: Type.Integer(),
      title: Type.String(),
      icon: Type.String(),
      count: Type.Integer(),
      leagues: Type.Array(LeagueSummarySchema),
    }),
  ),
});
export type AzTabInfo = Static<typeof AzTabInfoSchema>;

/** A-Z search (/az-filter-search): teams and leagues matching a keyword, with their matches. */
export const MatchSearchQuerySchema = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
});
export type MatchSearchQuery = Static<typeof MatchSearchQuerySchema>;
export const MatchSearchSchema = Type.Object({
  leagues: Type.Array(LeagueSummarySchema),
  records: Type.Array(MatchSchema),
});
export type MatchSearch = Static<typeof MatchSearchSchema>;
