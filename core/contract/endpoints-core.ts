/**
 * The foundation's endpoints (SPEC §7): config, sports, accounts, reports. One export per endpoint, so a
 * bundle carries only the ones it calls (the engine worker and the first route need a handful). Paths are exactly the spec's, so the client also works against an operator's
 * own back end. Only types are imported from the schemas: the client bundle never carries the JSON schemas.
 * The server pairs each endpoint with its schemas in `schema-table.ts`.
 *
 * Paths the spec leaves unnamed ("exact paths are not shown") are chosen here once and documented.
 */
import { endpoint } from './endpoint';
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
import type { Balance } from './schemas/finance';
import type {
  AccountInfoUpdate,
  BindCheck,
  BindCheckResult,
  BindEmail,
  CodeValid,
  DeleteApply,
  EmailCodeCheck,
  EmailCodeLogin,
  VisitorLogin,
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

// Config (SPEC §7 "Config")
export const bannerIndex = endpoint<BannerQuery, BannerList>('GET', '/api/piranha/v1/banner/index');
export const iconIndex = endpoint<Empty, IconList>('GET', '/api/piranha/v1/icon/index');
export const popupIndex = endpoint<Empty, PopupList>('GET', '/api/piranha/v1/popup/index');
export const tabIndex = endpoint<Empty, TopTabList>('GET', '/api/piranha/v1/tab/index');
export const confLogo = endpoint<Empty, Logo>('GET', '/api/piranha/v1/conf/logo');
export const confAzTab = endpoint<Empty, AzTabList>('GET', '/api/piranha/v1/conf/az_tab');
export const confAzKeyword = endpoint<Empty, AzKeywordList>('GET', '/api/piranha/v1/conf/az_keyword');
export const confGlobal = endpoint<Empty, GlobalConf>('GET', '/api/v1/conf/global');
export const pwaManifest = endpoint<PwaQuery, PwaManifest>('GET', '/api/v1/conf/pwa/get');
export const pwaIndex = endpoint<PwaQuery, PwaIndex>('GET', '/api/v1/conf/pwa/index/get');
export const dynConfig = endpoint<DynConfigQuery, DynConfigResult>('POST', '/api/v1/base/dynconfig/cfg/get');
export const areaCheck = endpoint<AreaCheckQuery, AreaCheck>('GET', '/api/piranha/area/check');
export const areaGet = endpoint<AreaCheckQuery, AreaInfo>('GET', '/api/piranha/area/get');

// Sports (SPEC §7 "Sports"). getHomeTabList's path is ours: the spec names the operation only.
export const homeTabList = endpoint<Empty, HomeTabList>('GET', '/api/piranha/v1/match/home/tab_list');
export const matchList = endpoint<MatchListQuery, MatchList>('GET', '/api/piranha/v1/match/list/get');
/** The 5 s incremental fetch with incr_cursor (SPEC §4); `get_new` is the spec's path. */
export const matchListNew = endpoint<MatchIncrQuery, MatchIncr>('GET', '/api/piranha/v1/match/list/get_new');
export const matchListBySource = endpoint<MatchSourceQuery, MatchByIds>(
  'GET',
  '/api/piranha/v1/match/list/by_source',
);
export const matchListByIds = endpoint<MatchIds, MatchByIds>('POST', '/api/piranha/v1/match/list/get_by_ids');
/** getLatestOddsByMatchIds, polled every 2 s: path ours (the spec names the operation only). */
export const latestOdds = endpoint<MatchIds, MatchLiveList>('POST', '/api/piranha/v1/match/odds/latest');
export const fbMatchList = endpoint<FbMatchListQuery, FbMatchList>(
  'POST',
  '/api/piranha/fb/proxy/v1/match/getList',
);
export const matchDetail = endpoint<MatchDetailQuery, MatchDetail>(
  'POST',
  '/api/piranha/fb/proxy/v1/match/getMatchDetail',
);
/** getHomeTabData and getAzTabInfo: paths ours. */
export const homeTabData = endpoint<HomeTabDataQuery, HomeTabData>(
  'GET',
  '/api/piranha/v1/match/home/tab_data',
);
export const azTabInfo = endpoint<Empty, AzTabInfo>('GET', '/api/piranha/v1/match/az/tab_info');
export const matchSearch = endpoint<MatchSearchQuery, MatchSearch>('GET', '/api/piranha/v1/match/search');

// Users and login (SPEC §7). Every login answers LoginInfo and sets the httpOnly session cookie.
export const emailLogin = endpoint<EmailLogin, LoginInfo>('POST', '/api/piranha/user/account/email/login');
/** touristLogin: the device (smid parameter) always gets the same tourist account. */
export const visitorLogin = endpoint<VisitorLogin, LoginInfo>(
  'POST',
  '/api/piranha/user/account/v2/visitor_login',
);
export const visitorBind = endpoint<VisitorBind, LoginInfo>('POST', '/api/piranha/user/account/visitor/bind');
export const emailRegister = endpoint<EmailRegister, LoginInfo>(
  'POST',
  '/api/piranha/user/account/email/register',
);
export const bindCheck = endpoint<BindCheck, BindCheckResult>('POST', '/api/piranha/user/account/bind/check');
export const bindEmail = endpoint<BindEmail, LoginInfo>('POST', '/api/piranha/user/account/bind/email');
export const emailCodeLogin = endpoint<EmailCodeLogin, LoginInfo>(
  'POST',
  '/api/piranha/user/account/email/code/login',
);
export const emailCodeSend = endpoint<EmailCodeSend, Empty>('POST', '/api/user/account/email/code/send');
export const emailCodeCheck = endpoint<EmailCodeCheck, CodeValid>(
  'POST',
  '/api/user/account/email/code/check',
);
export const passwordSet = endpoint<PasswordSet, LoginInfo>('POST', '/api/v1/user/account/password/set');
export const passwordSendCode = endpoint<PasswordCodeSend, Empty>(
  'POST',
  '/api/v1/user/account/password/set/send_code',
);
export const passwordCheckCode = endpoint<PasswordCodeCheck, CodeValid>(
  'POST',
  '/api/v1/user/account/password/set/check_code',
);
export const smsCodeSend = endpoint<SmsCodeSend, Empty>('POST', '/api/user/account/sms/code/send');
export const smsCodeCheck = endpoint<SmsCodeCheck, CodeValid>('POST', '/api/user/account/sms/code/check');
/** Extends the session and rotates its cookie; 604 when there is no valid session. */
export const sessionRenewal = endpoint<Empty, SessionRenewal>('GET', '/api/piranha/session/renewal');
export const accountInfo = endpoint<Empty, LoginInfo>('GET', '/api/user/account/info/query');
/** The spec names no call to edit account info: path ours, next to info/query. Sets the nick. */
export const accountInfoUpdate = endpoint<AccountInfoUpdate, LoginInfo>(
  'POST',
  '/api/user/account/info/update',
);
export const deleteApply = endpoint<DeleteApply, Empty>('POST', '/api/user/account/del_apply');
export const tgMiniAppLogin = endpoint<TelegramInit, LoginInfo>(
  'POST',
  '/api/user/account/info/v2/tg_mini_app/login',
);
export const tgMiniAppBind = endpoint<TelegramInit, LoginInfo>(
  'POST',
  '/api/user/account/info/v2/tg_mini_app/bind',
);
export const thirdPartLogin = endpoint<ThirdPartyLogin, LoginInfo>(
  'POST',
  '/api/user/account/thirdpart/login',
);
/** thirdLoginRegBind from the app shell (Appname header); same payload and answer as thirdpart/login. */
export const thirdPartyDo = endpoint<ThirdPartyLogin, LoginInfo>(
  'POST',
  '/api/piranha/user/account/thirdparty/do',
);
/** The spec names no logout call: path ours. Revokes the session server-side and clears the cookie. */
export const logout = endpoint<Empty, Empty>('POST', '/api/user/account/logout');

// Reports (SPEC §7 "Push, referrer, tracking, other")
export const errorReport = endpoint<ErrorReport, Empty>('POST', '/api/v1/component/app/error/report');
export const crashReport = endpoint<CrashReport, Empty>('POST', '/api/v1/monitor/common/log/upload');
export const feedbackAdd = endpoint<Feedback, FeedbackResult>(
  'POST',
  '/api/v1/component/common/feedback/add',
);

/**
 * SPEC §3 Balance (a finance path): data.balances[] in minor units. Defined here, not in endpoints-finance.ts,
 * because the header shows it on every page: the engine's first-route topic reads it, and the finance table
 * stays out of the first route (DESIGN.md §8).
 */
export const userBalance = endpoint<Empty, Balance>('GET', '/api/piranha/finance/user/balance/get');
