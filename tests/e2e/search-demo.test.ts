/**
 * What a new player sees (wt60): the sport search finds a team of a seeded match (picked by property from the
 * match list, not by name) and marks it; the demo player's /transaction lists the seeded payment history
 * (server/payments/seed.ts) and /bet-record the seeded open bets (server/bets/demo-bets.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
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
  ts: { na: string }[];
}

describe('search and the demo player', () => {
  it('finds the home team of an upcoming match and marks the keyword in its card', async () => {
    const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=Soccer&page_limit=10`);
    const body = (await res.json()) as { data: { records: MatchRow[] } };
    const match = body.data.records.find((m) => m.ms === 4 && m.ts.length === 2 && m.ts[0]!.na.length >= 4);
    expect(match).toBeDefined();
    const [home, away] = match!.ts;
    // A part of the name, in lower case: the search and the mark ignore case.
    const keyword = home!.na.slice(0, 4).toLowerCase();

    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/az-filter-search');
    await page.getByRole('searchbox', { name: 'Search teams and leagues' }).fill(keyword);
    await page.keyboard.press('Enter');
    // The same two teams may meet in more than one listed match (the demo bets' fixtures among them): the
    // card is this match's, named as the screen reader hears it.
    const card = page
      .getByRole('article', { name: `${home!.na} – ${away!.na}` })
      .and(page.locator(`[data-match-id="${match!.id}"]`));
    await card.waitFor({ timeout: 20_000 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const h = (CSS as unknown as { highlights?: Map<string, Set<Range>> }).highlights?.get(
            'search-match',
          );
          return h ? [...h].map((r) => r.toString().toLowerCase()) : [];
        }),
      )
      .toContain(keyword);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("shows the demo player's payment history and open bets", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    await page.goto(server.url + '/transaction');
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('link');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    const text = await page.getByRole('list', { name: 'Transactions' }).textContent();
    expect(text).toContain('Withdrawal');
    expect(text).toContain('Deposit');
    expect(await page.getByText('will be listed here').count()).toBe(0);

    await page.goto(server.url + '/bet-record');
    await page.getByRole('article').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
