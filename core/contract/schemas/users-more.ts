import { Type, type Static } from '@sinclair/typebox';

/**
 * The remaining SPEC §7 Users calls and getHomeData (issue #23): the sportsbook profile (fb/user/create,
 * fb/user/profile/get), getUserAtom, and the home data document (getHomeData and its static JSON twin).
 */
const Ms = Type.Integer({ minimum: 0 });
export const OddsFormat = Type.Union([
  Type.Literal('decimal'),
  Type.Literal('american'),
  Type.Literal('hongkong'),
]);
export const AcceptOddsSetting = Type.Union([
  Type.Literal('ask'),
  Type.Literal('higher'),
  Type.Literal('any'),
]);

/** fb/user/create: opens (or updates) the player's sportsbook profile; answers it. */
export const FbUserCreateSchema = Type.Object({
  odds_format: Type.Optional(OddsFormat),
  accept_odds: Type.Optional(AcceptOddsSetting),
});
export type FbUserCreate = Static<typeof FbUserCreateSchema>;
export const FbProfileSchema = Type.Object({
  /** false before fb/user/create: the other fields are the defaults the sportsbook would use. */
  created: Type.Boolean(),
  uid: Type.Integer(),
  nick: Type.String(),
  currency: Type.String(),
  odds_format: OddsFormat,
  accept_odds: AcceptOddsSetting,
  /** The player's sports bets: all, still open, and won. */
  bets_total: Type.Integer({ minimum: 0 }),
  bets_open: Type.Integer({ minimum: 0 }),
  bets_won: Type.Integer({ minimum: 0 }),
  created_at: Ms,
});
export type FbProfile = Static<typeof FbProfileSchema>;

/** getUserAtom (uid and sid in the added parameters): the few facts every screen keys on. */
export const UserAtomSchema = Type.Object({
  uid: Type.Integer(),
  sid: Type.String(),
  nick: Type.String(),
  visitor: Type.Integer(),
  /** 1 once the player has a paid deposit. */
  deposited: Type.Integer(),
  currency: Type.String(),
  email_verified: Type.Integer(),
  registered_at: Ms,
});
export type UserAtom = Static<typeof UserAtomSchema>;

/** getHomeData: the home layout of the brand and UI version; unchanged since `version`: no sections. */
export const HomeDataQuerySchema = Type.Object({
  version: Type.Optional(Type.String({ maxLength: 32 })),
  ui: Type.Optional(Type.Union([Type.Literal('v2'), Type.Literal('v3')])),
});
export type HomeDataQuery = Static<typeof HomeDataQuerySchema>;
export const HomeSectionSchema = Type.Object({
  /** banner | quick_entries | live_matches | hot_games | game_tabs | big_wins | promotions | providers */
  key: Type.String(),
  /** Where its data comes from (a SPEC §7 call name). */
  source: Type.String(),
  /** Items to show at most (0: as many as the source gives). */
  limit: Type.Integer({ minimum: 0 }),
});
export const HomeDataSchema = Type.Object({
  app_group: Type.String(),
  ui: Type.String(),
  version: Type.String(),
  changed: Type.Boolean(),
  sections: Type.Array(HomeSectionSchema),
});
export type HomeData = Static<typeof HomeDataSchema>;
export type HomeSection = Static<typeof HomeSectionSchema>;
