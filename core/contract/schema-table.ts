/**
 * JSON schemas per endpoint, for the server's request validation and response serialisation. Kept apart
 * from `endpoints.ts` so the client bundle never includes them. `satisfies` makes a missing endpoint a
 * compile error.
 */
import type { EndpointName } from './endpoints';
import { EmptySchema } from './schemas/common';
import * as c from './schemas/config';
import * as s from './schemas/sport';
import * as r from './schemas/report';
import * as u from './schemas/user';
import type { EndpointSchemas } from './schema-table-types';
import { betsSchemas } from './schema-table-bets';
import { financeSchemas } from './schema-table-finance';
import { gamesSchemas } from './schema-table-games';
import { inhouseSchemas } from './schema-table-inhouse';
import { messagesSchemas } from './schema-table-messages';
import { promotionsSchemas } from './schema-table-promotions';
import { freeRoundsSchemas } from './schema-table-free-rounds';
import { loyaltySchemas } from './schema-table-loyalty';
import { inviteSchemas } from './schema-table-invite';
import { rgSchemas } from './schema-table-rg';
import { playSchemas } from './schema-table-play';
import { identitySchemas } from './schema-table-identity';
import { agentSchemas } from './schema-table-agent';
import { installSchemas } from './schema-table-install';
import { channelsSchemas } from './schema-table-channels';
import { financeMoreSchemas } from './schema-table-finance-more';
import { gamesMoreSchemas } from './schema-table-games-more';
import { usersMoreSchemas } from './schema-table-users-more';

export type { EndpointSchemas } from './schema-table-types';

export const schemaTable = {
  bannerIndex: { input: c.BannerQuerySchema, result: c.BannerListSchema },
  iconIndex: { input: EmptySchema, result: c.IconListSchema },
  popupIndex: { input: EmptySchema, result: c.PopupListSchema },
  tabIndex: { input: EmptySchema, result: c.TopTabListSchema },
  confLogo: { input: EmptySchema, result: c.LogoSchema },
  confAzTab: { input: EmptySchema, result: c.AzTabListSchema },
  confAzKeyword: { input: EmptySchema, result: c.AzKeywordListSchema },
  confGlobal: { input: EmptySchema, result: c.GlobalConfSchema },
  pwaManifest: { input: c.PwaQuerySchema, result: c.PwaManifestSchema },
  pwaIndex: { input: c.PwaQuerySchema, result: c.PwaIndexSchema },
  dynConfig: { input: c.DynConfigQuerySchema, result: c.DynConfigResultSchema },
  areaCheck: { input: c.AreaCheckQuerySchema, result: c.AreaCheckSchema },
  areaGet: { input: c.AreaCheckQuerySchema, result: c.AreaInfoSchema },
  homeTabList: { input: EmptySchema, result: s.HomeTabListSchema },
  matchList: { input: s.MatchListQuerySchema, result: s.MatchListSchema },
  matchListNew: { input: s.MatchIncrQuerySchema, result: s.MatchIncrSchema },
  matchListBySource: { input: s.MatchSourceQuerySchema, result: s.MatchByIdsSchema },
  matchListByIds: { input: s.MatchIdsSchema, result: s.MatchByIdsSchema },
  latestOdds: { input: s.MatchIdsSchema, result: s.MatchLiveListSchema },
  fbMatchList: { input: s.FbMatchListQuerySchema, result: s.FbMatchListSchema },
  matchDetail: { input: s.MatchDetailQuerySchema, result: s.MatchDetailSchema },
  homeTabData: { input: s.HomeTabDataQuerySchema, result: s.HomeTabDataSchema },
  azTabInfo: { input: EmptySchema, result: s.AzTabInfoSchema },
  matchSearch: { input: s.MatchSearchQuerySchema, result: s.MatchSearchSchema },
  emailLogin: { input: u.EmailLoginSchema, result: u.LoginInfoSchema },
  visitorLogin: { input: u.VisitorLoginSchema, result: u.LoginInfoSchema },
  visitorBind: { input: u.VisitorBindSchema, result: u.LoginInfoSchema },
  emailRegister: { input: u.EmailRegisterSchema, result: u.LoginInfoSchema },
  bindCheck: { input: u.BindCheckSchema, result: u.BindCheckResultSchema },
  bindEmail: { input: u.BindEmailSchema, result: u.LoginInfoSchema },
  emailCodeLogin: { input: u.EmailCodeLoginSchema, result: u.LoginInfoSchema },
  emailCodeSend: { input: u.EmailCodeSendSchema, result: EmptySchema },
  emailCodeCheck: { input: u.EmailCodeCheckSchema, result: u.CodeValidSchema },
  passwordSet: { input: u.PasswordSetSchema, result: u.LoginInfoSchema },
  passwordSendCode: { input: u.PasswordCodeSendSchema, result: EmptySchema },
  passwordCheckCode: { input: u.PasswordCodeCheckSchema, result: u.CodeValidSchema },
  smsCodeSend: { input: u.SmsCodeSendSchema, result: EmptySchema },
  smsCodeCheck: { input: u.SmsCodeCheckSchema, result: u.CodeValidSchema },
  sessionRenewal: { input: EmptySchema, result: u.SessionRenewalSchema },
  accountInfo: { input: EmptySchema, result: u.LoginInfoSchema },
  accountInfoUpdate: { input: u.AccountInfoUpdateSchema, result: u.LoginInfoSchema },
  deleteApply: { input: u.DeleteApplySchema, result: EmptySchema },
  tgMiniAppLogin: { input: u.TelegramInitSchema, result: u.LoginInfoSchema },
  tgMiniAppBind: { input: u.TelegramInitSchema, result: u.LoginInfoSchema },
  thirdPartLogin: { input: u.ThirdPartyLoginSchema, result: u.LoginInfoSchema },
  thirdPartyDo: { input: u.ThirdPartyLoginSchema, result: u.LoginInfoSchema },
  logout: { input: EmptySchema, result: EmptySchema },
  errorReport: { input: r.ErrorReportSchema, result: EmptySchema },
  crashReport: { input: r.CrashReportSchema, result: EmptySchema },
  feedbackAdd: { input: r.FeedbackSchema, result: r.FeedbackResultSchema },
  ...financeSchemas,
  ...betsSchemas,
  ...gamesSchemas,
  ...inhouseSchemas,
  ...messagesSchemas,
  ...promotionsSchemas,
  ...freeRoundsSchemas,
  ...loyaltySchemas,
  ...inviteSchemas,
  ...rgSchemas,
  ...playSchemas,
  ...identitySchemas,
  ...agentSchemas,
  ...installSchemas,
  ...channelsSchemas,
  ...financeMoreSchemas,
  ...gamesMoreSchemas,
  ...usersMoreSchemas,
} satisfies Record<EndpointName, EndpointSchemas>;
