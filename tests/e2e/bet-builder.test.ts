/**
 * Bet builder in Chromium against the production build (issue #23): the demo player opens an upcoming soccer
 * match (picked by property from the match list), switches to the Bet Builder tab, picks three selections
 * the model can price together (a pick the builder refuses is taken off again and the next one tried), sees
 * the combined odds, places the builder and finds it under open bets with its three legs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
  mg: { mty: number; mks: { ss: number }[] }[];
}

/** Upcoming soccer matches whose 1X2 market is open: a builder bet on them is accepted at once. */
async function upcomingSoccer(): Promise<number[]> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=Soccer&page_limit=10`);
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  return body.data.records
    .filter((m) => m.ms === 4 && m.mg.some((g) => g.mty === 1005 && g.mks[0]?.ss === 1))
    .map((m) => m.id);
}

/** What the price line says once the engine answered: the odds, a refusal, or still "Pricing…". */
async function priceState(page: Page): Promise<'priced' | 'refused' | 'pending'> {
  if ((await page.locator('.builder-price').count()) > 0) return 'priced';
  if ((await page.locator('.builder-price-row .builder-refused').count()) > 0) return 'refused';
  return 'pending';
}

async function settle(page: Page): Promise<'priced' | 'refused'> {
  let state: 'priced' | 'refused' | 'pending' = 'pending';
  await expect
    .poll(
      async () => {
        state = await priceState(page);
        return state;
      },
      { timeout: 20_000 },
    )
    .not.toBe('pending');
  return state as 'priced' | 'refused';
}

describe('bet builder', () => {
  it('the demo player builds a 3-leg builder on a pre-match soccer match, places it and sees it in open bets', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    const [matchId] = await upcomingSoccer();
    expect(matchId).toBeTruthy();
    await page.goto(`${server.url}/match-detail?matchId=${matchId}`);
    await page.getByRole('tab', { name: 'Bet Builder' }).click();
    await page.getByText('Pick at least two selections from this match.').waitFor({ timeout: 20_000 });

    // The first option of each market row in turn; one pick per market; refused picks are taken off.
    const rows = page.locator('.builder .market-row');
    const count = await rows.count();
    let picked = 0;
    for (let i = 0; i < count && picked < 3; i++) {
      const button = rows.nth(i).locator('button.detail-odds:not([disabled])').first();
      if ((await button.count()) === 0) continue;
      // The builder's bar is sticky at the bottom: bring the option to the middle of the screen first.
      await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await button.click();
      picked++;
      if (picked < 2) continue;
      if ((await settle(page)) === 'refused') {
        await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await button.click();
        picked--;
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
        if (picked >= 2) await settle(page);
      }
    }
    expect(picked).toBe(3);
    expect(await page.locator('.builder-picks li').count()).toBe(3);
    const odds = Number(await page.locator('.builder-price').textContent());
    expect(odds).toBeGreaterThan(1);
    await page.screenshot({ path: '.tmp/bet-builder.png' });

    await page.getByRole('button', { name: 'Place bet builder' }).click();
    await page.getByText('Bet builder placed.').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See open bets' }).click();
    await page.getByRole('heading', { name: 'My bets' }).waitFor();
    const builders = page.getByRole('article', { name: /^Bet Builder bet / });
    // The seeded open builder and the one just placed.
    await expect.poll(() => builders.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const legsPerBet = await builders.evaluateAll((els) =>
      els.map((e) => e.querySelectorAll('.bet-legs > li').length),
    );
    expect(legsPerBet).toContain(3);
    await page.screenshot({ path: '.tmp/bet-builder-record.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
