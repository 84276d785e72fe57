/**
 * Betting as the seeded demo player (R$1,000 and a free bet seeded) in Chromium against the production build:
 * two selections from two match pages make a combo whose return the slip shows, placing it turns the order
 * status to success and the bet shows under Outstanding; another bet is cashed out at the offered price; an
 * 11th selection is refused with the betMaxLimit warning; the slip survives a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
  mg: { mks: { ss: number; op: { od: number }[] }[] }[];
}

/** Matches that have not started, with an open main market: placement confirms at once there. */
async function upcomingMatches(): Promise<number[]> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=Soccer&page_limit=10`);
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  return body.data.records
    .filter((m) => m.ms === 4 && m.mg[0]?.mks[0]?.ss === 1 && m.mg[0].mks[0].op.every((o) => o.od > 1))
    .map((m) => m.id);
}

async function loggedInPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(server.url + '/loginb');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
  await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });
  return { context, page, errors };
}

/** Taps the first priced option of each market row (up to `max`) on a match page; returns their odds. */
async function pickOptions(page: Page, matchId: number, max: number): Promise<number[]> {
  await page.goto(`${server.url}/match-detail?matchId=${matchId}`);
  await page.locator('.market-row').first().waitFor({ timeout: 20_000 });
  const rows = page.locator('.market-row');
  const odds: number[] = [];
  const count = await rows.count();
  for (let i = 0; i < count && odds.length < max; i++) {
    const button = rows.nth(i).locator('button.detail-odds:not([disabled])').first();
    if ((await button.count()) === 0) continue;
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    odds.push(Number(/(\d+\.\d+)$/.exec(name)?.[1]));
  }
  return odds;
}

const balanceText = (page: Page) => page.getByLabel('Balance', { exact: true }).textContent();

describe('betting', () => {
  it('a combo of two matches: the slip shows its return, placing it succeeds and it is listed under Outstanding', async () => {
    const { context, page, errors } = await loggedInPage();
    const [a, b] = await upcomingMatches();
    expect(a && b).toBeTruthy();
    const [oddsA] = await pickOptions(page, a!, 1);
    // One selection: the mini bar (SPEC §4).
    await page.getByRole('button', { name: /^Open bet slip: / }).waitFor();
    const [oddsB] = await pickOptions(page, b!, 1);
    await page.getByRole('button', { name: 'Bet slip, 2 selections' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.waitFor();
    expect(await slip.getByRole('tab', { name: 'Combo' }).getAttribute('aria-selected')).toBe('true');
    // Default stake R$ 5.00; the return is stake x odds x odds cut to the cent.
    const expected = Math.floor((500 * Math.round(oddsA! * 1000) * Math.round(oddsB! * 1000)) / 1_000_000);
    const money = `R$ ${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`;
    await expect.poll(() => slip.locator('.slip-summary-return dd').textContent()).toBe(money);
    await page.screenshot({ path: '.tmp/betting-slip.png' });

    await slip.getByRole('button', { name: /^Place bet/ }).click();
    await expect
      .poll(() => slip.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toContain('Bet placed');
    await slip.getByRole('link', { name: 'Open bets' }).click();
    await page.getByRole('heading', { name: 'My bets' }).waitFor();
    const bet = page.getByRole('article', { name: /^Combo bet / }).first();
    await bet.waitFor({ timeout: 15_000 });
    expect(await bet.textContent()).toContain('Open');
    expect(await bet.textContent()).toContain(money);
    await page.screenshot({ path: '.tmp/betting-record.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a single is cashed out at the offered price and moves to Settled; the balance rises', async () => {
    const { context, page, errors } = await loggedInPage();
    const [, , c] = await upcomingMatches();
    await pickOptions(page, c!, 1);
    await page.getByRole('button', { name: /^Open bet slip: / }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'R$ 10.00' }).click();
    await slip.getByRole('button', { name: /^Place bet/ }).click();
    await expect
      .poll(() => slip.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toContain('Bet placed');
    await slip.getByRole('button', { name: 'Done' }).click();

    await page.goto(server.url + '/bet-record');
    const cashOut = page.getByRole('button', { name: /^Cash out R\$/ }).first();
    await cashOut.waitFor({ timeout: 20_000 });
    const before = await balanceText(page).catch(() => null);
    await cashOut.click();
    // A moved price is offered again (never taken silently): take the new offer.
    const again = page.getByRole('alert').filter({ hasText: 'The cash-out price changed' });
    if (await again.count())
      await page
        .getByRole('button', { name: /^Cash out R\$/ })
        .first()
        .click();
    await expect
      .poll(() => page.locator('.toast').textContent(), { timeout: 15_000 })
      .toContain('Cashed out for');
    await page.getByRole('tab', { name: 'Settled' }).click();
    await page.getByRole('article').filter({ hasText: 'Cashed out' }).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '.tmp/betting-settled.png', fullPage: true });
    if (before) await expect.poll(() => balanceText(page), { timeout: 15_000 }).not.toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('an 11th selection is refused with the limit warning; the slip of 10 survives a reload', async () => {
    const { context, page, errors } = await loggedInPage();
    const ids = await upcomingMatches();
    let picked = 0;
    const used = new Set<number>();
    for (const id of ids) {
      if (picked >= 10) break;
      picked += (await pickOptions(page, id, 10 - picked)).length;
      used.add(id);
    }
    expect(picked).toBe(10);
    // The 11th: an option of a match not on the slip yet.
    const next = ids.find((id) => !used.has(id));
    expect(next).toBeDefined();
    await page.goto(`${server.url}/match-detail?matchId=${next}`);
    const free = page.locator('button.detail-odds[aria-pressed="false"]:not([disabled])').first();
    await free.waitFor({ timeout: 20_000 });
    await free.click();
    await expect
      .poll(() => page.locator('.toast').textContent())
      .toBe('You can add up to 10 selections to the bet slip.');
    expect(await free.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await page.getByRole('button', { name: 'Bet slip, 10 selections' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Bet slip, 10 selections' }).click();
    await page.getByRole('dialog', { name: 'Bet slip' }).waitFor();
    await page.screenshot({ path: '.tmp/betting-ten.png', fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
