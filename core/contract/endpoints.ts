/**
 * The endpoint table (SPEC §7). Paths are exactly the spec's, so the client also works against an operator's
 * own back end. Only types are imported from the schemas: the client bundle never carries the JSON schemas.
 * The server pairs each endpoint with its schemas in `schema-table.ts`.
 *
 * Paths the spec leaves unnamed ("exact paths are not shown") are chosen here once and documented.
 */
import { endpoint } from './endpoint';
import { betsEndpoints } from './endpoints-bets';
import { financeEndpoints } from './endpoints-finance';
import { gamesEndpoints } from './endpoints-games';
import { inhouseEndpoints } from './endpoints-inhouse';
import type { Empty } from './schemas/common';
import type {
  AreaCheck,
  AreaCheckQuery,
  AreaInfo,
  AzKeywordList,
  AzTabList,
  BannerList,
  BannerQuery,
  DynConfigQuery,
  DynConfigResult,
  GlobalConf,
  IconList,
  Logo,
  PopupList,
  PwaIndex,
  PwaManifest,
  PwaQuery,
  TopTabList,
} from './schemas/config';
import type {
  AzTabInfo,
  FbMatchList,
  FbMatchListQuery,
  HomeTabData,
  HomeTabDataQuery,
  HomeTabList,
  MatchByIds,
  MatchDetail,
  MatchDetailQuery,
  MatchIds,
  MatchIncr,
  MatchIncrQuery,
  MatchList,
  MatchListQuery,
  MatchLiveList,
  MatchSearch,
  MatchSearchQuery,
  MatchSourceQuery,
} from './schemas/sport';
import type { CrashReport, ErrorReport, Feedback, FeedbackResult } from './schemas/report';
import type {
  AccountInfoUpdate,
  BindCheck,
  BindCheckResult,
  BindEmail,
  CodeValid,
  DeleteApply,
  EmailCodeCheck,
  EmailCodeLogin,
  EmailCodeSend,
  EmailLogin,
  EmailRegister,
  LoginInfo,
  PasswordCodeCheck,
  PasswordCodeSend,
  PasswordSet,
  SessionRenewal,
  SmsCodeCheck,
  SmsCodeSend,
  TelegramInit,
  ThirdPartyLogin,
  VisitorBind,
} from './schemas/user';

