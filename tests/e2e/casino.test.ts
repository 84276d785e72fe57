/**
 * The casino lobby as a new player meets it in Chromium against the production build: `/` lands on
 * /home/slots with real covers, tabs and provider chips switch the grid, search finds a game, and the demo
 * player adds a favourite and finds it under Favorites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { brandItem } from './support/storage';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The server answers and the covers load in well under this on a quiet machine. */
const WAIT = { timeout: 15_000 };

const grid = (page: Page) => page.locator('ul.game-grid[aria-label]');
const cardNames = (page: Page) => grid(page).locator('.game-name').allTextContents();
const providers = (page: Page) => grid(page).locator('.game-provider').allTextContents();

/** Waits until the first `count` covers have loaded and returns their natural widths. */
async function coverWidths(page: Page, count: number): Promise<number[]> {
  const imgs = grid(page).locator('.game-cover img');
  const widths = () =>
    imgs.evaluateAll(
      (els, n) =>
        els.slice(0, n).map((el) => {
          const img = el as HTMLImageElement;
          return img.complete ? img.naturalWidth : 0;
        }),
      count,
    );
  await expect.poll(async () => (await widths()).filter((w) => w > 0).length, WAIT).toBe(count);
  return widths();
}

describe('casino lobby', () => {
  it('lands on /home/slots with loaded covers, and tabs and providers switch the games', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/home/slots');
    await expect
      .poll(() => page.getByRole('tab', { name: /^Slots/ }).getAttribute('aria-selected'), WAIT)
      .toBe('true');
    expect(await coverWidths(page, 6)).toEqual([240, 240, 240, 240, 240, 240]);

    await page.getByRole('tab', { name: /^Fishing/ }).click();
    await expect.poll(() => grid(page).getAttribute('aria-label'), WAIT).toBe('Fishing');
    await expect.poll(() => cardNames(page), WAIT).toContain('Ocean Hunter Royale');

    await page.getByRole('tab', { name: 'Game Providers' }).click();
    await page.getByRole('tab', { name: /^Pragmatic Play/ }).click();
    await expect.poll(async () => new Set(await providers(page)), WAIT).toEqual(new Set(['Pragmatic Play']));
    await expect.poll(() => cardNames(page), WAIT).toContain('Skyforge Titans');

    await page.getByRole('tab', { name: /^Originals/ }).click();
    await expect.poll(() => cardNames(page), WAIT).toEqual(['Crash', 'Fruit Fiesta', 'Dice', 'Roulette']);
    expect(await page.getByRole('link', { name: 'Crash', exact: true }).getAttribute('href')).toBe(
      '/game-room?platform=inhouse&game_id=crash',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches a game and keeps the word in the history', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + '/home/slots');
    await page.getByRole('link', { name: 'Search games' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/game-search');
    const box = page.getByRole('searchbox', { name: 'Game or provider name' });
    await box.fill('koi');
    await box.press('Enter');
    await expect.poll(() => cardNames(page), WAIT).toEqual(['Koi Cascade', 'Golden Koi Pond']);
    await page.goto(server.url + '/game-search');
    await expect.poll(() => page.getByRole('button', { name: 'koi', exact: true }).count(), WAIT).toBe(1);
    await context.close();
  });

  it('lets the demo player add a favourite and find it under Favorites', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => brandItem(page, 'login_info'), WAIT).not.toBeNull();

    await page.goto(server.url + '/game-search?q=lion%20dance');
    const heart = page.getByRole('button', { name: 'Favourite: Lion Dance Fortune' });
    await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');

    await page.goto(server.url + '/home/slots');
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect.poll(() => cardNames(page), WAIT).toEqual(['Lion Dance Fortune']);
    // Removing it there empties the tab.
    await page.getByRole('button', { name: 'Favourite: Lion Dance Fortune' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No favourites yet' }).count(), WAIT).toBe(1);

    // A provider's game opens in its room: the header names it, with one Back button (issue #23).
    await page.goto(server.url + '/game-search?q=lion%20dance');
    await page.getByRole('link', { name: 'Lion Dance Fortune', exact: true }).click();
    await page.waitForURL(/\/game-room\?/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Lion Dance Fortune' }).count(), WAIT)
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    await context.close();
  });
});
