import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from '../platform/router';
import type { InfoPageId } from '../features/info/pages';
import { RENDER_TEST_TYPE, RenderTestError } from './render-test';
import { rootRedirect } from './route-meta';
import { useBrand } from './stores/brand';
import { PageSkeleton } from '../ui/PageSkeleton';
import { betsRoutes } from '../features/betslip/routes';
import { casinoRoutes } from '../features/casino/routes';
import { gamesRoutes } from '../features/games/routes';
import { walletRoutes } from '../features/wallet/routes';
import { lazyPage, page as areaPage, trackLoaders } from './route-elements';

/** Feature areas that declare their own routes (src/features/<area>/routes.tsx). */
const AREAS = [walletRoutes, betsRoutes, casinoRoutes, gamesRoutes];

/**
 * Every route of SPEC §2. Pages are lazy chunks; `loaders` also feeds the 20 s preload (SPEC §2, §9), so a
 * page opened later renders without a network wait.
 */
const loaders = trackLoaders({
  home: () => import('../features/home/HomePage'),
  sport: () => import('../features/sport/SportHome'),
  matchDetail: () => import('../features/sport/MatchDetailPage'),
  league: () => import('../features/sport/LeaguePage'),
  azFilter: () => import('../features/sport/AzFilterPage'),
  azSearch: () => import('../features/sport/AzSearchPage'),
  azMatch: () => import('../features/sport/AzMatchPage'),
  setting: () => import('../features/settings/SettingPage'),
  language: () => import('../features/settings/LanguagePage'),
  login: () => import('../features/account/LoginPage'),
  me: () => import('../features/account/MePage'),
  register: () => import('../features/account/RegisterPage'),
  forgotPassword: () => import('../features/account/ForgotPasswordPage'),
  saveEmail: () => import('../features/account/SaveEmailPage'),
  accountInfo: () => import('../features/account/AccountInfoPage'),
  accountCancellation: () => import('../features/account/AccountCancellationPage'),
  error: () => import('../features/system/ErrorPage'),
  forbidden: () => import('../features/system/ForbiddenPage'),
  news: () => import('../features/system/NewsPage'),
  info: () => import('../features/info/InfoPage'),
});

const HomePage = lazyPage(loaders.home);
const SportHome = lazyPage(loaders.sport);
const MatchDetailPage = lazyPage(loaders.matchDetail);
const LeaguePage = lazyPage(loaders.league);
const AzFilterPage = lazyPage(loaders.azFilter);
const AzSearchPage = lazyPage(loaders.azSearch);
const AzMatchPage = lazyPage(loaders.azMatch);
const SettingPage = lazyPage(loaders.setting);
const LanguagePage = lazyPage(loaders.language);
const LoginPage = lazyPage(loaders.login);
const MePage = lazyPage(loaders.me);
const RegisterPage = lazyPage(loaders.register);
const ForgotPasswordPage = lazyPage(loaders.forgotPassword);
const SaveEmailPage = lazyPage(loaders.saveEmail);
const AccountInfoPage = lazyPage(loaders.accountInfo);
const AccountCancellationPage = lazyPage(loaders.accountCancellation);
const ErrorPage = lazyPage(loaders.error);
const ForbiddenPage = lazyPage(loaders.forbidden);
const NewsPage = lazyPage(loaders.news);
const InfoPage = lazyPage(loaders.info);

/**
 * Starts downloading the chunk of the page at `pathname` at once, in parallel with the language catalog,
 * instead of after the first render discovers it (one network round trip less before the first screen).
 * Settles when it has loaded (or failed): boot renders after it, so the page renders in the first pass.
 */
export function preloadCurrentPage(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const area of AREAS) {
    const areaLoad = area.preload(path);
    if (areaLoad) {
      return areaLoad().then(noop, noop);
    }
  }
  let load: () => Promise<unknown> = loaders.info;
  if (path === '/' || path === '/home' || /^\/home\/(game|slots|casino)$/.test(path)) load = loaders.home;
  else if (path === '/sport' || path === '/home/sport') load = loaders.sport;
  else if (path === '/me') load = loaders.me;
  else if (path === '/loginb' || path === '/login') load = loaders.login;
  else if (path === '/email-register') load = loaders.register;
  else if (path === '/email-forgot-password') load = loaders.forgotPassword;
  else if (path === '/save-email') load = loaders.saveEmail;
  else if (path === '/setting/account-info') load = loaders.accountInfo;
  else if (path === '/setting/account-cancellation') load = loaders.accountCancellation;
  else if (path === '/setting/language') load = loaders.language;
  else if (path === '/setting') load = loaders.setting;
  else if (path === '/match-detail') load = loaders.matchDetail;
  else if (path === '/league') load = loaders.league;
  else if (path === '/az-filter') load = loaders.azFilter;
  else if (path === '/az-filter-search') load = loaders.azSearch;
  else if (path === '/az-filter-match') load = loaders.azMatch;
  // A failed chunk is not an error here: the page's own render retries it behind its error boundary.
  return load().then(noop, noop);
}

const noop = () => undefined;

/** Loads every page chunk in the background (SPEC §2: pages are preloaded 20 s after start). */
export function preloadPages(): Promise<unknown> {
  return Promise.allSettled(
    [...Object.values(loaders), ...AREAS.flatMap((area) => area.loaders)].map((load) => load()),
  );
}

const page = (Component: ComponentType): ReactNode => areaPage(Component);