export const endpoints = {
  // Config (SPEC §7 "Config")
  bannerIndex: endpoint<BannerQuery, BannerList>('GET', '/api/piranha/v1/banner/index'),
  iconIndex: endpoint<Empty, IconList>('GET', '/api/piranha/v1/icon/index'),
  popupIndex: endpoint<Empty, PopupList>('GET', '/api/piranha/v1/popup/index'),
  tabIndex: endpoint<Empty, TopTabList>('GET', '/api/piranha/v1/tab/index'),
  confLogo: endpoint<Empty, Logo>('GET', '/api/piranha/v1/conf/logo'),
  confAzTab: endpoint<Empty, AzTabList>('GET', '/api/piranha/v1/conf/az_tab'),
  confAzKeyword: endpoint<Empty, AzKeywordList>('GET', '/api/piranha/v1/conf/az_keyword'),
  confGlobal: endpoint<Empty, GlobalConf>('GET', '/api/v1/conf/global'),
  pwaManifest: endpoint<PwaQuery, PwaManifest>('GET', '/api/v1/conf/pwa/get'),
  pwaIndex: endpoint<PwaQuery, PwaIndex>('GET', '/api/v1/conf/pwa/index/get'),
  dynConfig: endpoint<DynConfigQuery, DynConfigResult>('POST', '/api/v1/base/dynconfig/cfg/get'),
  areaCheck: endpoint<AreaCheckQuery, AreaCheck>('GET', '/api/piranha/area/check'),
  areaGet: endpoint<AreaCheckQuery, AreaInfo>('GET', '/api/piranha/area/get'),

  // Sports (SPEC §7 "Sports"). getHomeTabList's path is ours: the spec names the operation only.
  homeTabList: endpoint<Empty, HomeTabList>('GET', '/api/piranha/v1/match/home/tab_list'),
  matchList: endpoint<MatchListQuery, MatchList>('GET', '/api/piranha/v1/match/list/get'),
  /** The 5 s incremental fetch with incr_cursor (SPEC §4); `get_new` is the spec's path. */
  matchListNew: endpoint<MatchIncrQuery, MatchIncr>('GET', '/api/piranha/v1/match/list/get_new'),
  matchListBySource: endpoint<MatchSourceQuery, MatchByIds>('GET', '/api/piranha/v1/match/list/by_source'),
  matchListByIds: endpoint<MatchIds, MatchByIds>('POST', '/api/piranha/v1/match/list/get_by_ids'),
  /** getLatestOddsByMatchIds, polled every 2 s: path ours (the spec names the operation only). */
  latestOdds: endpoint<MatchIds, MatchLiveList>('POST', '/api/piranha/v1/match/odds/latest'),
  fbMatchList: endpoint<FbMatchListQuery, FbMatchList>('POST', '/api/piranha/fb/proxy/v1/match/getList'),
  matchDetail: endpoint<MatchDetailQuery, MatchDetail>(
    'POST',
    '/api/piranha/fb/proxy/v1/match/getMatchDetail',
  ),
  /** getHomeTabData and getAzTabInfo: paths ours. */
  homeTabData: endpoint<HomeTabDataQuery, HomeTabData>('GET', '/api/piranha/v1/match/home/tab_data'),
  azTabInfo: endpoint<Empty, AzTabInfo>('GET', '/api/piranha/v1/match/az/tab_info'),
  matchSearch: endpoint<MatchSearchQuery, MatchSearch>('GET', '/api/piranha/v1/match/search'),

  // Users and login (SPEC §7). Every login answers LoginInfo and sets the httpOnly session cookie.
  emailLogin: endpoint<EmailLogin, LoginInfo>('POST', '/api/piranha/user/account/email/login'),
  /** touristLogin: the device (smid parameter) always gets the same tourist account. */
  visitorLogin: endpoint<Empty, LoginInfo>('POST', '/api/piranha/user/account/v2/visitor_login'),
  visitorBind: endpoint<VisitorBind, LoginInfo>('POST', '/api/piranha/user/account/visitor/bind'),
  emailRegister: endpoint<EmailRegister, LoginInfo>('POST', '/api/piranha/user/account/email/register'),
  bindCheck: endpoint<BindCheck, BindCheckResult>('POST', '/api/piranha/user/account/bind/check'),
  bindEmail: endpoint<BindEmail, LoginInfo>('POST', '/api/piranha/user/account/bind/email'),
  emailCodeLogin: endpoint<EmailCodeLogin, LoginInfo>('POST', '/api/piranha/user/account/email/code/login'),
  emailCodeSend: endpoint<EmailCodeSend, Empty>('POST', '/api/user/account/email/code/send'),
  emailCodeCheck: endpoint<EmailCodeCheck, CodeValid>('POST', '/api/user/account/email/code/check'),
  passwordSet: endpoint<PasswordSet, LoginInfo>('POST', '/api/v1/user/account/password/set'),
  passwordSendCode: endpoint<PasswordCodeSend, Empty>('POST', '/api/v1/user/account/password/set/send_code'),
  passwordCheckCode: endpoint<PasswordCodeCheck, CodeValid>(
    'POST',
    '/api/v1/user/account/password/set/check_code',
  ),
  smsCodeSend: endpoint<SmsCodeSend, Empty>('POST', '/api/user/account/sms/code/send'),
  smsCodeCheck: endpoint<SmsCodeCheck, CodeValid>('POST', '/api/user/account/sms/code/check'),
  /** Extends the session and rotates its cookie; 604 when there is no valid session. */
  sessionRenewal: endpoint<Empty, SessionRenewal>('GET', '/api/piranha/session/renewal'),
  accountInfo: endpoint<Empty, LoginInfo>('GET', '/api/user/account/info/query'),
  /** The spec names no call to edit account info: path ours, next to info/query. Sets the nick. */
  accountInfoUpdate: endpoint<AccountInfoUpdate, LoginInfo>('POST', '/api/user/account/info/update'),
  deleteApply: endpoint<DeleteApply, Empty>('POST', '/api/user/account/del_apply'),
  tgMiniAppLogin: endpoint<TelegramInit, LoginInfo>('POST', '/api/user/account/info/v2/tg_mini_app/login'),
  tgMiniAppBind: endpoint<TelegramInit, LoginInfo>('POST', '/api/user/account/info/v2/tg_mini_app/bind'),
  thirdPartLogin: endpoint<ThirdPartyLogin, LoginInfo>('POST', '/api/user/account/thirdpart/login'),
  /** thirdLoginRegBind from the app shell (Appname header); same payload and answer as thirdpart/login. */
  thirdPartyDo: endpoint<ThirdPartyLogin, LoginInfo>('POST', '/api/piranha/user/account/thirdparty/do'),
  /** The spec names no logout call: path ours. Revokes the session server-side and clears the cookie. */
  logout: endpoint<Empty, Empty>('POST', '/api/user/account/logout'),

  // Reports (SPEC §7 "Push, referrer, tracking, other")
  errorReport: endpoint<ErrorReport, Empty>('POST', '/api/v1/component/app/error/report'),
  crashReport: endpoint<CrashReport, Empty>('POST', '/api/v1/monitor/common/log/upload'),
  feedbackAdd: endpoint<Feedback, FeedbackResult>('POST', '/api/v1/component/common/feedback/add'),

  // One file per later area, so each edits its own table.
  ...financeEndpoints,
  ...betsEndpoints,
  ...gamesEndpoints,
  ...inhouseEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
