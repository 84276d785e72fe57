import { Type, type Static } from '@sinclair/typebox';

/**
 * The operator console's trading and reports calls (issue #24, core/contract/endpoints-ops.ts). Money is
 * minor units per currency (never added across currencies); times are epoch milliseconds.
 */

const Reason = Type.String({ minLength: 3, maxLength: 500 });
const Id = Type.Integer({ minimum: 1 });

export const OpsMatchQuerySchema = Type.Object({
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('live'), Type.Literal('ended')]),
  q: Type.Optional(Type.String({ maxLength: 80 })),
});
export type OpsMatchQuery = Static<typeof OpsMatchQuerySchema>;

export const OpsMatchRowSchema = Type.Object({
  match_id: Type.Integer(),
  sport_id: Type.Integer(),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  begin_at: Type.Number(),
  /** 4 not started, 5 live, 6 ended, 7 cancelled (SPEC match status). */
  status: Type.Integer(),
  home_score: Type.Integer(),
  away_score: Type.Integer(),
  /** Open orders of the operator's brands with a leg on the match. */
  open_bets: Type.Integer(),
  suspended_markets: Type.Integer(),
});
export type OpsMatchRow = Static<typeof OpsMatchRowSchema>;
export const OpsMatchListSchema = Type.Object({ list: Type.Array(OpsMatchRowSchema) });
export type OpsMatchList = Static<typeof OpsMatchListSchema>;

export const OpsMatchIdSchema = Type.Object({
  match_id: Id,
  /** The console's language, for the market names (English when missing or unknown). */
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});
export type OpsMatchId = Static<typeof OpsMatchIdSchema>;

export const OpsOutcomeLiabilitySchema = Type.Object({
  ty: Type.Integer(),
  currency: Type.String(),
  singles: Type.Integer(),
  single_stakes: Type.Number(),
  single_payout: Type.Number(),
  /** The book's result on the market's singles if this outcome wins (negative: a loss). */
  net: Type.Number(),
  multiples: Type.Integer(),
  multiple_exposure: Type.Number(),
});
export const OpsMarketOptionSchema = Type.Object({
  ty: Type.Integer(),
  name: Type.String(),
  odds_milli: Type.Integer(),
});
export const OpsMarketRowSchema = Type.Object({
  market_id: Type.Integer(),
  market_type: Type.Integer(),
  /** The market's name as the player app shows it, in the console's language. */
  market_name: Type.String(),
  line: Type.Union([Type.String(), Type.Null()]),
  /** 1 open, 2 suspended, 3 closed. */
  status: Type.Integer(),
  /** An operator's suspension (the feed leaves the market suspended until reopened). */
  held: Type.Boolean(),
  options: Type.Array(OpsMarketOptionSchema),
  liability: Type.Array(OpsOutcomeLiabilitySchema),
});
export type OpsMarketRow = Static<typeof OpsMarketRowSchema>;
export const OpsMatchDetailSchema = Type.Object({
  match: OpsMatchRowSchema,
  markets: Type.Array(OpsMarketRowSchema),
  /** The brands with bets on the match: a void or correction moves their money too. */
  bet_brands: Type.Array(Type.String()),
  /** Whether this operator may void or correct (their brands cover `bet_brands`). */
  can_correct: Type.Boolean(),
});
export type OpsMatchDetail = Static<typeof OpsMatchDetailSchema>;

export const OpsMarketActionSchema = Type.Object({
  market_id: Id,
  action: Type.Union([Type.Literal('suspend'), Type.Literal('reopen'), Type.Literal('void')]),
  reason: Reason,
});
export type OpsMarketAction = Static<typeof OpsMarketActionSchema>;

export const OpsMatchCorrectSchema = Type.Object({
  match_id: Id,
  action: Type.Union([Type.Literal('void'), Type.Literal('score')]),
  home: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  away: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  reason: Reason,
});
export type OpsMatchCorrect = Static<typeof OpsMatchCorrectSchema>;

export const OpsRevisedOrderSchema = Type.Object({
  order_id: Type.Integer(),
  currency: Type.String(),
  before_result: Type.Integer(),
  after_result: Type.Integer(),
  moved: Type.Number(),
  shortfall: Type.Number(),
});
/** What a trading action changed (also written to the audit row). */
export const OpsTradingOutcomeSchema = Type.Object({
  legs: Type.Integer(),
  settled: Type.Integer(),
  revised: Type.Array(OpsRevisedOrderSchema),
});
export type OpsTradingOutcome = Static<typeof OpsTradingOutcomeSchema>;

export const OpsReportQuerySchema = Type.Object({
  brand: Type.String({ minLength: 1, maxLength: 40 }),
  /** Local days of the brand's time zone, YYYY-MM-DD, both included. */
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type OpsReportQuery = Static<typeof OpsReportQuerySchema>;

export const OpsReportRowSchema = Type.Object({
  day: Type.String(),
  currency: Type.String(),
  bets: Type.Integer(),
  turnover: Type.Number(),
  sports_ggr: Type.Number(),
  casino_ggr: Type.Number(),
  bonus_cost: Type.Number(),
  ngr: Type.Number(),
  deposits: Type.Number(),
  deposit_count: Type.Integer(),
  withdrawals: Type.Number(),
  withdrawal_count: Type.Integer(),
  active_players: Type.Integer(),
  new_players: Type.Integer(),
});
export type OpsReportRow = Static<typeof OpsReportRowSchema>;
export const OpsReportSchema = Type.Object({
  time_zone: Type.String(),
  rows: Type.Array(OpsReportRowSchema),
});
export type OpsReport = Static<typeof OpsReportSchema>;

/** Trading > League margins: every league of the catalogue with its margin (basis points, 500 = 5 %). */
export const OpsLeagueMarginSchema = Type.Object({
  league_id: Type.Integer(),
  league: Type.String(),
  sport_id: Type.Integer(),
  margin_bp: Type.Integer(),
  /** Set by a trader (else the feed's default). */
  custom: Type.Boolean(),
});
export type OpsLeagueMargin = Static<typeof OpsLeagueMarginSchema>;
export const OpsLeagueMarginListSchema = Type.Object({
  list: Type.Array(OpsLeagueMarginSchema),
  min_bp: Type.Integer(),
  max_bp: Type.Integer(),
  default_bp: Type.Integer(),
});
export type OpsLeagueMarginList = Static<typeof OpsLeagueMarginListSchema>;
export const OpsLeagueMarginEditSchema = Type.Object({
  league_id: Id,
  margin_bp: Type.Integer(),
  reason: Reason,
});
export type OpsLeagueMarginEdit = Static<typeof OpsLeagueMarginEditSchema>;
export const OpsNoInputSchema = Type.Object({});
export type OpsNoInput = Static<typeof OpsNoInputSchema>;