const info = (id: InfoPageId) => (
  <Suspense fallback={<PageSkeleton />}>
    <InfoPage id={id} />
  </Suspense>
);

/** Top-level pages served by InfoPage: path is the id. */
const INFO_TOP: InfoPageId[] = [
  'award',
  'thaiqr-pay',
  'th-bank-page',
  'ranking-list',
  'privacy',
  'support',
  'menu',
  'message-center',
  'message-detail',
  'bonus',
  'use-bonus',
  'bonus-history',
  'real-time-bonus',
  'real-time-bonus-landing',
  'redeem',
  'welcome',
  'welcome-bonus',
  'about',
  'auth-file',
  'download',
  'new-download',
  'brg-download',
  'download/ios',
  'download-land',
  'download-land/detail',
  'promotion',
  'promotion/free-rounds',
  'promotion/free-rounds/rule',
  'iframe',
  'link',
  'html',
  'announcement',
  'vip-club',
  'vip-roulette',
  'vip-roulette/user-list',
  'spei-announce',
  'raffle',
  'task',
  'more',
  'feedback',
  'thin/cashback',
  'thin/pdd',
];

const ACTIVITY_CHILDREN = [
  'invite',
  'invite-detail',
  'free-bet',
  'free-bet-tip',
  'daily-deposit',
  'total-deposit',
  'bet-reward',
  'daily-cash',
  'week-cash',
  'first-charge',
  'ui-switch-reward',
  'christmas',
] as const;
const THIN_AGENT_CHILDREN = ['bind', 'daily', 'transfer', 'faq', 'tutorial'] as const;

function RootRedirect() {
  const brand = useBrand((s) => s.brand);
  return <Navigate to={rootRedirect(brand)} replace />;
}

/** /login is an old address of the login page; keep its query (back_url) on the way. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/loginb${search}`} replace />;
}

/** /error, plus the crash self-test of src/app/render-test.ts. */
function ErrorRoute() {
  const [query] = useSearchParams();
  if (query.get('type') === RENDER_TEST_TYPE) throw new RenderTestError();
  return page(ErrorPage);
}

/**
 * The route table is static: built once, on the first render, and handed to <Routes> as the same element
 * afterwards, so a navigation or a layout re-render does not rebuild ~150 route elements (it showed up as
 * ~36 ms of a sport-home load at 4x CPU).
 */
let routeTable: ReactNode;

export function AppRoutes() {
  routeTable ??= buildRouteTable();
  return routeTable;
}

function buildRouteTable(): ReactNode {
  return (
    <Routes>
      <Route index element={<RootRedirect />} />
      <Route path="login" element={<LoginRedirect />} />
      <Route path="loginb" element={page(LoginPage)} />
      <Route path="sport" element={page(SportHome)} />
      <Route path="me" element={page(MePage)} />
      <Route path="error" element={<ErrorRoute />} />
      <Route path="forbidden" element={page(ForbiddenPage)} />
      <Route path="news" element={page(NewsPage)} />
      <Route path="setting" element={page(SettingPage)} />
      <Route path="setting/language" element={page(LanguagePage)} />
      <Route path="email-register" element={page(RegisterPage)} />
      <Route path="email-forgot-password" element={page(ForgotPasswordPage)} />
      <Route path="save-email" element={page(SaveEmailPage)} />
      <Route path="setting/account-info" element={page(AccountInfoPage)} />
      <Route path="setting/account-cancellation" element={page(AccountCancellationPage)} />
      <Route path="match-detail" element={page(MatchDetailPage)} />
      <Route path="league" element={page(LeaguePage)} />
      <Route path="az-filter" element={page(AzFilterPage)} />
      <Route path="az-filter-search" element={page(AzSearchPage)} />
      <Route path="az-filter-match" element={page(AzMatchPage)} />
      {AREAS.map((area) => area.routes)}
      {INFO_TOP.map((id) => (
        <Route key={id} path={id} element={info(id)} />
      ))}
      <Route path="home">
        <Route index element={<Navigate to="game" replace />} />
        <Route path="game" element={page(HomePage)} />
        <Route path="slots" element={page(HomePage)} />
        <Route path="casino" element={page(HomePage)} />
        <Route path="sport" element={page(SportHome)} />
      </Route>
      <Route path="wallet">
        <Route index element={<Navigate to="deposit" replace />} />
        <Route path="bonus" element={info('wallet/bonus')} />
      </Route>
      <Route path="faq">
        <Route index element={<Navigate to="home" replace />} />
        <Route path="home" element={info('faq/home')} />
        <Route path="detail" element={info('faq/detail')} />
        <Route path="video" element={info('faq/video')} />
      </Route>
      <Route path="activity">
        <Route index element={info('activity/first-charge')} />
        {ACTIVITY_CHILDREN.map((child) => (
          <Route key={child} path={child} element={info(`activity/${child}`)} />
        ))}
      </Route>
      <Route path="agent">
        <Route index element={<Navigate to="home" replace />} />
        <Route path="home" element={info('agent/home')} />
        <Route path="history" element={info('agent/history')} />
      </Route>
      <Route path="thin/agent">
        <Route index element={info('thin/agent/home')} />
        <Route path="home" element={info('thin/agent/home')} />
        {THIN_AGENT_CHILDREN.map((child) => (
          <Route key={child} path={child} element={info(`thin/agent/${child}`)} />
        ))}
      </Route>
      {/* SPEC §2: the catch-all falls back to the sport page. */}
      <Route path="*" element={<Navigate to="/sport" replace />} />
    </Routes>
  );
}
