/**
 * A visitor on a phone watches the sportsbook (SPEC §2, §4): the sport home shows live and upcoming
 * sections, a live clock ticks, the feed simulator moves odds and a card marks the move, scrolling reaches
 * the bottom of the list, +N opens the match detail, and A-Z search finds a team and opens its match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  context = await phoneContext(browser);
  page = await context.newPage();
  errors = trackErrors(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const cards = () => page.getByRole('article');

describe('sportsbook', () => {
  it('the sport home shows a live section and upcoming days, each a section the player can close', async () => {
    await page.goto(server.url + '/sport');
    const live = page.getByRole('button', { name: /^Live now/ });
    await live.waitFor({ timeout: 20_000 });
    expect(await live.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);

    const liveCards = () => page.locator('article:has(.match-live)').count();
    expect(await liveCards()).toBeGreaterThan(0);
    await live.click();
    expect(await live.getAttribute('aria-expanded')).toBe('false');
    expect(await liveCards()).toBe(0);
    await live.click();
    await expect.poll(liveCards).toBeGreaterThan(0);
  }, 60_000);

  it('a running live clock ticks', async () => {
    const clocks = () => page.locator('.live-clock').allTextContents();
    const first = await clocks();
    expect(first.length).toBeGreaterThan(0);
    // Some live match is between periods (its clock stands); any running one moves within seconds.
    await expect
      .poll(async () => (await clocks()).some((text, i) => first[i] !== undefined && text !== first[i]), {
        timeout: 8_000,
      })
      .toBe(true);
  }, 20_000);

  it('an odds move shows an up or down mark on the card', async () => {
    await expect
      .poll(() => page.locator('article .odds-button[data-move]').count(), { timeout: 40_000, interval: 250 })
      .toBeGreaterThan(0);
  }, 60_000);

  it('scrolling loads the next pages down to the bottom text', async () => {
    const bottom = page.getByText('You have reached the bottom');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return bottom.isVisible();
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);
    expect(await cards().count()).toBeGreaterThan(10);
    // The main tab's last page ends with the identity check.
    expect(await page.getByRole('complementary', { name: 'Identity check' }).count()).toBe(1);
  }, 60_000);

  it('+N opens the match detail of that match', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = cards().first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    const home = title.split(' – ')[0]!;
    await card.getByRole('link', { name: /more markets$/ }).click();
    await page.waitForURL(/\/match-detail\?matchId=\d+/);
    await expect
      .poll(() => page.getByText(home, { exact: true }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.goBack();
    await page.getByRole('button', { name: /^Live now/ }).waitFor();
  }, 60_000);

  it('back from a match comes back to the same place in the list (scroll restoration)', async () => {
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    // A card in view at that position, so the tap is one a player could make.
    const visible = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLElement>('article a.match-more')];
      return links.findIndex((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight - 80;
      });
    });
    expect(visible).toBeGreaterThanOrEqual(0);
    await page.locator('article a.match-more').nth(visible).click();
    await page.waitForURL(/\/match-detail\?matchId=\d+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5_000 })
      .toBeGreaterThan(1400);
  }, 60_000);

  it('A-Z search finds a team and opens its match', async () => {
    const title = (await cards().last().getAttribute('aria-label')) ?? '';
    const team = title.split(' – ')[1]!;
    await page.getByRole('link', { name: 'Search sports' }).click();
    await page.waitForURL(/\/az-filter$/);
    await page.getByRole('link', { name: 'Search teams and leagues' }).click();
    await page.waitForURL(/\/az-filter-search/);
    const input = page.getByRole('searchbox', { name: 'Search teams and leagues' });
    await input.fill(team);
    await input.press('Enter');
    const result = page.getByRole('article').filter({ hasText: team }).first();
    await result.waitFor({ timeout: 15_000 });
    await result.getByRole('link').first().click();
    await page.waitForURL(/\/match-detail/);
    await expect
      .poll(() => page.getByText(team, { exact: true }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);
});
