/**
 * A new visitor on a phone: `/` lands where the spec says, every top-level route renders its own page (a
 * heading, no crash fallback, no uncaught error), the footer tab bar shows on level-1 pages only, and the
 * catch-all lands on the sport page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const CRASH_TITLE = 'Oops! Something went wrong.';

// SPEC §2 top-level routes (the redirects are checked separately).
const ROUTES = [
  '/loginb',
  '/live',
  '/sport',
  '/match-detail',
  '/bet-record',
  '/bet-history',
  '/deposit',
  '/award',
  '/withdraw',
  '/save-email',
  '/email-register',
  '/thaiqr-pay',
  '/th-bank-page',
  '/game-search',
  '/game',
  '/game-detail',
  '/game-history',
  '/game-room',
  '/game-tag-detail',
  '/faq/home',
  '/faq/detail',
  '/faq/video',
  '/ranking-list',
  '/transaction',
  '/transaction-detail',
  '/transaction-question',
  '/privacy',
  '/deposit-result',
  '/deposit-wait',
  '/record-detail',
  '/email-forgot-password',
  '/support',
  '/me',
  '/menu',
  '/message-center',
  '/message-detail',
  '/bonus',
  '/use-bonus',
  '/bonus-history',
  '/real-time-bonus',
  '/real-time-bonus-landing',
  '/league',
  '/redeem',
  '/setting',
  '/setting/language',
  '/setting/account-info',
  '/setting/account-cancellation',
  '/welcome',
  '/welcome-bonus',
  '/az-filter',
  '/az-filter-search',
  '/az-filter-match',
  '/usdt',
  '/about',
  '/error',
  '/forbidden',
  '/auth-file',
  '/download',
  '/new-download',
  '/brg-download',
  '/download/ios',
  '/download-land',
  '/download-land/detail',
  '/news',
  '/promotion',
  '/promotion/free-rounds',
  '/promotion/free-rounds/rule',
  '/iframe',
  '/link',
  '/html',
  '/announcement',
  '/vip-club',
  '/vip-roulette',
  '/vip-roulette/user-list',
  '/spei-announce',
  '/raffle',
  '/task',
  '/more',
  '/feedback',
  '/activity',
  '/activity/invite',
  '/activity/invite-detail',
  '/activity/free-bet',
  '/activity/free-bet-tip',
  '/activity/daily-deposit',
  '/activity/total-deposit',
  '/activity/bet-reward',
  '/activity/daily-cash',
  '/activity/week-cash',
  '/activity/first-charge',
  '/activity/ui-switch-reward',
  '/activity/christmas',
  '/agent',
  '/agent/history',
  '/thin/agent',
  '/thin/agent/bind',
  '/thin/agent/daily',
  '/thin/agent/transfer',
  '/thin/agent/faq',
  '/thin/agent/tutorial',
  '/thin/cashback',
  '/thin/pdd',
  '/home/game',
  '/home/slots',
  '/home/casino',
  '/home/sport',
  '/wallet/deposit',
  '/wallet/withdraw',
  '/wallet/bonus',
];

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  page = await (await phoneContext(browser)).newPage();
  errors = trackErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('routes', () => {
  it('a new visitor opening / lands on /home/slots with the header, home tabs and footer', async () => {
    await page.goto(server.url + '/');
    await page.waitForURL('**/home/slots');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Login' })
          .or(page.getByRole('link', { name: 'Login' }))
          .count(),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'Register' })
          .or(page.getByRole('button', { name: 'Register' }))
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('/login redirects to /loginb and an unknown path lands on the sport page', async () => {
    await page.goto(server.url + '/login');
    await page.waitForURL('**/loginb');
    await page.goto(server.url + '/no/such/page');
    await page.waitForURL('**/sport');
  });

  // One full page load per route, ~0.5 s each on the 2-CPU machine: more than the default 60 s for them all.
  it('every top-level route renders its page without the crash fallback', async () => {
    const broken: string[] = [];
    for (const route of ROUTES) {
      errors.length = 0;
      await page.goto(server.url + route);
      const heading = page.getByRole('heading').first();
      const ok = await heading.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      const crashed = await page.getByText(CRASH_TITLE).count();
      // Nothing may widen the page past the phone (a sideways-scrolling page is broken on a phone).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (!ok || crashed > 0 || errors.length > 0 || width > 390)
        broken.push(`${route}: heading=${ok} crash=${crashed} width=${width} errors=${errors.join('|')}`);
    }
    expect(broken).toEqual([]);
  }, 180_000);

  it('the footer tab bar shows on level-1 pages only', async () => {
    await page.goto(server.url + '/sport');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.goto(server.url + '/setting/language');
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });
});
