import { requireLogin } from './login-gate';

/**
 * Pages about the player's own account (wallet, bets, bonuses, messages, VIP, tasks, settings of the
 * account). A visitor who opens one sees its login panel (LoginRequired); a link to one asks for login
 * first (SPEC §6: login-gated actions navigate to login). tests/unit/src/login-gates.test.tsx checks it.
 */
const LOGIN_PAGES = new Set([
  '/deposit',
  '/award',
  '/withdraw',
  '/bet-record',
  '/bet-history',
  '/thaiqr-pay',
  '/th-bank-page',
  '/game-history',
  '/transaction',
  '/transaction-detail',
  '/transaction-question',
  '/deposit-result',
  '/deposit-wait',
  '/record-detail',
  '/message-center',
  '/message-detail',
  '/bonus',
  '/use-bonus',
  '/bonus-history',
  '/real-time-bonus',
  '/redeem',
  '/usdt',
  '/auth-file',
  '/promotion/free-rounds',
  '/vip-club',
  '/vip-roulette',
  '/task',
  '/setting/account-info',
  '/setting/account-cancellation',
  '/activity/invite',
  '/activity/invite-detail',
  '/activity/free-bet',
  '/activity/daily-cash',
  '/activity/week-cash',
  '/agent',
  '/agent/home',
  '/agent/history',
  '/thin/agent',
  '/thin/agent/home',
  '/thin/agent/bind',
  '/thin/agent/daily',
  '/thin/agent/transfer',
  '/thin/cashback',
  '/wallet',
  '/wallet/deposit',
  '/wallet/withdraw',
  '/wallet/bonus',
]);

/** Whether the in-app path `to` (query and hash allowed) is a page that needs an account. */
export function needsLogin(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  return LOGIN_PAGES.has(path);
}

/**
 * For the click handler of a link: a visitor following a link to an account page is asked to log in
 * instead (modal, /loginb or the app's own login), and comes to `to` after the login.
 */
export function gateLinkClick(event: { preventDefault(): void }, to: string): void {
  if (needsLogin(to) && requireLogin({ redirect: to }) !== 'keep') event.preventDefault();
}
