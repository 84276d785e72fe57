import { Type, type Static } from '@sinclair/typebox';
import { GameSchema } from './games';

/**
 * The remaining SPEC §7 Games calls (issue #23): the player's game funding detail, ideas (player
 * suggestions), game event reports, the featured and promotion lists and the register methods.
 */
const Platform = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9_]+$' });
const GameId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const Ms = Type.Integer({ minimum: 0 });

/** pg_game/hall/funding_detail: every game money movement of the player, newest first. */
export const FundingDetailQuerySchema = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 15, pattern: '^[0-9]*$' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FundingDetailQuery = Static<typeof FundingDetailQuerySchema>;
export const FundingItemSchema = Type.Object({
  id: Type.String(),
  game_platform: Type.String(),
  game_id: Type.String(),
  game_name: Type.String(),
  /** stake | payout | rollback */
  kind: Type.String(),
  /** Signed minor units on the player's cash: a stake is negative, a payout positive. */
  amount: Type.Integer(),
  currency: Type.String(),
  created_at: Ms,
});
export const FundingDetailSchema = Type.Object({
  list: Type.Array(FundingItemSchema),
  cursor: Type.String(),
  /** Over the listed page: staked (positive), paid out, net (payouts minus stakes). */
  staked: Type.Integer(),
  paid: Type.Integer(),
});
export type FundingDetail = Static<typeof FundingDetailSchema>;

export const IdeaKind = Type.Union([Type.Literal('game'), Type.Literal('feature'), Type.Literal('other')]);
export const IdeaAddSchema = Type.Object({
  kind: IdeaKind,
  content: Type.String({ minLength: 10, maxLength: 1000 }),
  game_platform: Type.Optional(Platform),
  game_id: Type.Optional(GameId),
});
export type IdeaAdd = Static<typeof IdeaAddSchema>;
export const IdeaSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  content: Type.String(),
  /** "platform/id" or ''. */
  game: Type.String(),
  /** received | reviewing | planned | done | declined */
  status: Type.String(),
  reply: Type.String(),
  created_at: Ms,
});
export type Idea = Static<typeof IdeaSchema>;
export const IdeaInfoQuerySchema = Type.Object({});
export const IdeaInfoSchema = Type.Object({
  list: Type.Array(IdeaSchema),
  /** Ideas the player may still send today. */
  left_today: Type.Integer({ minimum: 0 }),
});
export type IdeaInfo = Static<typeof IdeaInfoSchema>;

/** game/base/event/report: what the hall saw the player do with a game. */
export const GameEventName = Type.Union([
  Type.Literal('impression'),
  Type.Literal('click'),
  Type.Literal('open'),
  Type.Literal('close'),
]);
export const GameEventReportSchema = Type.Object({
  events: Type.Array(Type.Object({ game_platform: Platform, game_id: GameId, event: GameEventName }), {
    minItems: 1,
    maxItems: 50,
  }),
});
export type GameEventReport = Static<typeof GameEventReportSchema>;
export const GameEventReportResultSchema = Type.Object({ accepted: Type.Integer({ minimum: 0 }) });
export type GameEventReportResult = Static<typeof GameEventReportResultSchema>;

/** getFeatureList: the games players opened most in the last 7 days (the catalogue's hot games fill in). */
export const FeatureListQuerySchema = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
});
export type FeatureListQuery = Static<typeof FeatureListQuerySchema>;
export const FeatureListSchema = Type.Object({ list: Type.Array(GameSchema) });
export type FeatureList = Static<typeof FeatureListSchema>;

/** getPromotionList: the brand's running promotions, for the casino's promotion strip. */
export const PromotionItemSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: Type.String(),
  name: Type.String(),
  /** The page that explains and claims it. */
  link: Type.String(),
  ends_at: Ms,
});
export const PromotionListSchema = Type.Object({ list: Type.Array(PromotionItemSchema) });
export type PromotionList = Static<typeof PromotionListSchema>;

/** getUserRegisterMethod: how a visitor may sign up on this brand and server. */
export const RegisterMethodSchema = Type.Object({
  list: Type.Array(
    Type.Union([
      Type.Literal('email'),
      Type.Literal('email_code'),
      Type.Literal('phone'),
      Type.Literal('google'),
      Type.Literal('telegram'),
      Type.Literal('guest'),
    ]),
  ),
  /** The phone country code of the brand's market ('' when SMS is off). */
  phone_code: Type.String(),
});
export type RegisterMethods = Static<typeof RegisterMethodSchema>;
