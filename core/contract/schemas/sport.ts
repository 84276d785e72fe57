import { Type, type Static } from '@sinclair/typebox';

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
  league_id: Type.Optional(Type.Integer({ minimum: 1 })),
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
