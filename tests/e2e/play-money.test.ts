/**
 * Play-money mode (issue #21) on the Indian brand (app key khel_in, whose market profile forbids real money):
 * a new player's header shows play chips and "Get free chips" instead of Deposit; the deposit page explains
 * there is no deposit and gives the daily free chips (once a day); a bet is placed on chips; the withdraw page
 * explains there is nothing to withdraw. The Brazilian brand keeps its real-money header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { registerByEmail } from './support/register';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

interface MatchRow {
  id: number;
  ms: number;
  mg: { mks: { ss: number; op: { od: number }[] }[] }[];
}

/** Matches that have not started, with an open main market (asked as the Indian brand). */
async function upcomingMatches(): Promise<number[]> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=Soccer&page_limit=10`, {
    headers: { appkey: 'khel_in' },
  });
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  return body.data.records
    .filter((m) => m.ms === 4 && m.mg[0]?.mks[0]?.ss === 1 && m.mg[0].mks[0].op.every((o) => o.od > 1))
    .map((m) => m.id);
}

const chips = (page: Page) => page.getByLabel('Play chips', { exact: true }).textContent();

describe('play-money brand', () => {
  it('plays with chips: the daily free chips, a bet on chips, no deposit or withdrawal', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await registerByEmail(page, server.url, 'play', '?app_key=khel_in');

    await page.goto(server.url + '/sport');
    await expect.poll(() => chips(page), { timeout: 20_000 }).toMatch(/^0\s*chips$/i);
    await page.screenshot({ path: '.tmp/play-header.png' });
    await page.getByRole('link', { name: 'Get free chips' }).first().click();

    await page.getByRole('heading', { name: 'Free chips', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'No deposits or withdrawals' }).waitFor();
    expect(await page.getByText(/Real-money online gaming is not allowed in your market/).count()).toBe(1);
    await page.getByRole('button', { name: 'Get 10,000 free chips' }).click();
    await page.getByText(/You have taken today's chips/).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('region', { name: 'Your play chips' }).textContent(), { timeout: 15_000 })
      .toMatch(/10,000\s*chips/i);
    await page.screenshot({ path: '.tmp/play-free-chips.png', fullPage: true });
    // Once a day: the page no longer offers it after a reload.
    await page.reload();
    await page.getByText(/You have taken today's chips/).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /free chips$/ }).count()).toBe(0);

    // A bet on chips: the slip stakes chips and the balance goes down by the stake.
    const [match] = await upcomingMatches();
    expect(match).toBeTruthy();
    await page.goto(`${server.url}/match-detail?matchId=${match}`);
    await page.locator('.market-row').first().waitFor({ timeout: 20_000 });
    await page.locator('.market-row button.detail-odds:not([disabled])').first().click();
    await page.getByRole('button', { name: /^Open bet slip: / }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.waitFor();
    await expect
      .poll(() => slip.getByRole('button', { name: /^Place bet/ }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    expect(await slip.getByRole('button', { name: /^Place bet/ }).textContent()).toMatch(/chips/);
    await page.screenshot({ path: '.tmp/play-slip.png' });
    await slip.getByRole('button', { name: /^Place bet/ }).click();
    await expect
      .poll(() => slip.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toContain('Bet placed');
    await slip.getByRole('button', { name: 'Done' }).click();
    // The header (a level-1 page's) shows the chips left.
    await page.goto(server.url + '/sport');
    await expect.poll(() => chips(page), { timeout: 20_000 }).toMatch(/^9,900\s*chips$/i);

    // No withdrawal either: the page says why.
    await page.goto(server.url + '/withdraw');
    await page.getByRole('heading', { name: 'No deposits or withdrawals' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Chips have no cash value, so there is nothing to withdraw.').count()).toBe(
      1,
    );
    await page.screenshot({ path: '.tmp/play-withdraw.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a real-money brand keeps its balance and Deposit button', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await registerByEmail(page, server.url, 'real');
    await page.goto(server.url + '/sport');
    await expect
      .poll(() => page.getByLabel('Balance', { exact: true }).textContent(), { timeout: 20_000 })
      .toMatch(/R\$/);
    expect(await page.getByRole('link', { name: 'Deposit', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Get free chips' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});
